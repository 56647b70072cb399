import { DEFAULT_MATCHING } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { educations, professions } from '../../apps/api/src/db/schema/index.ts';
import { grantFreeJobPosting } from '../../apps/api/src/modules/billing/billing.service.ts';
import { skillIdsByName } from '../../apps/api/src/modules/taxonomy/taxonomy.service.ts';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { json, signUpCandidateVerified } from '../../apps/api/test/helpers.ts';
import { jobTaxonomyRefs } from '../../apps/api/test/job-refs.ts';
import { applyTo, matchingQueueSettled, saveCandidateProfile, workedAs } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { type Applicant, attemptTest } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseMenuItem } from '../fixtures/menu.ts';
import { chooseLabelled } from '../fixtures/select.ts';

const LISBON = { lat: 38.7223, lng: -9.1393 };
const BERLIN = { lat: 52.52, lng: 13.405 };

const names = (page: Page) => page.locator('.td-matched .td-matched__name').allTextContents();

journeys('the matched candidates', (j) => {
  it('lists the candidates a newly published job matches, highest first, explains each match, and shows candidates their own', async () => {
    const { page, server, context } = j;
    const call = async <T>(method: 'GET' | 'PATCH' | 'POST', url: string, token: string, body?: unknown) => {
      const res = await server.inject(json(method, url, body, token));
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json() as T;
    };
    const company = await approvedCompany(server);
    await grantFreeJobPosting(server.ctx, company.companyId);
    const refs = await jobTaxonomyRefs(server);
    const ids = await skillIdsByName(server.ctx, ['JavaScript', 'React', 'Communication']);
    const skill = (name: string) => ids.get(name.toLowerCase()) as string;
    const [bachelor] = await server.db.select().from(educations).where(eq(educations.educationName, "Bachelor's Degree"));
    const [frontend] = await server.db.select().from(professions).where(eq(professions.professionName, 'Frontend Developer'));

    // Three candidates with a Bachelor's and two years as Frontend Developers: all three skills (Ada),
    // React only (Bo, in the job's city too), and all three but in Berlin, outside the on-site job's
    // 50 km (Cy).
    const profileOf = (skills: string[], location: typeof LISBON, city: string, country: string, relocate = false) => ({
      title: 'Frontend Developer',
      city,
      country,
      location,
      skillIds: skills.map(skill),
      yearsOfExperience: 24,
      workExperiences: workedAs('Frontend Developer', 24),
      educations: [{ educationId: bachelor?.id, nameOfDegree: 'BSc Computer Science', institute: 'Universidade de Lisboa' }],
      criteria: { workTypes: ['On-site'], city, relocate },
    });
    const person = async (name: string, skills: string[], location: typeof LISBON, city: string, country: string) => {
      const c = await signUpCandidateVerified(server, { name });
      await saveCandidateProfile(server, c.token, profileOf(skills, location, city, country));
      return c;
    };
    const ada = await person('Ada Quinn', ['JavaScript', 'React', 'Communication'], LISBON, 'Lisbon', 'Portugal');
    const bo = await person('Bo Lindqvist', ['React'], LISBON, 'Lisbon', 'Portugal');
    // Ada proves JavaScript with its skills test: a verified skill counts 1 instead of 0.8.
    await attemptTest(server, ada as unknown as Applicant, 100, 'JavaScript Fundamentals');
    const cy = await person('Cy Park', ['JavaScript', 'React', 'Communication'], BERLIN, 'Berlin', 'Germany');

    const job = await call<{ id: string }>('POST', `/api/companies/${company.companyId}/company-jobs`, company.token, {
      jobTitle: 'Frontend Developer',
      industryId: refs.industryId,
      professionId: frontend?.id,
      skillIds: [skill('JavaScript'), skill('React'), skill('Communication')],
      educationIds: [bachelor?.id],
      ageSpecificationId: refs.ageSpecificationId,
      professionalExperienceId: refs.professionalExperienceId,
      gender: 'All',
      workType: 'On-site',
      city: 'Lisbon',
      country: 'Portugal',
      location: LISBON,
      matchingCriteria: DEFAULT_MATCHING,
      jobDescription: '<p>Build our hiring product.</p>',
      jobType: 'Full time',
      currency: 'EUR',
      salaryType: 'Monthly',
      minimumSalary: 4000,
      maximumSalary: 6500,
    });

    // The list is open before the job is published: empty, then filled without a reload.
    await signInContext(context, company.email, company.password);
    await page.goto(`/matched-candidates?jobId=${job.id}`);
    await page.getByRole('heading', { level: 1, name: 'Matched Candidates' }).waitFor();
    await page.getByText('No candidates match this job yet.', { exact: false }).waitFor();
    await call('PATCH', `/api/company-job/${job.id}`, company.token, { jobStatus: 'Published' });

    // Ada: education 25 + experience 25 + hard skills 25 × (1 + 0.8) / 2 + soft 25 × 0.8 = 92.5, shown
    // 93 (halves up). Bo, React alone: hard skills 10, and a field fit of 1/2 + 1/2 × ½ (two years in
    // the profession) = 0.75 on education and experience: 10 + 18.75 + 18.75 = 47.5, shown 48.
    await expect.poll(() => names(page), { timeout: 30_000, interval: 500 }).toEqual(['Ada Quinn', 'Bo Lindqvist']);
    const rows = page.locator('.td-matched .ant-table-row');
    await expect.poll(() => rows.nth(0).locator('.td-match').getAttribute('data-band')).toBe('green');
    expect(await rows.nth(0).locator('.td-match').innerText()).toContain('93%');
    expect(await rows.nth(1).locator('.td-match').getAttribute('data-band')).toBe('yellow');
    expect(await rows.nth(1).locator('.td-match').innerText()).toContain('48%');
    expect(await rows.nth(0).innerText()).toContain('Portugal');
    expect(await page.getByText('Cy Park').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'matched candidates');

    // A row opens the matched profile by keyboard; its explanation writes the bars' numbers.
    await rows.nth(1).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/matched-candidate-profile\?jobId=.+&candidateId=/);
    await page.getByRole('heading', { level: 2, name: 'Bo Lindqvist' }).waitFor();
    const why = page.locator('.td-why');
    await why.waitFor();
    const text = await why.innerText();
    expect(text).toContain('Education');
    expect(text).toContain('18.8 / 25 points');
    expect(text).toContain('10 / 25 points');
    expect(text).toContain('In the job’s field: 75% (1 of 2 hard skills, 2 years in the profession)');
    expect(text).toContain('Lives 0 km away');
    expect(text).toMatch(/Missing skills[\s\S]*JavaScript/);
    await expectNoSeriousA11yViolations(page, 'matched candidate profile');
    // A reload keeps the same profile: both ids are in the address.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Bo Lindqvist' }).waitFor();

    // Bo applies; the overview's "Why this match" opens on demand with the same explanation.
    const application = await applyTo(server, bo.token, { id: job.id, jobTitle: 'Frontend Developer', questions: [] });
    await page.goto(`/candidate-overview?applicationId=${application.id}&jobId=${job.id}`);
    await page.getByRole('heading', { level: 2, name: 'Bo Lindqvist' }).waitFor();
    await page.getByRole('button', { name: 'Why this match' }).click();
    await page.locator('.ant-popover .td-why').waitFor();
    expect(await page.locator('.ant-popover .td-why').innerText()).toContain('10 / 25 points');
    await expectNoSeriousA11yViolations(page, 'candidate overview with its explanation');
    await page.keyboard.press('Escape');

    // Cy applies from Berlin: never suggested for the on-site job, but as an applicant Cy keeps the
    // whole percentage, with the distance beside it.
    await applyTo(server, cy.token, { id: job.id, jobTitle: 'Frontend Developer', questions: [] });

    // In the job's applicants the explanation opens on demand, by keyboard, without opening the row.
    await page.goto(`/job-opening-details?jobId=${job.id}`);
    const cyWhy = page.getByRole('button', { name: 'Why this match for Cy Park' });
    await cyWhy.waitFor();
    const cyRow = page.locator('.ant-table-row').filter({ has: cyWhy });
    // Every skill declared, none proved: 25 + 25 + 20 + 20; the distance is written beside it.
    expect(await cyRow.locator('.td-match').innerText()).toContain('90%');
    expect(await cyRow.locator('.td-applicant-reach').innerText()).toMatch(/^Lives 2,\d{3} km away$/);
    await cyWhy.focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-popover .td-why').waitFor();
    expect(await page.locator('.ant-popover .td-why').innerText()).toMatch(/Lives 2,\d{3} km away/);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await page.locator('.ant-popover .td-why').waitFor({ state: 'hidden' });
    await expect.poll(() => cyWhy.evaluate((el) => el === document.activeElement)).toBe(true);
    const rowWhy = page.getByRole('button', { name: 'Why this match for Bo Lindqvist' });
    await rowWhy.focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-popover .td-why').waitFor();
    expect(await page.locator('.ant-popover .td-why').innerText()).toContain('10 / 25 points');
    expect(new URL(page.url()).pathname).toBe('/job-opening-details');
    await expectNoSeriousA11yViolations(page, 'job details with an applicant’s explanation');
    await page.keyboard.press('Escape');

    // The location filter: Cy, 2,000 km away and not moving, leaves the list; the address keeps it.
    const applicantNames = () => page.locator('.td-applicant__name').allTextContents();
    await expect.poll(applicantNames).toHaveLength(2);
    await chooseLabelled(page, 'Location', 'Within reach or would relocate');
    await expect.poll(applicantNames).toEqual(['Bo Lindqvist']);
    expect(new URL(page.url()).searchParams.get('reach')).toBe('withinReach');

    // The candidate's own match, and what would raise it.
    const candidateContext = await j.browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
    try {
      const own = await candidateContext.newPage();
      await signInContext(candidateContext, bo.email, bo.password);
      await own.goto(`/candidate/jobs/${job.id}`);
      await own.getByRole('heading', { level: 2, name: 'Your match' }).waitFor();
      await own.locator('.td-why').waitFor();
      const raise = own.getByRole('list', { name: 'What would raise your match' });
      await raise.waitFor();
      expect(await raise.innerText()).toContain('Add JavaScript to your profile');
      expect(await own.locator('.td-match').first().innerText()).toContain('48%');
      await expectNoSeriousA11yViolations(own, 'the candidate’s own match');
    } finally {
      await candidateContext.close();
    }

    // Ada's profile marks the skill her test verified, in words as well as with the icon.
    await page.goto(`/matched-candidate-profile?jobId=${job.id}&candidateId=${ada.candidateId}`);
    await page.getByRole('heading', { level: 2, name: 'Ada Quinn' }).waitFor();
    await page.locator('.td-why').waitFor();
    expect(await page.locator('.td-why__skill--verified').innerText()).toMatch(/JavaScript\s*verified by a test/);
    expect(await page.locator('.td-why').innerText()).toContain('22.5 / 25 points');
    await expectNoSeriousA11yViolations(page, 'matched profile with a verified skill');

    // The openings list's row action opens the same list, with the job in the address.
    await page.goto('/job-openings');
    await page.getByRole('button', { name: 'Actions for Frontend Developer' }).click();
    await chooseMenuItem(page, 'Matched Candidates', page.getByRole('menu'));
    await page.waitForURL(`**/matched-candidates?jobId=${job.id}`);
    await expect.poll(() => names(page)).toEqual(['Ada Quinn', 'Bo Lindqvist']);

    // Cy would now relocate: suggested, with where Cy lives beside the percentage; the location
    // filter can keep only those who need not move.
    await saveCandidateProfile(
      server,
      cy.token,
      profileOf(['JavaScript', 'React', 'Communication'], BERLIN, 'Berlin', 'Germany', true),
    );
    await matchingQueueSettled(server);
    await page.reload();
    await expect.poll(() => names(page)).toEqual(['Ada Quinn', 'Cy Park', 'Bo Lindqvist']);
    expect(await rows.nth(1).locator('.td-matched__reach').innerText()).toMatch(/^Lives 2,\d{3} km away · would relocate$/);
    await chooseLabelled(page, 'Location', 'Nearby, no move needed');
    await expect.poll(() => names(page)).toEqual(['Ada Quinn', 'Bo Lindqvist']);
    expect(new URL(page.url()).searchParams.get('reach')).toBe('nearby');
    await expectNoSeriousA11yViolations(page, 'matched candidates, nearby only');
  }, 120_000);
});
