import { expect, it } from 'vitest';
import { companyJobs } from '../../apps/api/src/db/schema/index.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseMenuItem } from '../fixtures/menu.ts';
import { chooseLabelled, noOpenDropdown } from '../fixtures/select.ts';

journeys('jobs: openings list', (j) => {
  it('filters on the server, scrolls in pages of 10 and deletes after confirmation', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    const now = Date.now();
    // 35 jobs: a mix of statuses, types, places and ages.
    await server.db.insert(companyJobs).values(
      Array.from({ length: 35 }, (_, i) => {
        const createdAt = new Date(now - i * 6 * 86_400_000 - 60_000);
        return {
          companyId: owner.companyId,
          jobTitle: `Role ${String(i).padStart(2, '0')}`,
          jobStatus: (['Draft', 'Published', 'Paused', 'Completed'] as const)[i % 4],
          jobType: (['Full time', 'Part time'] as const)[i % 2],
          workType: 'On-site' as const,
          city: i % 5 === 0 ? 'Oslo' : 'Madrid',
          country: i % 5 === 0 ? 'Norway' : 'Spain',
          createdAt,
          endDate: new Date(createdAt.getTime() + 15 * 86_400_000),
        };
      }),
    );
    await signInContext(j.context, owner.email, owner.password);
    await page.goto('/job-openings');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await page.getByText('Role 00').waitFor();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(10);
    await expectNoSeriousA11yViolations(page, 'openings list');
    // Infinite scroll: each time the end comes into view, the next page of 10 arrives.
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(150);
    }
    await expect.poll(() => rows.count()).toBe(35);
    await page.getByText('Role 34').waitFor();

    const choose = (label: string, option: string) => chooseLabelled(page, label, option);
    await choose('Status', 'Published');
    await expect.poll(() => rows.count()).toBe(9);
    await choose('Job type', 'Part time');
    await expect.poll(() => rows.count()).toBe(9);
    await choose('Location', 'Oslo');
    await expect.poll(() => rows.count()).toBe(2);
    await choose('Date created', 'Last 3 months (90 days)');
    await expect.poll(() => rows.count()).toBe(1);
    await choose('Status', 'Draft');
    await page.getByText('No jobs were found').waitFor();
    // The closed dropdown's list leaves the page before axe looks.
    await noOpenDropdown(page);
    await expectNoSeriousA11yViolations(page, 'no jobs found');

    // Leaving the page resets the filters to All.
    await page.goto('/dashboard');
    await page.goto('/job-openings');
    await page.getByText('Role 00').waitFor();
    await expect.poll(() => rows.count()).toBe(10);

    // Delete with confirmation: a soft delete.
    await page.getByRole('button', { name: 'Actions for Role 01' }).click();
    await chooseMenuItem(page, 'Delete Job');
    await (await shownDialog(page)).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Role 01', { exact: true }).count()).toBe(0);
    // A published row opens the details; a draft does not.
    await page.getByText('Role 00', { exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/job-openings');
    await page.getByText('Role 05', { exact: true }).click();
    // The job's id is in the address, so a reload or a shared link opens the same job.
    await page.waitForURL((url) => url.pathname === '/job-opening-details' && url.searchParams.has('jobId'));
    await page.getByRole('heading', { level: 1, name: 'Job Opening Details' }).waitFor();
    await page.getByText('Role 05', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Candidates (0)' }).waitFor();
    await page.getByText('This job has no candidates yet.').waitFor();
  });
});
