/**
 * The audit log as its readers get it: the owner in settings (filters, export), a collaborator who
 * may not read it, and an administrator's own log in the administration.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAdmin } from '../../apps/api/src/modules/admin/admin.service.ts';
import { ADMIN_SETUP_CLI } from '../../apps/api/src/platform/policy.ts';
import { createCompanyOwner, PASSWORD, signInContext, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail } from '../fixtures/mailbox.ts';
import { chooseLabelled } from '../fixtures/select.ts';

/** A collaborator invited by the owner who joined through the emailed key, signed in in `guest`. */
async function joinedCollaborator(owner: BrowserContext, guest: BrowserContext, companyId: string, server: { url: string }) {
  const email = uniqueEmail('cleo');
  const invited = await owner.request.post(`/api/company/${companyId}/invite_collaborator`, {
    data: { name: 'Cleo Park', email },
  });
  expect(invited.status()).toBe(200);
  const mail = await latestMail(server as never, email);
  const key = mail.text.match(/collaborators-sign-up\/([\w-]+)/)?.[1];
  const joined = await guest.request.post('/api/collaborator-sign-up', {
    data: { collaboratorVerificationKey: key, password: PASSWORD },
  });
  expect(joined.status()).toBe(200);
}

const rows = (page: Page) => page.locator('.td-audit tbody tr.ant-table-row');

journeys('the audit log', (j) => {
  it("shows the owner who did what, filters it, exports it, and keeps it from the team's other members", async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);
    const guest = await j.browser.newContext({ baseURL: j.server.url });
    try {
      await joinedCollaborator(j.context, guest, owner.companyId, j.server);
      const { page } = j;
      await page.goto('/profilesettings/businessprofile');
      await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Audit log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
      await page.getByText('3 entries').waitFor();
      const actions = await rows(page).locator('td:nth-child(3)').allTextContents();
      expect(actions).toEqual(['Joined the team', 'Invited a collaborator', 'Signed in']);
      expect(await rows(page).first().locator('td').nth(1).textContent()).toBe('Cleo Park');
      // The time names its zone.
      expect(await rows(page).first().locator('td').first().textContent()).toMatch(/\d{1,2}:\d{2}.*(GMT|UTC)/);
      await expectNoSeriousA11yViolations(page, 'audit log');

      await chooseLabelled(page, 'Action', 'Signed in', { narrow: true });
      await page.getByText('1 entry').waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await (await download).path();
      const csv = (await readFile(file, 'utf8')).trim().split('\r\n');
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain(',Signed in,session.signed_in,Person,');

      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByText('3 entries').waitFor();
      await page.getByLabel('From').fill('2000-01-01');
      await page.getByLabel('To').fill('2000-01-31');
      await page.getByText('No entry matches these filters.').waitFor();

      // A collaborator has no such menu entry, and the address tells them only who may read it.
      const cleo = await guest.newPage();
      await cleo.goto('/profilesettings/businessprofile');
      await cleo.getByRole('link', { name: 'Change password' }).waitFor();
      expect(await cleo.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      await cleo.goto('/profilesettings/audit-log');
      await cleo.getByText("Only the company's owner can read its audit log.").waitFor();
    } finally {
      await guest.close();
    }
  });

  it("shows an administrator the administrators' actions", async () => {
    const company = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: false });
    const admin = { email: uniqueEmail('admin'), password: PASSWORD };
    await createAdmin(j.server.ctx, ADMIN_SETUP_CLI, { ...admin, name: 'Ada Admin' });
    await signInContext(j.context, admin.email, admin.password);
    const allowed = await j.context.request.patch(`/api/admin/companies/${company.companyId}`, { data: { isAllowed: true } });
    expect(allowed.status()).toBe(200);
    const { page } = j;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const row = rows(page).filter({ hasText: 'Let a company in' });
    await row.waitFor();
    expect(await row.locator('td').nth(1).textContent()).toBe('Ada Admin');
    await expectNoSeriousA11yViolations(page, "the administrators' audit log");
  });
});
