/** The recruiter reads an application's status history on the candidate overview: what, who, when. */
import { expect, it } from 'vitest';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseLabelled as choose } from '../fixtures/select.ts';

journeys("an application's status history", (j) => {
  it('lists applying, the review on opening it and the change the recruiter made, with who and when', async () => {
    const company = await approvedCompany(j.server, { name: 'Hana Hiring' });
    const job = await publishedJob(j.server, company, 'Data Steward');
    const ada = await applyAs(j.server, job, 'Ada History');
    await signInContext(j.context, company.email, company.password);
    const { page } = j;
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    await page.getByRole('heading', { level: 1, name: 'Candidate Overview' }).waitFor();
    await page.getByText('Status history (2)').waitFor();
    await choose(page, 'Application status', 'Contacted');
    const history = page.getByText('Status history (3)');
    await history.waitFor();
    await history.focus();
    await page.keyboard.press('Enter');
    const items = page.locator('.td-status-history li');
    await items.first().waitFor();
    const lines = await items.allInnerTexts();
    expect(lines[0]).toMatch(/Reviewed → Contacted\s+Hana Hiring ·/);
    expect(lines[1]).toMatch(/Awaiting → Reviewed\s+Hana Hiring ·/);
    expect(lines[2]).toMatch(/Applied \(Awaiting\)\s+The candidate ·/);
    await expectNoSeriousA11yViolations(page, 'overview with its status history');
  });
});
