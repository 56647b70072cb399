import { MESSAGES } from '@talentdeck/shared';
import { it } from 'vitest';
import { createCompanyOwner, signInThroughForm } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail, mailLink } from '../fixtures/mailbox.ts';

journeys('forgot and reset the password', (j) => {
  it('resets the password through the emailed link, then signs in with the new one', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    const newPassword = 'N3w-Passw0rd!';

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/verifyemail');
    await page.getByText(owner.email).waitFor();

    const link = mailLink(server, await latestMail(server, owner.email, /password/i), '/resetpassword/');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'reset password');

    await page.getByLabel('New password').fill('weak');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.strongPassword).waitFor();
    await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor();

    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/signin');
    await page.getByText(MESSAGES.passwordResetDone).waitFor();

    await signInThroughForm(page, owner.email, owner.password);
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    await signInThroughForm(page, owner.email, newPassword);
    await page.waitForURL('**/dashboard');
  });

  it("answers an unknown email with 'Email Does Not Exist!' until the email is edited", async () => {
    const { page } = j;
    await page.goto('/forgotpassword');
    await page.getByLabel('Email').fill('nobody.here@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const unknown = page.getByRole('alert').filter({ hasText: MESSAGES.emailDoesNotExist });
    await unknown.waitFor();
    await page.getByLabel('Email').fill('somebody.else@example.com');
    await unknown.waitFor({ state: 'detached' });
  });

  it('sends an invalid reset link to sign in with a message', async () => {
    const { page } = j;
    await page.goto('/resetpassword/not-a-real-token');
    await page.waitForURL('**/signin');
    await page.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid }).waitFor();
  });
});
