/**
 * A client generated from the OpenAPI document, used as an integrator would: the types come from
 * openapi-typescript (`npm run openapi` writes build/openapi/schema.d.ts, which typecheck runs
 * first), the calls go through openapi-fetch to a real server listening on 127.0.0.1. The calls
 * type-check only if the document names their paths, parameters and bodies, and the answers are
 * read through the generated types (a field the document left optional would not compile where it
 * is used as required below).
 */
import { DEFAULT_MATCHING } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFreeJobPosting } from '#api/modules/billing/billing.service.js';
import type { paths } from '../../../build/openapi/schema.js';
import { approvedCompany, type Company } from './billing-helpers.js';
import { createTestApp } from './helpers.js';
import { jobTaxonomyRefs } from './job-refs.js';

let app: FastifyInstance;
let company: Company;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  company = await approvedCompany(app);
  await grantFreeJobPosting(app.ctx, company.companyId);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
});

/** The answer's data, or the test fails with the status and error the server sent. */
function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) {
    throw new Error(`${result.response.status}: ${JSON.stringify(result.error)}`);
  }
  return result.data;
}

describe('a client generated from the OpenAPI document', () => {
  it('signs in, creates and publishes a job, lists the jobs, reads the job and the careers page anonymously', async () => {
    const anonymous = createClient<paths>({ baseUrl });
    const signedIn = dataOf(
      await anonymous.POST('/api/user/login', { body: { email: company.email, password: company.password } }),
    );
    expect(signedIn.profile.id).toBe(company.companyId);

    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${signedIn.token}` } });
    const refs = await jobTaxonomyRefs(app);
    const created = dataOf(
      await client.POST('/api/companies/{companyId}/company-jobs', {
        params: { path: { companyId: company.companyId } },
        body: {
          ...refs,
          jobTitle: 'Site Reliability Engineer',
          gender: 'All',
          workType: 'Fully Remote',
          matchingCriteria: DEFAULT_MATCHING,
        },
      }),
    );
    expect(created.jobStatus).toBe('Draft');
    const skillIds: string[] = created.skillIds;
    expect(skillIds).toEqual(refs.skillIds);

    const published = dataOf(
      await client.PATCH('/api/company-job/{jobId}', {
        params: { path: { jobId: created.id } },
        body: {
          jobDescription: '<p>Keep our hiring platform up.</p>',
          jobType: 'Full time',
          currency: 'EUR',
          salaryType: 'Monthly',
          minimumSalary: 4000,
          maximumSalary: 6500,
          numberOfHiring: 1,
          jobStatus: 'Published',
        },
      }),
    );
    const publishedAt: string | null = published.publishedAt;
    expect(publishedAt).not.toBeNull();

    const list = dataOf(
      await client.GET('/api/company-jobs', {
        params: { query: { filter: JSON.stringify({ where: { jobStatus: 'Published' } }) } },
      }),
    );
    const row = list.find((job) => job.id === created.id);
    expect(row?.jobTitle).toBe('Site Reliability Engineer');
    const applicants: number | undefined = row?.applicationCounts.all;
    expect(applicants).toBe(0);

    const read = dataOf(
      await anonymous.GET('/api/company-job/{jobId}', {
        params: { path: { jobId: created.id }, query: { filter: JSON.stringify({ include: ['company', 'skills'] }) } },
      }),
    );
    const title: string = read.jobTitle;
    expect(title).toBe('Site Reliability Engineer');
    expect(read.company?.companyName).toBe(company.companyName);
    expect(read.skills?.length).toBeGreaterThan(0);

    // The company's careers page lists the published job, filtered by work type.
    const own = dataOf(await client.GET('/api/company/{id}', { params: { path: { id: company.companyId } } }));
    const slug: string = own.slug;
    const careers = dataOf(
      await anonymous.GET('/api/careers/{slug}', {
        params: { path: { slug }, query: { filter: JSON.stringify({ where: { workType: 'Fully Remote' } }) } },
      }),
    );
    expect(careers.company.companyName).toBe(company.companyName);
    const listed: string[] = careers.jobs.map((job) => job.url);
    expect(listed).toEqual([expect.stringContaining(`/job-summary/${created.id}`)]);

    // An error answer is typed too: the envelope of every documented error status.
    const missing = await anonymous.GET('/api/company-job/{jobId}', {
      params: { path: { jobId: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('NOT_FOUND');
  });
});
