import { expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';

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

  it('keeps what was typed and shows the server message when the email is taken', async () => {
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
    await page.getByRole('alert').filter({ hasText: 'Email Already Exists' }).waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe('Bright Hiring');
    expect(page.url()).toBe(`${j.server.url}/`);
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
