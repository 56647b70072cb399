import { APPLICATION_MESSAGES } from '@talentdeck/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { rematchJob } from '../../apps/api/src/modules/matching/matching.service.ts';
import { testClient } from '../../apps/api/test/api-client.ts';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs, attemptTest, giveFirstQuestionImage } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseLabelled as choose } from '../fixtures/select.ts';
import type { TestServer } from '../fixtures/server.ts';

const TEST_NAME = 'JavaScript Fundamentals';
const LONG_ABOUT = 'I design batch and streaming data pipelines and care about data quality and lineage.';

/** What a failing server answers (the error envelope of API.md). */
const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { statusCode: 500, name: 'Internal Server Error', message: 'Something went wrong' } }),
};

const names = (page: Page) => page.locator('.td-applicants .td-applicant__name').allTextContents();

/**
 * A published job with six applicants, in this order, each different in experience, video, city
 * and profile rank; Ada passed the skills test and Ben failed it; every applicant has a stored
 * match and the job's public page one visit. Each test builds its own, so that none depends on
 * another's changes (or on its retry).
 */
async function sixApplicants(server: TestServer) {
  const company = await approvedCompany(server);
  const job = await publishedJob(server, company, 'Data Engineer', ['Why do you want to join us?', 'When could you start?']);
  const educations = (await (await fetch(`${server.url}/api/educations`)).json()) as { id: string }[];
  await giveFirstQuestionImage(server, TEST_NAME, '/favicon.svg');

  // Six applicants, in this order, each different in experience, video, city and profile rank.
  const ada = await applyAs(server, job, 'Ada Quinn', {
    city: 'Lisbon',
    country: 'Portugal',
    yearsOfExperience: 8,
    aboutYou: LONG_ABOUT,
    video: 'https://videos.example.com/ada.mp4',
    workExperiences: [{ jobTitle: 'Data Analyst', companyName: 'Tagus Data', from: '2024-01-01' }],
    educations: [{ educationId: educations[0]?.id, nameOfDegree: 'BSc Computer Science', institute: 'Universidade de Lisboa' }],
    certificates: [{ nameOfCertificate: 'Cloud Data Engineering', institute: 'Coursera', to: '2024-06-01' }],
    portfolios: [{ projectName: 'Tram delays dashboard', projectType: 'Personal', url: 'https://example.com/trams' }],
  });
  const ben = await applyAs(server, job, 'Ben Ortiz', { city: 'Berlin', country: 'Germany', yearsOfExperience: 48 });
  await applyAs(server, job, 'Cy Park', {
    city: 'Lisbon',
    country: 'Portugal',
    yearsOfExperience: 150,
    aboutYou: LONG_ABOUT,
    workExperiences: [{ jobTitle: 'Staff Engineer', companyName: 'Harbour Systems', from: '2012-03-01' }],
  });
  await applyAs(server, job, 'Dee Rao', {
    city: 'Madrid',
    country: 'Spain',
    yearsOfExperience: 24,
    video: 'https://videos.example.com/dee.mp4',
  });
  await applyAs(server, job, 'Eve Stone', { city: 'Berlin', country: 'Germany', yearsOfExperience: 70 });
  await applyAs(server, job, 'Finn Wu', { city: 'Berlin', country: 'Germany', yearsOfExperience: 5 });
  await attemptTest(server, ada, 10, TEST_NAME); // 100 %: Pass
  await attemptTest(server, ben, 3, TEST_NAME); // 30 %: Fail
  // The matching engine's run for the job, as the queue does after these applications: every
  // applicant then has a stored match before the list is read.
  await rematchJob(server.ctx, job.id);
  // One visit of the public page, so the views chart has a figure.
  await fetch(`${server.url}/job-summary/${job.id}`, {
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    },
  });
  return { company, job, ada, ben };
}

