import { JOB_MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companyJobs } from '../../apps/api/src/db/schema/index.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseMenuItem } from '../fixtures/menu.ts';
import { chooseLabelled } from '../fixtures/select.ts';
import type { TestServer } from '../fixtures/server.ts';

type Ref = { id: string };

/** Ids of the taxonomy for jobs created through the API. */
async function refs(server: TestServer) {
  const get = async <T>(path: string) => (await (await fetch(`${server.url}/api${path}`)).json()) as T;
  const industry = (await get<(Ref & { industryName: string })[]>('/industries')).find(
    (i) => i.industryName === 'Software Engineering',
  ) as Ref;
  const profession = (await get<Ref[]>(`/industry/${industry.id}/professions`))[0] as Ref;
  const skills = (await (
    await fetch(`${server.url}/api/profession-with-skills`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ professionIds: [profession.id] }),
    })
  ).json()) as Ref[];
  const educations = await get<Ref[]>('/educations');
  const ages = await get<Ref[]>('/age-specifications');
  return {
    industryId: industry.id,
    professionId: profession.id,
    skillIds: [skills[0]?.id],
    educationIds: [educations[0]?.id],
    ageSpecificationId: ages[0]?.id,
    gender: 'All',
    matchingCriteria: {
      educationPercentage: 25,
      workExperiencePercentage: 25,
      hardSkillsPercentage: 25,
      softSkillPercentage: 25,
    },
  };
}

