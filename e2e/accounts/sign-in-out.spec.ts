import { MESSAGES } from '@talentdeck/shared';
import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext, signInThroughForm } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseMenuItem } from '../fixtures/menu.ts';

journeys('sign in and sign out', (j) => {
  it('signs an approved company in to the dashboard and out again', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'sign in');

    await signInThroughForm(page, owner.email, owner.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Openings' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'dashboard shell');

    // The bell's empty text, then the account menu's settings page with its side menu.
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByText("There aren't any notifications to show").waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await chooseMenuItem(page, 'Change Password');
    await page.waitForURL('**/profilesettings/changePassword');
    // axe would otherwise judge the menu's fade-out frames.
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Billing and packages' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'change password');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await chooseMenuItem(page, 'Logout');
    await page.waitForURL('**/signin');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The session is gone on the server too, not just forgotten by the page.
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
  });

  it('shows a wrong current password on Change Password until it is edited', async () => {
    const { page, context, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(context, owner.email, owner.password);
    await page.goto('/profilesettings/changePassword');
    await page.getByLabel('Current password').fill('Not-the-password-1');
    await page.getByLabel('New password', { exact: true }).fill('Tide7#Lantern-Quay');
    await page.getByLabel('Confirm new password').fill('Tide7#Lantern-Quay');
    await page.getByRole('button', { name: 'Update password' }).click();
    const wrong = page.getByRole('alert').filter({ hasText: MESSAGES.currentPasswordWrong });
    await wrong.waitFor();
    // The refusal was about the password sent: it goes once that is edited.
    await page.getByLabel('Current password').fill(owner.password);
    await wrong.waitFor({ state: 'detached' });
  });

  it('shows a wrong password as a closable alert that hides after 2 seconds, keeping the email', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInThroughForm(page, owner.email, 'Wrong-password-1');
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials });
    await alert.waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email);
    await alert.waitFor({ state: 'detached', timeout: 4000 });
  });

  it('validates the fields with the shared messages', async () => {
    const { page } = j;
    await page.goto('/signin');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(MESSAGES.validEmail).waitFor();
    await page.getByText(MESSAGES.validPassword).waitFor();
  });

  it("says 'No internet connection' when the network is down", async () => {
    const { page, context, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await page.goto('/signin');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.noInternet }).waitFor();
    await context.setOffline(false);
    expect(page.url()).toContain('/signin');
  });

  it('offers to resend the verification email to an unverified user', async () => {
    const { page, server } = j;
    const email = `unverified.${Date.now()}@example.com`;
    const response = await fetch(`${server.url}/api/user/createCompany`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Una Verified',
        companyName: 'Pending Co',
        email,
        phoneNumber: '+14155550100',
        password: 'Sup3r$ecret',
      }),
    });
    expect(response.status).toBe(200);
    await signInThroughForm(page, email, 'Sup3r$ecret');
    await page.getByRole('alert').filter({ hasText: MESSAGES.verifyEmailFirst }).waitFor();
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.waitForURL('**/verifyemail');
    await page.getByText(email).waitFor();
  });
});
