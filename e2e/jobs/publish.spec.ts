import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { companyJobs } from '../../apps/api/src/db/schema/index.ts';
import { consumeJobCredit, grantFreeJobPosting } from '../../apps/api/src/modules/billing/billing.service.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseMenuItem } from '../fixtures/menu.ts';
import { chooseLabelled } from '../fixtures/select.ts';

/** The shared check waits for opening animations to finish (a fading mask confuses contrast checks). */
const settledA11y = expectNoSeriousA11yViolations;

/** The three wizard steps, with one custom question; answers the new job's id, on the summary. */
async function createJobThroughWizard(page: Page, title: string): Promise<string> {
  await page.goto('/job-openings');
  await page.getByRole('button', { name: 'Create a job' }).first().click();
  await page.waitForURL('**/create-job/target');
  const pick = (label: string, option: string) => chooseLabelled(page, label, option, { narrow: true });
  await page.getByLabel('Job title').fill(title);
  await pick('Category', 'Software Engineering');
  await pick('Speciality', 'Backend Developer');
  await pick('Skills', 'Node.js');
  await page.keyboard.press('Escape');
  await pick('Education', "Bachelor's Degree");
  await page.keyboard.press('Escape');
  await page.getByLabel('All', { exact: true }).check();
  await pick('Age', '25-34');
  await pick('Work type', 'Fully Remote');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(/\/create-job\/job-details\?jobId=/);
  const jobId = new URL(page.url()).searchParams.get('jobId') as string;
  await page.getByRole('textbox', { name: 'Job description' }).click();
  await page.keyboard.type('Build the data pipelines our customers rely on.');
  await pick('Job type', 'Full time');
  await page.getByLabel('Minimum salary').fill('5000');
  await page.getByLabel('Maximum salary').fill('7000');
  await page.getByLabel('New question').fill('What have you shipped lately?');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByText('1. What have you shipped lately?').waitFor();
  await page.getByRole('button', { name: 'Review this job' }).click();
  await page.waitForURL(/\/create-job\/summary\?jobId=/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return jobId;
}

/** Opens the dashboard's job filter (All Jobs, then the published jobs); answers its dropdown. */
async function openDashboardJobFilter(page: Page) {
  const filter = page.getByRole('combobox', { name: 'Job' });
  await filter.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-item-option[title="All Jobs"]').waitFor();
  return dropdown;
}

journeys('jobs: publishing with a job credit', (j) => {
  it('Publish without a bundle asks to buy one; after paying, back on the job, Publish shares it publicly', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);
    await j.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });

    const jobId = await createJobThroughWizard(page, 'Data Engineer');
    const summaryUrl = page.url();

    // No bundle yet: 'Almost there', and the draft stays a draft.
    await page.getByRole('button', { name: 'Publish' }).click();
    const almost = page.getByRole('dialog', { name: 'Almost there' });
    await almost.waitFor();
    await settledA11y(page, 'almost there modal');
    const [draft] = await server.db.select().from(companyJobs).where(eq(companyJobs.id, jobId));
    expect(draft?.jobStatus).toBe('Draft');
    await almost.getByRole('button', { name: 'Buy a bundle' }).click();

    // Buy Starter with the sandbox card; the success modal leads back to the job.
    await page.waitForURL('**/profilesettings/choose-bundle?jobId=*');
    await page.getByRole('heading', { level: 1, name: 'Choose a Bundle' }).waitFor();
    await page.getByRole('radio', { name: /Starter/ }).check();
    await page.getByLabel('Cardholder name').fill('Olivia Owner');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('I agree to the terms and conditions').check();
    await page.getByRole('button', { name: 'Pay $99' }).click();
    const paid = page.getByRole('dialog');
    await paid.getByText('Payment successful').waitFor();
    await paid.getByRole('button', { name: 'Back to your job' }).click();
    await page.waitForURL(summaryUrl);
    await page.getByRole('heading', { level: 1, name: 'Data Engineer' }).waitFor();

    // The dashboard's job filter, read now and kept in the tab (no reload from here on): the
    // draft is not offered.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const jobFilter = await openDashboardJobFilter(page);
    expect(await jobFilter.locator('.ant-select-item-option[title="Data Engineer"]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Data Engineer' }).waitFor();

    // Publish works without a reload: the purchase refreshed availability. It leads to the
    // openings list (the specification's), which opens on the share modal.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL('**/job-openings');
    const published = await shownDialog(page, 'Job published successfully');
    const publicUrl = `${server.url}/job-summary/${jobId}`;
    // Each network shares the job's address with itself as the campaign's source (UTM).
    const via = (network: string) =>
      encodeURIComponent(`${publicUrl}?utm_source=${network}&utm_medium=social&utm_campaign=Data+Engineer`);
    expect(await published.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${via('linkedin')}`,
    );
    expect(await published.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${via('facebook')}`,
    );
    expect(await published.getByRole('link', { name: 'X' }).getAttribute('href')).toContain(
      `https://x.com/intent/post?url=${via('x')}`,
    );
    expect(await published.getByLabel('Public job link').inputValue()).toBe(publicUrl);
    await settledA11y(page, 'published modal');

    await published.getByRole('button', { name: 'Copy' }).click();
    const tooltip = page.getByRole('tooltip', { name: 'Copied!' });
    await tooltip.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    // The tooltip goes away by itself.
    await tooltip.waitFor({ state: 'hidden' });

    const [row] = await server.db.select().from(companyJobs).where(eq(companyJobs.id, jobId));
    expect(row?.jobStatus).toBe('Published');
    expect(row?.publishedAt).toBeInstanceOf(Date);

    // An anonymous visitor opens the shared link.
    const anonymous = await j.browser.newContext();
    try {
      const visitor = await anonymous.newPage();
      const response = await visitor.goto(publicUrl);
      expect(response?.status()).toBe(200);
      await visitor.getByRole('heading', { level: 1, name: 'Data Engineer' }).waitFor();
      await visitor.getByText('Build the data pipelines our customers rely on.').waitFor();
    } finally {
      await anonymous.close();
    }

    await published.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Publishing refreshed the job filter read before: it now offers the job.
    await (await openDashboardJobFilter(page)).locator('.ant-select-item-option[title="Data Engineer"]').waitFor();
    await page.keyboard.press('Escape');

    // The openings list shows it Published, with the published row menu.
    await page.goto('/job-openings');
    const listed = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Data Engineer' });
    await listed.getByText('Published').waitFor();
    await page.getByRole('button', { name: 'Actions for Data Engineer' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'View Applicants' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Matched Candidates' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Edit job' }).count()).toBe(0);
    await chooseMenuItem(page, 'View Job', menu);
    await page.waitForURL(`**/create-job/summary?jobId=${jobId}`);
    await page.getByRole('heading', { level: 2, name: 'Share this job' }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    // The bundle shows the credit taken.
    await page.goto('/profilesettings/billingandpackages');
    await page.getByRole('list', { name: 'Active bundles' }).getByText('1 of 2 jobs remaining', { exact: false }).waitFor();
  });

  it('with every credit used, Publish shows the out-of-credits modal and keeps the draft', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);
    // The free job posting, already spent on another publication.
    await grantFreeJobPosting(server.ctx, owner.companyId);
    await consumeJobCredit(server.ctx, owner.companyId, randomUUID());
    const nextId = await createJobThroughWizard(page, 'Analytics Engineer');
    await page.getByRole('button', { name: 'Publish' }).click();
    const out = page.getByRole('dialog', { name: 'Looks like you ran out of job credits...' });
    await out.waitFor();
    await settledA11y(page, 'out of credits modal');
    const [next] = await server.db.select().from(companyJobs).where(eq(companyJobs.id, nextId));
    expect(next?.jobStatus).toBe('Draft');
    await out.getByRole('button', { name: 'Buy a bundle' }).click();
    await page.waitForURL(`**/profilesettings/choose-bundle?jobId=${nextId}`);
  });
});