journeys('jobs: wizard, public page, editing', (j) => {
  it('creates a job through the three steps with a question, shows it publicly, and edits another draft after a reload', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);

    await page.goto('/job-openings');
    await page.getByText("You haven't posted any job yet").waitFor();
    await expectNoSeriousA11yViolations(page, 'empty openings');
    await page.getByRole('button', { name: 'Create a job' }).first().click();
    await page.waitForURL('**/create-job/target');
    await page.getByRole('heading', { level: 1, name: 'Create a job' }).waitFor();

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await page.getByLabel('Job title').fill('Platform Engineer');
    const pick = (label: string, option: string) => chooseLabelled(page, label, option, { narrow: true });
    await pick('Category', 'Software Engineering');
    await pick('Speciality', 'Backend Developer');
    await pick('Skills', 'Node.js');
    await pick('Skills', 'Communication');
    await page.keyboard.press('Escape');
    await pick('Education', "Bachelor's Degree");
    await page.keyboard.press('Escape');
    await page.getByLabel('All', { exact: true }).check();
    await pick('Age', '25-34');
    await pick('Work type', 'Fully Remote');
    // The button follows the form's state, which settles after the last pick: wait for it.
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    // Sliders must total exactly 100: one step up on one breaks it.
    await page.locator('.td-wizard__sliders [role="slider"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Total: 101%').waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.getByText('Total: 100%').waitFor();
    await page.getByLabel('Include them up').click();
    await expectNoSeriousA11yViolations(page, 'wizard step 1');
    await continueButton.click();

    await page.waitForURL(/\/create-job\/job-details\?jobId=/);
    const jobId = new URL(page.url()).searchParams.get('jobId') as string;
    await page.getByRole('heading', { level: 1, name: 'Platform Engineer' }).waitFor();
    const review = page.getByRole('button', { name: 'Review this job' });
    const description = page.getByRole('textbox', { name: 'Job description' });
    const editorHasFocus = () => description.evaluate((el) => el === document.activeElement);
    await description.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    expect(await editorHasFocus()).toBe(true);
    await page.keyboard.type('Run our platform');
    await page.getByRole('button', { name: 'Bold' }).click();
    expect(await editorHasFocus()).toBe(true);
    await page.keyboard.type(' and keep it reliable.');
    // A link typed without https:// is completed, not dropped; a script address is refused, said.
    await page.keyboard.type(' Our careers');
    for (let i = 0; i < 'careers'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link' }).click();
    const linkDialog = await shownDialog(page, 'Add a link');
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await linkDialog.getByRole('alert').getByText('Enter a web address').waitFor();
    await linkDialog.getByLabel('Link address').fill('example.com/careers');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await linkDialog.waitFor({ state: 'hidden' });
    await description.locator('a[href="https://example.com/careers"]', { hasText: 'careers' }).waitFor();
    await page.keyboard.press('End');
    await pick('Job type', 'Full time');
    // Review waits for the salary, and says so.
    expect(await review.isDisabled()).toBe(true);
    await page.locator('#td-review-blocked').getByText(JOB_MESSAGES.salaryRequired).waitFor();
    // Too many digits are shown as typed, grouped, and said; nothing is cut short.
    await page.getByLabel('Maximum salary').pressSequentially('123456789');
    await page.getByLabel('Maximum salary').blur();
    expect(await page.getByLabel('Maximum salary').inputValue()).toBe('123,456,789');
    await page.getByText(JOB_MESSAGES.salaryDigits).first().waitFor();
    await page.getByLabel('Minimum salary').fill('9000');
    await page.getByLabel('Maximum salary').fill('5000');
    await page.getByText('Minimum salary should be less than the maximum salary').first().waitFor();
    expect(await review.isDisabled()).toBe(true);
    await page.getByLabel('Maximum salary').fill('12500');
    await page.getByLabel('Maximum salary').blur();
    expect(await page.getByLabel('Maximum salary').inputValue()).toBe('12,500');
    await page.getByRole('button', { name: 'More hires' }).click();
    await page.getByLabel('New question').fill('Why do you want to join us?');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByText('1. Why do you want to join us?').waitFor();
    await expectNoSeriousA11yViolations(page, 'wizard step 2');
    await expect.poll(() => review.isEnabled()).toBe(true);
    await review.click();

    await page.waitForURL(/\/create-job\/summary\?jobId=/);
    await page.getByText('EUR').or(page.getByText('USD 9,000 – 12,500 per month')).first().waitFor();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    // Step 3 shows the screening question, and a draft claims no posting date.
    await page.locator('.td-job-questions').getByText('Why do you want to join us?').waitFor();
    await page.getByText('Not published yet').waitFor();
    await expectNoSeriousA11yViolations(page, 'wizard step 3');
    const [row] = await server.db.select().from(companyJobs).where(eq(companyJobs.id, jobId));
    expect(row).toMatchObject({
      jobStatus: 'Draft',
      numberOfHiring: 2,
      isDisable: true,
      workType: 'Fully Remote',
      minimumSalary: 900_000,
    });
    expect(row?.jobDescription).toBe(
      '<p><strong>Run our platform</strong> and keep it reliable. Our <a href="https://example.com/careers" rel="noopener noreferrer nofollow" target="_blank">careers</a></p>',
    );

    // Publishing consumes a job credit (billing, see publish.spec.ts); here the job is published directly to test the public page.
    await server.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, jobId));
    const anonymous = await j.browser.newContext({ baseURL: server.url });
    try {
      const visitor = await anonymous.newPage();
      const response = await visitor.goto(`/job-summary/${jobId}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<meta property="og:title" content="Platform Engineer at Northwind Labs"');
      expect(html).toContain('application/ld+json');
      await visitor.getByRole('heading', { level: 1, name: 'Platform Engineer' }).waitFor();
      await visitor.getByText('Run our platform').waitFor();
      await visitor.getByText('How to apply').waitFor();
      // The JSON-LD block is data: the CSP lets it be, and it parses.
      const ld = await visitor.evaluate(() =>
        JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'),
      );
      expect(ld['@type']).toBe('JobPosting');
      await expectNoSeriousA11yViolations(visitor, 'public job page');
      const missing = await visitor.goto('/job-summary/00000000-0000-4000-8000-000000000000');
      expect(missing?.status()).toBe(404);
      await visitor.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    } finally {
      await anonymous.close();
    }

    // The page is the server's HTML: with JavaScript off, a visitor reads the whole job.
    const noScript = await j.browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
    try {
      const reader = await noScript.newPage();
      const scripts: string[] = [];
      reader.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      expect((await reader.goto(`/job-summary/${jobId}`))?.status()).toBe(200);
      expect(await reader.getByRole('heading', { level: 1 }).innerText()).toBe('Platform Engineer');
      expect(await reader.locator('.job-sub').innerText()).toBe('Northwind Labs · Fully Remote');
      const fact = (label: string) =>
        reader.locator('.facts div', { has: reader.getByText(label, { exact: true }) }).locator('dd');
      expect(await fact('Salary').innerText()).toBe(`${row?.currency} 9,000 – 12,500 per month`);
      expect(await fact('Work type').innerText()).toBe('Fully Remote');
      expect(await fact('Hires').innerText()).toBe('2');
      expect(await reader.getByRole('heading', { level: 2, name: 'Description' }).isVisible()).toBe(true);
      expect(await reader.locator('.description').innerText()).toBe('Run our platform and keep it reliable. Our careers');
      expect(await reader.getByRole('heading', { level: 2, name: 'How to apply' }).isVisible()).toBe(true);
      expect(await reader.getByRole('main').isVisible()).toBe(true);
      // No script is even requested; axe (which needs one) checked this same HTML above.
      expect(scripts).toEqual([]);
    } finally {
      await noScript.close();
    }

    // Another draft, created through the API with an on-site location, edited after a reload.
    const created = await j.context.request.post(`/api/companies/${owner.companyId}/company-jobs`, {
      data: {
        ...(await refs(server)),
        jobTitle: 'Office Manager',
        workType: 'On-site',
        city: 'Lisbon',
        country: 'Portugal',
        location: { lat: 38.72, lng: -9.14 },
      },
    });
    expect(created.status()).toBe(200);
    const other = (await created.json()) as Ref;
    await page.goto('/job-openings');
    await page.getByRole('button', { name: 'Actions for Office Manager' }).click();
    await chooseMenuItem(page, 'Edit job');
    await page.waitForURL(`**/create-job/target?jobId=${other.id}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Edit job' }).waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('Office Manager');
    expect(await page.getByLabel('Location').inputValue()).toBe('Lisbon, Portugal');
    await page.getByLabel('Job title').fill('Office Manager (Lisbon)');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/create-job/job-details?jobId=${other.id}`);
    const [edited] = await server.db.select().from(companyJobs).where(eq(companyJobs.id, other.id));
    expect(edited?.jobTitle).toBe('Office Manager (Lisbon)');
    expect(edited?.city).toBe('Lisbon');
  });
});
