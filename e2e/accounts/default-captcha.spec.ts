import { MESSAGES } from '@talentdeck/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { autofill } from '../fixtures/forms.ts';
import { journeys } from '../fixtures/journey.ts';
import { expectKeyboardPass } from '../fixtures/keyboard.ts';
import { latestMail, mailLink } from '../fixtures/mailbox.ts';

/** The widget's status as screen readers hear it (components/captcha/captcha-field.tsx). */
const verified = (page: Page) => page.getByRole('status').filter({ hasText: 'Verified' }).waitFor();

/** Whether the page fetched the widget's code (its own lazy chunk, named after its module). */
function watchCaptchaCode(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/altcha-widget-')) fetched.push(request.url());
  });
  return () => fetched.length > 0;
}

/** Types into a field the way a keyboard does, character by character. */
async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

type AuthPage = {
  path: string;
  heading: string;
  submit: string;
  /** Label and value of each field, typed by keyboard; Enter then sends the form. */
  fields: [label: string, value: string][];
  /** What the server's answer looks like on the page, proving the solved captcha was accepted. */
  answered: (page: Page) => Promise<unknown>;
};

const authPages: AuthPage[] = [
  {
    path: '/',
    heading: 'Create your company account',
    submit: 'Create account',
    fields: [
      ['Full name', 'Kay Board'],
      ['Company name', 'Tabstop Ltd'],
      ['Work email', uniqueEmail('keyboard')],
      ['Phone number', '+442079460958'],
      ['Password', PASSWORD],
    ],
    answered: (page) => page.waitForURL('**/verifyemail'),
  },
  {
    path: '/signin',
    heading: 'Sign in',
    submit: 'Sign in',
    fields: [
      ['Email', 'nobody.here@example.com'],
      ['Password', 'Not-the-password-1'],
    ],
    answered: (page) => page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor(),
  },
  {
    path: '/forgotpassword',
    heading: 'Forgot your password?',
    submit: 'Send reset link',
    fields: [['Email', 'nobody.here@example.com']],
    answered: (page) => page.getByRole('alert').filter({ hasText: MESSAGES.emailDoesNotExist }).waitFor(),
  },
];

journeys(
  'the auth pages with the default captcha (ALTCHA)',
  (j) => {
    it.each(authPages)('$path: accessible, usable by keyboard alone, and sent with Enter once verified', async (auth) => {
      const { page } = j;
      const captchaCodeFetched = watchCaptchaCode(page);
      await page.goto(auth.path);
      await page.getByRole('heading', { level: 1, name: auth.heading }).waitFor();
      await page.waitForLoadState('networkidle');
      // The first paint does without the widget's code; it comes when the form is first used.
      expect(captchaCodeFetched()).toBe(false);
      await expectNoSeriousA11yViolations(page, `${auth.path} before the form is used`);

      // Tabbing into the form starts the proof of work, which goes on while focus moves.
      const first = await expectKeyboardPass(page, `${auth.path} before verification`);
      expect(first.forward[0]).toContain('Skip to');
      expect(first.forward.length).toBeGreaterThan(3);
      expect(captchaCodeFetched()).toBe(true);
      await verified(page);
      await expectNoSeriousA11yViolations(page, `${auth.path} verified`);

      // Once verified, the widget's checkbox is one more stop, then the (now enabled) submit button;
      // Shift+Tab walks the same stops back.
      // A click on the heading moves the browser's Tab starting point back above the form.
      await page.getByRole('heading', { level: 1, name: auth.heading }).click();
      const again = await expectKeyboardPass(page, `${auth.path} verified`);
      expect(again.forward.some((name) => name.startsWith('<input role=checkbox'))).toBe(true);
      expect(again.forward.some((name) => name.includes(auth.submit))).toBe(true);
      expect(again.backward).toEqual(again.forward.slice(-again.backward.length).reverse());

      for (const [label, value] of auth.fields) await typeInto(page, label, value);
      await expect.poll(() => page.getByRole('button', { name: auth.submit }).isEnabled()).toBe(true);
      await page.keyboard.press('Enter');
      await auth.answered(page);
    });

    it('signs up, verifies the email, signs in and asks for a reset link, solving ALTCHA each time', async () => {
      const { page, browser, server } = j;
      const email = uniqueEmail('altcha');
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Create your company account' }).waitFor();
      // Filled the way a password manager or a paste fills it: nothing focused, nothing typed, so
      // the widget has not started. The first click still creates the account, once verified.
      await autofill(page, {
        'Full name': 'Alta Cha',
        'Company name': 'Proof Works',
        'Work email': email,
        'Phone number': '+442079460958',
        Password: PASSWORD,
      });
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL('**/verifyemail');
      await page.goto(mailLink(server, await latestMail(server, email), '/companydetails/'));
      await page.waitForURL('**/companydetails');

      // Sign-in's first click always acts: sent before the widget has solved its challenge, it is
      // busy until the proof of work is done, then signs in.
      const signIn = await browser.newPage({ baseURL: server.url });
      await signIn.goto('/signin');
      await signIn.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      const submit = signIn.getByRole('button', { name: 'Sign in' });
      expect(await submit.isEnabled()).toBe(true);
      await signIn.getByLabel('Email').fill(email);
      await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await submit.click();
      await signIn.waitForURL('**/companydetails');
      await signIn.close();

      const forgot = await browser.newPage({ baseURL: server.url });
      await forgot.goto('/forgotpassword');
      await forgot.getByLabel('Email').fill(email);
      await verified(forgot);
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await forgot.waitForURL('**/verifyemail');
      const firstReset = await latestMail(server, email, /password/i);
      mailLink(server, firstReset, '/resetpassword/');
      // Resend asks for a new link through the captcha too. This page has no form to fill: Resend's
      // click starts the widget and sends once it has verified. The product's 30 s before Resend
      // is waited for in real time (a fake clock in the page slowed the widget's proof of work past
      // its wait on a loaded machine), hence this test's longer timeout.
      const resend = forgot.getByRole('button', { name: 'Resend', exact: true });
      await expect.poll(() => resend.isEnabled(), { timeout: 45_000 }).toBe(true);
      await resend.click();
      // (The widget's "Verified" is brief: once the link is sent, it is reset for the next Resend.)
      await forgot.locator('.ant-alert-success').waitFor();
      await expect.poll(async () => (await latestMail(server, email, /password/i)).id).not.toBe(firstReset.id);
      await expectNoSeriousA11yViolations(forgot, 'resend a reset link with the captcha');
      await forgot.close();
    }, 150_000);
  },
  { captcha: 'altcha' },
);
