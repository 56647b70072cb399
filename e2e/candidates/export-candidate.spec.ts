/** The owner answers a candidate's request for their data with one file from the candidate overview. */
import { readFile } from 'node:fs/promises';
import type { CompanyCandidateExport } from '@talentdeck/shared';
import { expect, it } from 'vitest';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { journeys } from '../fixtures/journey.ts';

journeys("a company's export of one candidate", (j) => {
  it('downloads everything the company holds about the applicant, for the owner', async () => {
    const company = await approvedCompany(j.server);
    const job = await publishedJob(j.server, company, 'Data Engineer', ['Why do you want to join us?']);
    const ada = await applyAs(j.server, job, 'Ada Quinn');
    await signInContext(j.context, company.email, company.password);
    const { page } = j;
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    await page.getByRole('heading', { level: 1, name: 'Candidate Overview' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export candidate data' }).click();
    const saved = await download;
    const data = JSON.parse(await readFile(await saved.path(), 'utf8')) as CompanyCandidateExport;
    expect(data.candidateId).toBe(ada.candidateId);
    expect(data.tables.candidate?.[0]).toMatchObject({ name: 'Ada Quinn' });
    expect(data.tables.job_application_answers).toEqual([expect.objectContaining({ question: 'Why do you want to join us?' })]);
  });
});
