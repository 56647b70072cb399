/**
 * Retention a company sets and the candidate can answer (docs/PRIVACY.md): the period in settings,
 * the legal hold on an application, and the notice's "keep my data" page.
 */
import { PRIVACY_MESSAGES, RETENTION_MONTHS } from '@talentdeck/shared';
import { expect, it } from 'vitest';
import { issueKeepDataSecret } from '../../apps/api/src/modules/accounts/accounts.links.service.ts';
import { anonymiseApplications } from '../../apps/api/src/modules/privacy/privacy.erasure.service.ts';
import { inTransaction } from '../../apps/api/src/platform/context.ts';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { pageSettled } from '../fixtures/motion.ts';
import { expectFitsPhone, PHONE_VIEWPORT } from '../fixtures/phone.ts';

journeys('data retention', (j) => {
  it('the owner sets how long applicants are kept, within 6 to 36 months, on a phone', async () => {
    const company = await approvedCompany(j.server);
    await signInContext(j.context, company.email, company.password);
    const { page } = j;
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/profilesettings/data-retention');
    await page.getByRole('heading', { level: 1, name: 'Data Retention' }).waitFor();
    const months = page.getByLabel("Keep applicants' data for (months)");
    expect(await months.inputValue()).toBe(String(RETENTION_MONTHS.default));
    await expectNoSeriousA11yViolations(page, 'data retention settings');
    await expectFitsPhone(page, 'data retention settings');

    // Out of range: said, and nothing saved (never clamped to what was not typed).
    await months.fill('5');
    await page.getByText(PRIVACY_MESSAGES.retentionRange).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await months.fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: the retention run uses it from today.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Data Retention' }).waitFor();
    expect(await page.getByLabel("Keep applicants' data for (months)").inputValue()).toBe('12');
  });

  it('the owner puts an application on legal hold from the candidate overview', async () => {
    const company = await approvedCompany(j.server);
    const job = await publishedJob(j.server, company, 'Claims Analyst');
    const ada = await applyAs(j.server, job, 'Ada Holden');
    await signInContext(j.context, company.email, company.password);
    const { page } = j;
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    await page.getByRole('heading', { level: 1, name: 'Candidate Overview' }).waitFor();
    const hold = page.getByRole('switch', { name: 'Legal hold' });
    expect(await hold.getAttribute('aria-checked')).toBe('false');
    // By keyboard, on the switch itself (press focuses it first); the page says the hold took.
    await pageSettled(page);
    const saved = page.waitForResponse((r) => r.url().includes('/legal-hold') && r.request().method() === 'PATCH');
    await hold.press('Space');
    expect((await saved).status()).toBe(200);
    await page.getByText('Held: data retention leaves this application as it is').waitFor();
    await page.getByRole('switch', { name: 'Legal hold', checked: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Candidate Overview' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Legal hold' }).getAttribute('aria-checked')).toBe('true');
  });

  it('the overview of an anonymised application says so, and offers nothing that would keep the candidate again', async () => {
    const company = await approvedCompany(j.server);
    const job = await publishedJob(j.server, company, 'Harbour Pilot');
    const eve = await applyAs(j.server, job, 'Eve Gone');
    await inTransaction(j.server.ctx, (tx) => anonymiseApplications(tx.db, [eve.applicationId]));
    await signInContext(j.context, company.email, company.password);
    const { page } = j;
    await page.goto(`/candidate-overview?applicationId=${eve.applicationId}&jobId=${job.id}`);
    await page.getByRole('heading', { level: 1, name: 'Candidate Overview' }).waitFor();
    await page.getByText('Nothing about them is kept').waitFor();
    expect(await page.getByText('Eve Gone').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export candidate data' }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Legal hold' }).count()).toBe(0);
    expect(await page.getByText('Not found').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'overview of an anonymised application');
  });

  it("the candidate keeps their data with the notice's link, which works once", async () => {
    const company = await approvedCompany(j.server);
    const job = await publishedJob(j.server, company, 'Port Agent');
    const ben = await applyAs(j.server, job, 'Ben Keeper');
    const secret = await issueKeepDataSecret(j.server.ctx, ben.profile.userId, 45);
    const { page } = j;
    await page.goto(`/privacy/keep/${secret}`);
    await page.getByRole('heading', { level: 1, name: 'Keep your data' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'keep your data');
    await page.getByRole('button', { name: 'Keep my data' }).click();
    await page.getByText(PRIVACY_MESSAGES.dataKept).waitFor();

    await page.goto(`/privacy/keep/${secret}`);
    await page.getByRole('button', { name: 'Keep my data' }).click();
    await page.getByText(PRIVACY_MESSAGES.keepLinkInvalid).waitFor();
  });
});
