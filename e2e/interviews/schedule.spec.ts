import { CONVERSATION_MESSAGES } from '@talentdeck/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { signInCandidate } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail } from '../fixtures/mailbox.ts';

/** Picks an option of the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

journeys('interviews', (j) => {
  it('the recruiter schedules an interview, the candidate accepts it, and the recruiter sees the answer live', async () => {
    const { page, server, context, browser } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Data Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn');

    await signInContext(context, company.email, company.password);
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    const setInterview = page.getByRole('button', { name: 'Set Interview' });
    await expect.poll(() => setInterview.isEnabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'candidate overview');
    await setInterview.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.waitFor();

    // Days before today cannot be picked.
    await dialog.getByLabel('Date').click();
    const yesterday = new Date(Date.now() - 86_400_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const past = page.locator(`.ant-picker-dropdown:visible td[title="${isoDay(yesterday)}"]`);
    if ((await past.count()) > 0) expect(await past.getAttribute('class')).toContain('ant-picker-cell-disabled');
    await dialog.getByLabel('Date').fill(isoDay(tomorrow));
    await dialog.getByLabel('Date').press('Enter');
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('Start time').press('Enter');
    await dialog.getByLabel('Remote').check();
    await dialog.getByLabel('Meeting link').fill('not a link');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText(CONVERSATION_MESSAGES.validUrl).waitFor();
    await expectNoSeriousA11yViolations(page, 'scheduling dialog');
    await dialog.getByLabel('Meeting link').fill('https://meet.example.com/ada');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Pending').waitFor();
    await expect.poll(() => setInterview.isDisabled()).toBe(true);

    // The invitation arrives by email with the .ics attached.
    const mail = (await latestMail(server, ada.email, /interview/i)) as Awaited<ReturnType<typeof latestMail>> & {
      attachments?: { filename: string; content: string }[];
    };
    const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.content).toContain('BEGIN:VEVENT');

    // The candidate, in their own browser context, accepts.
    const candidateContext = await browser.newContext({ baseURL: server.url });
    try {
      await signInCandidate(candidateContext, ada);
      const candidatePage = await candidateContext.newPage();
      await candidatePage.goto('/candidate/interviews');
      await candidatePage.getByRole('heading', { name: 'Data Engineer' }).waitFor();
      await expectNoSeriousA11yViolations(candidatePage, 'candidate interviews');
      await candidatePage.getByRole('button', { name: 'Accept' }).click();
      await candidatePage.getByText('You accepted').waitFor();
    } finally {
      await candidateContext.close();
    }

    // The recruiter's overview follows without a reload.
    await page.getByText('Accepted', { exact: true }).waitFor({ timeout: 10_000 });
    // …and the bell tells of the answer (INTERVIEWINVITE).
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor({ timeout: 10_000 });

    await page.goto('/job-interviews');
    await page.getByRole('link', { name: 'Ada Quinn' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'job interviews');
    await choose(page, 'Time', 'Today');
    await page.getByText('No interviews match these filters').waitFor();
    await choose(page, 'Time', 'All');
    await choose(page, 'Job', 'Data Engineer');
    await page.getByRole('link', { name: 'Ada Quinn' }).waitFor();
  });
});
