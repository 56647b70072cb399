import { expect, it } from 'vitest';
import { createAdmin } from '../../apps/api/src/modules/admin/admin.service.ts';
import { ADMIN_SETUP_CLI } from '../../apps/api/src/platform/policy.ts';
import { createCompanyOwner, signInThroughForm, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail, mailLink } from '../fixtures/mailbox.ts';

journeys('waitlist and approval', (j) => {
  it('a company that completed its profile joins the waitlist and is logged out after 5 seconds', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true });
    await signInThroughForm(page, owner.email, owner.password);
    await page.waitForURL('**/join-waitlist');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 1, name: 'Thank you for signing up' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'join waitlist');

    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await dialog.getByRole('heading', { level: 1, name: 'Almost there!' }).waitFor();
    await dialog.getByRole('button', { name: 'Log Out' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /logged out in \d seconds?/ })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'almost there');

    // The automatic logout (TIMINGS.waitlistLogoutMs) ends the session on the server too.
    await page.waitForURL('**/signin', { timeout: 10_000 });
    await page.goto('/join-waitlist');
    await page.waitForURL('**/signin');

    // Back again, the user is on the waitlist already.
    await signInThroughForm(page, owner.email, owner.password);
    await page.getByRole('heading', { level: 1, name: 'Almost there!' }).waitFor();
  });

  it('an administrator allows the company; its owner is emailed, signs in and lands on the dashboard', async () => {
    const { page, server, browser } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true });
    const adminEmail = uniqueEmail('admin');
    await createAdmin(server.ctx, ADMIN_SETUP_CLI, { email: adminEmail, password: 'Quartz#Lantern7', name: 'Ada Admin' });

    await signInThroughForm(page, adminEmail, 'Quartz#Lantern7');
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search companies by name or owner' }).fill(owner.email);
    await page.keyboard.press('Enter');
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await row.waitFor();
    expect(await row.getByText('Olivia Owner').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'admin');

    await row.getByRole('button', { name: 'Allow Northwind Labs' }).click();
    await page.getByText('The company is allowed and its owner has been emailed').waitFor();
    await page.getByText('No companies match').waitFor();
    await page.getByRole('tab', { name: 'Allowed' }).click();
    await page.getByRole('row').filter({ hasText: owner.email }).getByRole('button', { name: 'Revoke Northwind Labs' }).waitFor();

    const mail = await latestMail(server, owner.email, /approved/);
    const signInLink = mailLink(server, mail, '/signin');

    const ownerContext = await browser.newContext({ baseURL: server.url });
    try {
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto(signInLink);
      await signInThroughForm(ownerPage, owner.email, owner.password);
      await ownerPage.waitForURL('**/dashboard');
      await ownerPage.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    } finally {
      await ownerContext.close();
    }
  });

  it('the admin area sends company users away and answers them 404', async () => {
    const { page, server, context } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInThroughForm(page, owner.email, owner.password);
    await page.waitForURL('**/dashboard');
    // /admin sends them to sign-in, which sends a signed-in company back to its dashboard.
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    const response = await context.request.get('/api/admin/companies');
    expect(response.status()).toBe(404);
  });
});
