import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companyJobs, companyOffices } from '../../apps/api/src/db/schema/index.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseLabelled } from '../fixtures/select.ts';

journeys('jobs: the wizard’s "Hiring from" countries', (j) => {
  it('offers them for a fully remote job only, starting from the offices’ countries, and saves the choice', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await server.db.insert(companyOffices).values([
      { companyId: owner.companyId, position: 0, office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany' },
      { companyId: owner.companyId, position: 1, office: '12 Mall Road', city: 'Lahore', country: 'Pakistan' },
    ]);
    await signInContext(j.context, owner.email, owner.password);
    await page.goto('/create-job/target');
    await page.getByRole('heading', { level: 1, name: 'Create a job' }).waitFor();

    const pick = (label: string, option: string) => chooseLabelled(page, label, option, { narrow: true });
    const hiringFrom = page.getByLabel('Hiring from', { exact: true });
    const chosen = () =>
      page.locator('.ant-form-item:has(label:text-is("Hiring from")) .ant-select-selection-item').allTextContents();

    await page.getByLabel('Job title').fill('Remote Support Engineer');
    await pick('Category', 'Software Engineering');
    await pick('Speciality', 'Backend Developer');
    await pick('Skills', 'Node.js');
    await page.keyboard.press('Escape');
    await pick('Education', "Bachelor's Degree");
    await page.keyboard.press('Escape');
    await page.getByLabel('All', { exact: true }).check();
    await pick('Age', '25-34');
    await pick('Work type', 'On-site');
    await page.getByLabel('Location', { exact: true }).waitFor();
    expect(await hiringFrom.count()).toBe(0);

    await pick('Work type', 'Fully Remote');
    await hiringFrom.waitFor();
    await expect.poll(chosen).toEqual(['Germany', 'Pakistan']);
    await page.locator('.ant-select-selection-item[title="Pakistan"] .ant-select-selection-item-remove').click();
    await pick('Hiring from', 'Canada');
    await page.keyboard.press('Escape');
    await expect.poll(chosen).toEqual(['Germany', 'Canada']);

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await continueButton.click();
    await page.waitForURL(/\/create-job\/job-details\?jobId=/);
    const jobId = new URL(page.url()).searchParams.get('jobId') as string;
    const [row] = await server.db.select().from(companyJobs).where(eq(companyJobs.id, jobId));
    expect(row?.hiringCountries).toEqual(['DE', 'CA']);
  });
});