journeys('the recruiter’s applicant pipeline', (j) => {
  it('lists, filters and sorts a job’s applicants, and shows the job’s details on demand', async () => {
    const { page, server, context } = j;
    const { company, job } = await sixApplicants(server);
    await signInContext(context, company.email, company.password);
    // chart.js comes in its own chunk, fetched only when the View Details panel first opens.
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const chartScripts = () => scripts.filter((p) => p.includes('views-chart'));
    await page.goto('/job-openings');
    const jobRow = page.locator('.ant-table-row', { hasText: 'Data Engineer' });
    await jobRow.waitFor();
    // The openings list's Candidates column.
    expect(await jobRow.locator('td').allTextContents()).toContain('6');
    await jobRow.click();
    await page.waitForURL((url) => url.pathname === '/job-opening-details' && url.searchParams.get('jobId') === job.id);
    await page.getByRole('heading', { level: 1, name: 'Job Opening Details' }).waitFor();

    // Tabs with counts, five rows a page, newest first; scrolling to the end reads the sixth (the
    // Load more button under the list is in view then too, and is gone once the last page is read).
    for (const tab of ['Candidates (6)', 'Awaiting (6)', 'Reviewed (0)', 'Shortlisted (0)', 'Hired (0)']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await expect.poll(() => names(page)).toEqual(['Finn Wu', 'Eve Stone', 'Dee Rao', 'Cy Park', 'Ben Ortiz']);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => names(page)).toHaveLength(6);
    await page.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'job opening details');

    // Filters and the sort go to the server.
    await choose(page, 'Experience', '10+ years');
    await expect.poll(() => names(page)).toEqual(['Cy Park']);
    await choose(page, 'Experience', 'All');
    await choose(page, 'Video', 'With Video');
    await expect.poll(() => names(page)).toEqual(['Dee Rao', 'Ada Quinn']);
    await choose(page, 'Video', 'All Profiles');
    await page.getByLabel('Candidate city').fill('Lisbon');
    await page.locator('.ant-select-dropdown:visible').getByText('Lisbon, Portugal', { exact: true }).first().click();
    await expect.poll(() => names(page)).toEqual(['Cy Park', 'Ada Quinn']);
    await choose(page, 'Experience', '3-5 years');
    await page.getByText('No candidates match these filters.').waitFor();
    await choose(page, 'Experience', 'All');
    await page.getByLabel('Candidate city').clear();
    // Back to no filter: the pages already read (all six) come from the cache.
    await expect.poll(() => names(page)).toHaveLength(6);
    await choose(page, 'Sort by', 'Profile Rank');
    await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual(['Ada Quinn', 'Cy Park', 'Dee Rao']);
    const adaRow = page.locator('.td-applicants .ant-table-row', { hasText: 'Ada Quinn' });
    await adaRow.getByRole('img', { name: 'Profile rank 3 out of 5 stars' }).waitFor();
    await adaRow.locator('.td-match[data-band]').waitFor(); // the stored match, in its colour band

    // View Details: the chart, its table and the way to the job's page.
    expect(chartScripts()).toEqual([]);
    const toggle = page.getByRole('button', { name: 'View Details' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Job details' });
    await panel.getByRole('table', { name: 'Views per day' }).waitFor();
    await panel.locator('canvas[role="img"]').waitFor();
    expect(chartScripts()).toHaveLength(1);
    await panel.getByRole('button', { name: 'View Public Job Page' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'job opening details, View Details open');
  });

  it('opens an applicant from the keyboard as Reviewed, puts back a refused status, shortlists, and keeps a note through a failed call', async () => {
    const { page, server, context } = j;
    const { company, job, ada } = await sixApplicants(server);
    await signInContext(context, company.email, company.password);
    await page.goto(`/job-opening-details?jobId=${job.id}&sort=profileRank`);
    await expect.poll(async () => (await names(page)).slice(0, 3)).toEqual(['Ada Quinn', 'Cy Park', 'Dee Rao']);
    const adaRow = page.locator('.td-applicants .ant-table-row', { hasText: 'Ada Quinn' });
    // A row opens the overview, from the keyboard too. Seen, Ada is no longer Awaiting but Reviewed.
    const seen = (id: string) => page.waitForResponse((r) => r.url().endsWith(`/job-applications/${id}/seen`));
    const adaSeen = seen(ada.applicationId);
    await adaRow.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/candidate-overview' && url.searchParams.get('applicationId') === ada.applicationId,
    );
    await page.getByRole('heading', { level: 2, name: 'Ada Quinn' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Candidates (6)' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Why do you want to join us?').waitFor();
    await main.getByText('Because of the mission.').first().waitFor();
    await main.getByRole('link', { name: /Watch Ada Quinn’s video/ }).waitFor();
    await main.getByText('Cloud Data Engineering').waitFor();
    const adaTest = main.locator('.td-test-row', { hasText: TEST_NAME });
    await adaTest.getByText('100%').waitFor();
    await adaTest.getByText('Pass').waitFor();
    await expectNoSeriousA11yViolations(page, 'candidate overview');
    expect((await adaSeen).status()).toBe(200);
    const shownStatus = () => main.locator('.td-status-changer .ant-select').textContent();
    await expect.poll(shownStatus).toBe('Reviewed');

    // A status change the server refuses is put back and explained.
    await page.route('**/candidate-job-status', (route) => route.fulfill(serverError));
    // Refused: the field goes back to the old status, checked below.
    await choose(page, 'Application status', 'Hired', { shown: false });
    await page.getByRole('alert').filter({ hasText: 'The status was not changed' }).waitFor();
    await expect.poll(shownStatus).toBe('Reviewed');
    await page.unroute('**/candidate-job-status');

    // Shortlisting applies at once, from the server's answer.
    const statusChange = page.waitForResponse(
      (r) => r.url().endsWith('/candidate-job-status') && r.request().method() === 'PATCH',
    );
    await choose(page, 'Application status', 'Shortlisted');
    expect((await statusChange).status()).toBe(200);
    await expect.poll(shownStatus).toBe('Shortlisted');

    // Notes: a blank one is refused; a failed call keeps the text; a saved one is listed with its writer.
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText(APPLICATION_MESSAGES.noteRequired).waitFor();
    await page.getByLabel('Add a note').fill('Strong SQL, ask about streaming.');
    await page.route('**/job-application-notes', (route) =>
      route.request().method() === 'POST' ? route.fulfill(serverError) : route.continue(),
    );
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('alert').filter({ hasText: 'The note was not saved' }).waitFor();
    expect(await page.getByLabel('Add a note').inputValue()).toBe('Strong SQL, ask about streaming.');
    await page.unroute('**/job-application-notes');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('list', { name: 'Notes, newest first' });
    await notes.getByText('Strong SQL, ask about streaming.').waitFor();
    await notes.getByText(company.name, { exact: false }).waitFor();
    expect(await page.getByLabel('Add a note').inputValue()).toBe('');
  });

  it('steps from an overview to the next applicant and his test result, and returns to the list it came from', async () => {
    const { page, server, context } = j;
    const { company, job, ada, ben } = await sixApplicants(server);
    // Ada was shortlisted (as in the test above).
    await testClient(server).ok.patch('/api/job-applications/{id}/candidate-job-status', {
      params: { id: ada.applicationId },
      token: company.token,
      body: { applicationStatus: 'Shortlist Candidate' },
    });
    await signInContext(context, company.email, company.password);
    const seen = (id: string) => page.waitForResponse((r) => r.url().endsWith(`/job-applications/${id}/seen`));
    await page.goto(`/job-opening-details?jobId=${job.id}&sort=profileRank`);
    await page.locator('.td-applicants .ant-table-row', { hasText: 'Ada Quinn' }).click();
    await page.getByRole('heading', { level: 2, name: 'Ada Quinn' }).waitFor();
    const main = page.getByRole('main');

    // The Candidates list is the one the overview was opened from: by profile rank, Ben is sixth.
    const switcher = page.getByRole('navigation', { name: /Candidates/ });
    await expect
      .poll(async () => (await switcher.locator('.td-switcher__name').allTextContents()).slice(0, 3))
      .toEqual(['Ada Quinn', 'Cy Park', 'Dee Rao']);
    await switcher.getByRole('button', { name: 'Load more' }).click();
    // Moving to another applicant from the list; Ada was shortlisted, so she stays so. Ben, still
    // Awaiting, is Reviewed as soon as his overview shows.
    const benSeen = seen(ben.applicationId);
    await switcher.getByRole('button', { name: /Ben Ortiz/ }).click();
    await page.waitForURL((url) => url.searchParams.get('applicationId') === ben.applicationId);
    await page.getByRole('heading', { level: 2, name: 'Ben Ortiz' }).waitFor();
    const benTest = main.locator('.td-test-row', { hasText: TEST_NAME });
    await benTest.getByText('Fail').waitFor();

    expect((await benSeen).status()).toBe(200);
    await benTest.getByRole('link', { name: TEST_NAME }).click();
    await page.getByRole('heading', { level: 1, name: 'Test Result' }).waitFor();
    await main.getByText('Fail', { exact: true }).waitFor();
    await main.getByText('30%').waitFor();
    await main.getByText('Ben Ortiz').waitFor();
    await main.getByText(ben.email).waitFor();
    const questions = main.locator('.td-question');
    await expect.poll(() => questions.count()).toBe(10);
    await questions.nth(0).getByText("Candidate's answer, correct").waitFor();
    await questions.nth(0).getByRole('img', { name: 'Illustration for question 1' }).waitFor();
    await questions.nth(5).getByText("Candidate's answer, wrong").waitFor();
    await questions.nth(5).getByText('Correct answer').waitFor();
    await questions.nth(5).getByText('Wrong').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'test result');

    // Back on his overview (in the list sorted by Profile Rank) he is Reviewed; the job's tabs count the changes.
    expect(new URL(page.url()).searchParams.get('sort')).toBe('profileRank');
    await page.getByRole('button', { name: 'Back to candidate' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate-overview' && url.searchParams.get('sort') === 'profileRank');
    await page.getByRole('heading', { level: 2, name: 'Ben Ortiz' }).waitFor();
    await expect.poll(() => main.locator('.td-status-changer').textContent()).toContain('Reviewed');
    await page.getByRole('button', { name: 'View Job' }).click();
    await page.waitForURL((url) => url.pathname === '/job-opening-details' && url.searchParams.get('jobId') === job.id);
    for (const tab of ['Candidates (6)', 'Awaiting (4)', 'Reviewed (1)', 'Shortlisted (1)', 'Hired (0)']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    await page.getByRole('tab', { name: 'Shortlisted (1)' }).click();
    await expect.poll(() => names(page)).toEqual(['Ada Quinn']);
    await page.getByRole('tab', { name: 'Hired (0)' }).click();
    await page.getByText('No candidates are hired yet.').waitFor();

    // The tab, filters and sort live in the address: Back from an overview returns to the same list.
    await page.getByRole('tab', { name: 'Candidates (6)' }).click();
    // The list and its filters are rendered under the active tab only: the Hired tab's fields are
    // replaced by new ones when the tab changes, so choose only once the new tab is the selected one.
    await page.getByRole('tab', { name: 'Candidates (6)', selected: true }).waitFor();
    await choose(page, 'Sort by', 'Profile Rank');
    await choose(page, 'Video', 'With Video');
    await expect.poll(() => names(page)).toEqual(['Ada Quinn', 'Dee Rao']);
    await page.locator('.td-applicants .ant-table-row', { hasText: 'Dee Rao' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dee Rao' }).waitFor();
    await page.goBack();
    await expect.poll(() => names(page)).toEqual(['Ada Quinn', 'Dee Rao']);
    const url = new URL(page.url());
    expect([url.searchParams.get('sort'), url.searchParams.get('video')]).toEqual(['profileRank', 'With Video']);
    // Dee was Awaiting when her overview showed.
    await page.getByRole('tab', { name: 'Reviewed (2)' }).waitFor();
  });

  it('keeps the tab and sort the overview was opened from, steps through that list, and counts a typed-in visit as seen', async () => {
    const { page, server, context } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Site Reliability Engineer');
    const portfolios = [{ projectName: 'Pager rota', projectType: 'Personal', url: 'https://example.com/rota' }];
    // Applied in this order; by profile rank (video 5, portfolio 5) Gia, Hal, Ivo.
    await applyAs(server, job, 'Gia Moss', { video: 'https://videos.example.com/gia.mp4', portfolios });
    await applyAs(server, job, 'Hal Reyes', { video: 'https://videos.example.com/hal.mp4' });
    await applyAs(server, job, 'Ivo Lind', {});
    await signInContext(context, company.email, company.password);
    const switcher = page.getByRole('navigation', { name: /Candidates/ });
    const switcherNames = () => switcher.locator('.td-switcher__name').allTextContents();
    const shown = (name: string) => page.getByRole('heading', { level: 2, name }).waitFor();

    // The Awaiting tab by profile rank; the overview's list is that list, in that order.
    await page.goto(`/job-opening-details?jobId=${job.id}&tab=Awaiting&sort=profileRank`);
    await expect.poll(() => names(page)).toEqual(['Gia Moss', 'Hal Reyes', 'Ivo Lind']);
    await page.locator('.td-applicants .ant-table-row', { hasText: 'Gia Moss' }).click();
    await shown('Gia Moss');
    const address = new URL(page.url());
    expect([address.searchParams.get('tab'), address.searchParams.get('sort')]).toEqual(['Awaiting', 'profileRank']);
    await switcher.getByText('Awaiting, by Profile Rank', { exact: true }).waitFor();
    // Seen, Gia is Reviewed and leaves the Awaiting list; Next is the applicant who took her place.
    await switcher.getByRole('heading', { name: 'Candidates (2)' }).waitFor();
    await expect.poll(switcherNames).toEqual(['Hal Reyes', 'Ivo Lind']);
    await switcher.getByRole('button', { name: 'Next' }).click();
    await shown('Hal Reyes');
    await switcher.getByRole('heading', { name: 'Candidates (1)' }).waitFor();
    await switcher.getByRole('button', { name: 'Next' }).click();
    await shown('Ivo Lind');
    await switcher.getByText('No other candidates in this list.').waitFor();
    await expectNoSeriousA11yViolations(page, 'candidate overview, a list stepped through');

    // Every candidate by profile rank: Previous and Next walk it; View Job returns to that list.
    await page.goto(`/job-opening-details?jobId=${job.id}&sort=profileRank`);
    await page.getByRole('tab', { name: 'Awaiting (0)' }).waitFor();
    await page.locator('.td-applicants .ant-table-row', { hasText: 'Hal Reyes' }).click();
    await shown('Hal Reyes');
    await expect.poll(switcherNames).toEqual(['Gia Moss', 'Hal Reyes', 'Ivo Lind']);
    await switcher.getByRole('button', { name: 'Previous' }).click();
    await shown('Gia Moss');
    expect(await switcher.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await switcher.getByRole('button', { name: 'Next' }).click();
    await shown('Hal Reyes');
    await page.getByRole('button', { name: 'View Job' }).click();
    await page.waitForURL((url) => url.pathname === '/job-opening-details' && url.searchParams.get('sort') === 'profileRank');
    await expect.poll(() => names(page)).toEqual(['Gia Moss', 'Hal Reyes', 'Ivo Lind']);

    // An overview reached by a typed address and left by another counts as seen: no leave runs.
    const kai = await applyAs(server, job, 'Kai Berg', {});
    await page.goto(`/candidate-overview?applicationId=${kai.applicationId}&jobId=${job.id}`);
    await shown('Kai Berg');
    await expect.poll(() => page.locator('.td-status-changer .ant-select').textContent()).toBe('Reviewed');
    await page.goto(`/job-opening-details?jobId=${job.id}`);
    await page.getByRole('tab', { name: 'Reviewed (4)' }).waitFor();
    await page.getByRole('tab', { name: 'Awaiting (0)' }).waitFor();
  });

  it('shows the empty state of a job nobody applied to, keeps the job on reload, and lists a new applicant at once', async () => {
    const { page, server, context } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Lighthouse Keeper');
    await signInContext(context, company.email, company.password);
    await page.goto(`/job-opening-details?jobId=${job.id}`);
    await page.getByText('This job has no candidates yet.').waitFor();
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
    await page.reload();
    await page.getByRole('main').getByText('Lighthouse Keeper').first().waitFor();
    await page.getByRole('tab', { name: 'Candidates (0)' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'job with no candidates');

    // The application event on the live stream refreshes the tabs and the list, no reload.
    await streamOpen;
    await applyAs(server, job, 'Gus Hale', { city: 'Bergen', country: 'Norway', yearsOfExperience: 30 });
    await page.getByRole('tab', { name: 'Candidates (1)' }).waitFor({ timeout: 5000 });
    await expect.poll(() => names(page)).toEqual(['Gus Hale']);
  });
});
