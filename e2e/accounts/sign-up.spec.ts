import { MESSAGES } from '@talentdeck/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PASSWORD, signUpCompany, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';

/** The scripts the page requests from now on, and whether zxcvbn's dictionaries are among them (vite.config.ts names them). */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { dictionariesFetched: () => scripts.some((path) => path.startsWith('/assets/password-dictionaries-')) };
}

journeys('sign up and verify the email', (j) => {
  it('signs up, opens the verification email in the dev mailbox and lands on company details', async () => {
    const { page } = j;
    const email = uniqueEmail('signup');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Create your company account' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'sign up');

    // The shared rules speak before the server is asked.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter your full name').waitFor();
    await page.getByText('Please enter a valid Phone Number').waitFor();

    await page.getByLabel('Full name').fill('Sam Founder');
    await page.getByLabel('Company name').fill('Bright Hiring');
    await page.getByLabel('Work email').fill(email);
    // Typing the digits alone gets the leading + the API expects.
    await page.getByLabel('Phone number').fill('442079460958');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+442079460958');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/verifyemail');
    await page.getByText(email).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Resend in 0:\d\d/ }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'verify email');

    await page.goto('/dev/mailbox');
    await page
      .getByRole('link', { name: /Verify your email/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: /Verify/ })
      .last()
      .click();

    await page.waitForURL('**/companydetails');
    await page.getByRole('heading', { level: 1, name: 'Build your employer brand' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'company details');
  });

  it('shows a guessable password’s message on the field before sending, fetching the dictionaries only then', async () => {
    const { page } = j;
    const scripts = watchScripts(page);
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/createCompany') signUps.push(request.method());
    });
    await page.goto('/');
    await page.getByLabel('Full name').fill('Sam Founder');
    await page.getByLabel('Company name').fill('Bright Hiring');
    await page.getByLabel('Work email').fill(uniqueEmail('guessable'));
    await page.getByLabel('Phone number').fill('+442079460958');
    expect(scripts.dictionariesFetched()).toBe(false);

    // Long enough for the specification's rule, but it is the company's name and a year.
    const password = page.getByLabel('Password');
    await password.fill('Bright2024!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await password.getAttribute('aria-describedby'))?.split(' ')[0];
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(MESSAGES.guessablePassword);
    expect(scripts.dictionariesFetched()).toBe(true);
    expect(signUps).toEqual([]);
    await expectNoSeriousA11yViolations(page, 'sign up with a guessable password');

    // The message follows the value: a strong password clears it.
    await password.fill(PASSWORD);
    await page.getByText(MESSAGES.guessablePassword).waitFor({ state: 'detached' });
    expect(await password.getAttribute('aria-invalid')).toBeNull();
  });

  it('never fetches the password dictionaries on the sign-in page', async () => {
    const { page } = j;
    const scripts = watchScripts(page);
    await page.goto('/signin');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState('networkidle');
    expect(scripts.dictionariesFetched()).toBe(false);
  });

  it('keeps what was typed and shows the server message when the email is taken, until the email is edited', async () => {
    const { page } = j;
    const email = uniqueEmail('taken');
    const fill = async () => {
      await page.getByLabel('Full name').fill('Sam Founder');
      await page.getByLabel('Company name').fill('Bright Hiring');
      await page.getByLabel('Work email').fill(email);
      await page.getByLabel('Phone number').fill('+442079460958');
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
    };
    await page.goto('/');
    await fill();
    await page.waitForURL('**/verifyemail');
    await page.goto('/');
    await fill();
    const taken = page.getByRole('alert').filter({ hasText: 'Email Already Exists' });
    await taken.waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe('Bright Hiring');
    expect(page.url()).toBe(`${j.server.url}/`);
    // The message was about the email sent: it goes once the email is edited.
    await page.getByLabel('Work email').fill(uniqueEmail('another'));
    await taken.waitFor({ state: 'detached' });
  });

  it('confirms a verified email on the landing for app sign-ups and offers sign in on the web', async () => {
    const { verificationKey } = await signUpCompany(j.server);
    await j.page.goto(`/emailverification/${verificationKey}`);
    await j.page.getByRole('heading', { level: 1, name: 'Your email is verified' }).waitFor();
    const signIn = j.page.getByRole('link', { name: 'Sign in on the web' });
    expect(await signIn.getAttribute('href')).toBe('/signin');
    await expectNoSeriousA11yViolations(j.page, 'email verified');
  });

  it('sends /verifyemail opened without its navigation state back to sign up', async () => {
    await j.page.goto('/verifyemail');
    await j.page.waitForURL(`${j.server.url}/`);
    await j.page.getByRole('heading', { level: 1, name: 'Create your company account' }).waitFor();
  });

  it('explains an invalid verification link and offers sign in', async () => {
    await j.page.goto('/companydetails/not-a-real-token');
    await j.page.getByRole('heading', { level: 1, name: "We couldn't verify your email" }).waitFor();
    await j.page.getByRole('link', { name: 'sign in' }).waitFor();
    await expectNoSeriousA11yViolations(j.page, 'invalid verification link');
  });
});
