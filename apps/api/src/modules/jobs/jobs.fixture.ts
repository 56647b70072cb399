/**
 * What the jobs API tests share: one app per test file (with a built web app to serve the public
 * job page), two approved companies, taxonomy references, and the wizard's bodies and calls.
 * The bindings are live: they hold their values once useJobsApp's beforeAll has run.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { companyJobs } from '#api/db/schema/index.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, json, type signUpVerified, standInWebDist } from '#test/helpers.js';
import { jobTaxonomyRefs } from '#test/job-refs.js';

export let app: FastifyInstance;
const webDist = standInWebDist();

export type Company = Awaited<ReturnType<typeof signUpVerified>>;
export let owner: Company;
export let other: Company;
export let refs: Awaited<ReturnType<typeof jobTaxonomyRefs>>;

export function useJobsApp() {
  beforeAll(async () => {
    app = await createTestApp({ serveWeb: true, webDist });
    // Writing jobs waits for the platform's approval: both companies are off the waitlist.
    owner = await approvedCompany(app, { companyName: 'Globex Corporation' });
    other = await approvedCompany(app);
    refs = await jobTaxonomyRefs(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export const step1 = (over: Record<string, unknown> = {}) => ({
  jobTitle: 'Senior Frontend Developer',
  ...refs,
  gender: 'All' as const,
  workType: 'On-site' as const,
  city: 'Berlin',
  country: 'Germany',
  address: 'Berlin, Germany',
  location: { lat: 52.52, lng: 13.405 },
  isDisable: true,
  matchingCriteria: { educationPercentage: 10, workExperiencePercentage: 30, hardSkillsPercentage: 40, softSkillPercentage: 20 },
  ...over,
});
export const step2 = {
  jobDescription: '<p>Build our <strong>hiring</strong> product.</p>',
  jobType: 'Full time' as const,
  currency: 'EUR' as const,
  salaryType: 'Monthly' as const,
  minimumSalary: 4000,
  maximumSalary: 6500,
  numberOfHiring: 2,
};

export const create = (body: unknown, c: Company = owner) =>
  app.inject(json('POST', `/api/companies/${c.profile.id}/company-jobs`, body, c.token));
export const patch = (id: string, body: unknown, c: Company = owner) =>
  app.inject(json('PATCH', `/api/company-job/${id}`, body, c.token));
export const details = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { error: { details?: { field: string; message: string }[] } }).error.details ?? []).map((d) => [
      d.field,
      d.message,
    ]),
  );
export async function draft(over: Record<string, unknown> = {}, c: Company = owner) {
  const res = await create(step1(over), c);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; jobStatus: string; endDate: string; createdAt: string };
}
export const publishDirectly = (id: string) =>
  app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, id));
