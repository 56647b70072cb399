import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { companyJobs, industries, jobApplications, matchedCandidates } from '../../apps/api/src/db/schema/index.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { seedPublishedJob } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseOption } from '../fixtures/select.ts';

const EMPTY_TEXTS = [
  'You will see daily insights of job applications data.',
  'You will be able to see candidates by location when you post a job.',
  "You didn't receive candidates in system.",
  "You don't have any interview scheduled.",
  'You have not started talking to any candidate yet.',
];
const DAY = 86_400_000;

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Northwind Labs Overview', exact: true }).waitFor();
}

/** The rows of a chart's data table, as text. */
async function tableRows(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor({ state: 'attached' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.children, (c) => c.textContent?.trim() ?? '').join(' | ')));
}

const chooseTime = (page: Page, label: string) => chooseOption(page.getByRole('combobox', { name: 'Time' }), label);

journeys('dashboard', (j) => {
  it('shows every empty text to a company without jobs', async () => {
    const { page, context, server } = j;
    const owner = await createCompanyOwner(server, { isAllowed: true, isSignUpProcessCompleted: true });
    await signInContext(context, owner.email, owner.password);
    await openDashboard(page);
    for (const text of EMPTY_TEXTS) await page.getByText(text, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create a Job' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'empty dashboard');
  });

  it('shows each panel’s figures, and the filters change them', async () => {
    const { page, context, server } = j;
    const owner = await createCompanyOwner(server, { isAllowed: true, isSignUpProcessCompleted: true });
    const [software, health] = await server.db
      .select({ id: industries.id, name: industries.industryName })
      .from(industries)
      .limit(2);
    if (!software || !health) throw new Error('no industries seeded');
    const lisbonId = await seedPublishedJob(server, owner.companyId, { jobTitle: 'Data Engineer' });
    const portoId = await seedPublishedJob(server, owner.companyId, { jobTitle: 'Care Nurse' });
    await server.db.update(companyJobs).set({ industryId: software.id }).where(eq(companyJobs.id, lisbonId));
    await server.db
      .update(companyJobs)
      .set({ industryId: health.id, city: 'Porto', workType: 'Fully Remote' })
      .where(eq(companyJobs.id, portoId));
    const maya = await applyAs(server, { id: lisbonId, jobTitle: 'Data Engineer', questions: [] }, 'Maya Stone');
    const noah = await applyAs(server, { id: portoId, jobTitle: 'Care Nurse', questions: [] }, 'Noah Hart');
    // Noah applied 20 days ago: in Three Months, not in a Week.
    await server.db
      .update(jobApplications)
      .set({ createdAt: new Date(Date.now() - 20 * DAY) })
      .where(eq(jobApplications.id, noah.applicationId));
    await server.db.delete(matchedCandidates).where(eq(matchedCandidates.companyId, owner.companyId));
    await server.db.insert(matchedCandidates).values({
      companyJobId: lisbonId,
      candidateId: maya.application.candidateId,
      companyId: owner.companyId,
      percentage: 87,
      listed: true,
      breakdown: {} as never,
      matchedSkillIds: [],
      verifiedSkillIds: [],
      missingSkillIds: [],
      computedAt: new Date(),
    });
    await signInContext(context, owner.email, owner.password);
    const date = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const scheduled = await context.request.post(`/api/job-applications/${maya.applicationId}/interviews`, {
      data: { date, startTime: '10:00', endTime: '45', interviewType: 'Remote', link: 'https://meet.example.com/abc' },
    });
    expect(scheduled.status(), await scheduled.text()).toBeLessThan(300);

    await openDashboard(page);
    expect(await tableRows(page, 'Applications by industry')).toEqual(
      expect.arrayContaining([`${software.name} | 1`, `${health.name} | 1`]),
    );
    expect(await tableRows(page, 'Jobs by location')).toEqual(
      expect.arrayContaining(['Lisbon | On-site | 1', 'Porto | Fully Remote | 1']),
    );
    await page.getByText('Total Jobs').waitFor();
    const top = page.getByRole('link', { name: /Maya Stone/ });
    await top.getByText('87%').waitFor();
    await page.getByText('Position: Data Engineer').waitFor();
    // The interview card opened Maya's conversation.
    await page.getByRole('button', { name: /Maya Stone/ }).waitFor();
    await page.getByRole('link', { name: 'See more interviews' }).waitFor();
    await page.getByRole('link', { name: 'See more messages' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'dashboard with data');

    await chooseTime(page, 'Week');
    await expect.poll(() => tableRows(page, 'Applications by industry')).toEqual([`${software.name} | 1`]);

    await chooseTime(page, 'Three Months');
    await chooseOption(page.getByRole('combobox', { name: 'Job' }), 'Care Nurse');
    await expect.poll(() => tableRows(page, 'Jobs by location')).toEqual(['Porto | Fully Remote | 1']);
    await page.getByText("You didn't receive candidates in system.", { exact: true }).waitFor();

    await chooseOption(page.getByRole('combobox', { name: 'Job' }), 'All Jobs');
    await page.getByRole('link', { name: /Maya Stone/ }).click();
    await page.waitForURL(/\/candidate-overview\?applicationId=/);
  });
});
