import type { IndustryStat, JobsByCity, TopMatchingCandidate } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyJobs, industries, jobApplications, matchedCandidates } from '#api/db/schema/index.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, json, signUpCandidateVerified } from '#test/helpers.js';
import {
  applicant,
  matchingQueueSettled,
  type PublishedJob,
  publishedJob,
  saveCandidateProfile,
} from '#test/pipeline-helpers.js';

let app: FastifyInstance;
let owner: Company;
let empty: Company;
let other: Company;
let berlinJob: PublishedJob;
let parisJob: PublishedJob;
let maya: Awaited<ReturnType<typeof applicant>>;
let leoCandidateId: string;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const get = (url: string, token: string) => app.inject(json('GET', url, undefined, token));
const top = (token: string, body: Record<string, unknown>) =>
  app.inject(json('POST', '/api/top-matching-candidates', body, token));
const industryStats = async (query = '') => {
  const res = await get(`/api/job-Application-stats-by-industry/${owner.companyId}${query}`, owner.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as IndustryStat[];
};
const cities = async (query = '') => {
  const res = await get(`/api/company/company-jobs-by-cities?companyId=${owner.companyId}${query}`, owner.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobsByCity[];
};
const topRows = async (body: Record<string, unknown> = {}) => {
  const res = await top(owner.token, { companyId: owner.companyId, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TopMatchingCandidate[];
};

async function industryNamed(name: string) {
  const [row] = await app.db
    .insert(industries)
    .values({ industryName: name })
    .onConflictDoNothing()
    .returning({ id: industries.id });
  if (row) return row.id;
  const [found] = await app.db.select({ id: industries.id }).from(industries).where(eq(industries.industryName, name));
  return found?.id as string;
}

async function match(jobId: string, candidateId: string, percentage: number, computedAt: Date, listed = true) {
  await app.db.insert(matchedCandidates).values({
    companyJobId: jobId,
    candidateId,
    companyId: owner.companyId,
    percentage,
    listed,
    breakdown: {} as never,
    matchedSkillIds: [],
    verifiedSkillIds: [],
    missingSkillIds: [],
    computedAt,
  });
}

beforeAll(async () => {
  app = await createTestApp();
  [owner, empty, other] = await Promise.all([approvedCompany(app), approvedCompany(app), approvedCompany(app)]);
  berlinJob = await publishedJob(app, owner, 'Frontend Engineer');
  parisJob = await publishedJob(app, owner, 'Nurse');
  const [software, health] = [await industryNamed('Dashboard Software'), await industryNamed('Dashboard Health')];
  await app.db
    .update(companyJobs)
    .set({ city: 'Berlin', workType: 'Fully Remote', industryId: software })
    .where(eq(companyJobs.id, berlinJob.id));
  // The Paris job is older than a week, still within the month.
  await app.db
    .update(companyJobs)
    .set({ city: 'Paris', workType: 'On-site', industryId: health, createdAt: ago(20) })
    .where(eq(companyJobs.id, parisJob.id));
  maya = await applicant(app, berlinJob, { name: 'Maya Stone' });
  const noah = await applicant(app, parisJob, { name: 'Noah Hart' });
  const zoe = await applicant(app, parisJob, { name: 'Zoe Lane' });
  // Zoe applied 40 days ago: in Three Months, not in Month.
  await app.db
    .update(jobApplications)
    .set({ createdAt: ago(40) })
    .where(eq(jobApplications.id, zoe.applicationId));
  const leo = await signUpCandidateVerified(app, { name: 'Leo Brandt' });
  await saveCandidateProfile(app, leo.token);
  leoCandidateId = leo.profile.id;
  // Remove whatever the matching engine wrote (once its queued rematches have run, or one could
  // write again after this), so the figures are the ones below.
  await matchingQueueSettled(app);
  await app.db.delete(matchedCandidates).where(eq(matchedCandidates.companyId, owner.companyId));
  await match(berlinJob.id, maya.application.candidateId, 91, ago(1));
  await match(parisJob.id, leoCandidateId, 64, ago(10));
  await match(parisJob.id, noah.application.candidateId, 55, ago(60));
  await match(berlinJob.id, leoCandidateId, 99, ago(1), false);
});
afterAll(() => app?.close());

describe('GET /api/job-Application-stats-by-industry/{companyId}', () => {
  it("keeps each job's applications per day equal to its applications (through applying and a moved date)", async () => {
    const drift = await app.db.execute(sql`
      select coalesce(d.company_job_id, a.company_job_id) as job from job_application_days d
      full join (select company_job_id, (created_at at time zone 'UTC')::date as day, count(*)::int as n
        from job_applications group by 1, 2) a on a.company_job_id = d.company_job_id and a.day = d.day
      where coalesce(d.applications, 0) <> coalesce(a.n, 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
  it('counts the applications of the period per industry (default Three Months)', async () => {
    expect(await industryStats()).toEqual([
      { name: 'Dashboard Health', count: 2 },
      { name: 'Dashboard Software', count: 1 },
    ]);
    expect(await industryStats('?time=Three%20Months')).toEqual(await industryStats());
    expect(await industryStats('?time=Month')).toEqual([
      { name: 'Dashboard Health', count: 1 },
      { name: 'Dashboard Software', count: 1 },
    ]);
  });
  it('narrows to one job', async () => {
    expect(await industryStats(`?companyJobId=${berlinJob.id}`)).toEqual([{ name: 'Dashboard Software', count: 1 }]);
  });
});

describe('GET /api/company/company-jobs-by-cities', () => {
  it('counts the jobs of the period per city and work type', async () => {
    expect(await cities()).toEqual(
      expect.arrayContaining([
        { city: 'Berlin', workType: 'Fully Remote', count: 1 },
        { city: 'Paris', workType: 'On-site', count: 1 },
      ]),
    );
    expect(await cities()).toHaveLength(2);
    expect(await cities('&time=Week')).toEqual([{ city: 'Berlin', workType: 'Fully Remote', count: 1 }]);
    expect(await cities(`&companyJobId=${parisJob.id}`)).toEqual([{ city: 'Paris', workType: 'On-site', count: 1 }]);
  });
});

describe('POST /api/top-matching-candidates', () => {
  it('answers the listed matches of the period, highest first, with the application when there is one', async () => {
    const rows = await topRows();
    expect(rows.map((r) => [r.candidateName, r.percentage, r.companyJobTitle])).toEqual([
      ['Maya Stone', 91, 'Frontend Engineer'],
      ['Leo Brandt', 64, 'Nurse'],
      ['Noah Hart', 55, 'Nurse'],
    ]);
    expect(rows[0]?.jobApplicationId).toBe(maya.applicationId);
    expect(rows[1]).toMatchObject({ candidateId: leoCandidateId, jobApplicationId: null, companyJobId: parisJob.id });
  });
  it('follows the period and the job filter', async () => {
    expect((await topRows({ time: 'Week' })).map((r) => r.candidateName)).toEqual(['Maya Stone']);
    expect((await topRows({ time: 'Month' })).map((r) => r.candidateName)).toEqual(['Maya Stone', 'Leo Brandt']);
    expect((await topRows({ companyJobId: parisJob.id })).map((r) => r.candidateName)).toEqual(['Leo Brandt', 'Noah Hart']);
  });
});

describe('every dashboard call', () => {
  const calls = (c: Company, companyId: string, extra = '') => [
    get(`/api/job-Application-stats-by-industry/${companyId}?time=Week${extra}`, c.token),
    get(`/api/company/company-jobs-by-cities?companyId=${companyId}&time=Week${extra}`, c.token),
    top(c.token, { companyId, time: 'Week', ...(extra ? { companyJobId: extra.split('=')[1] } : {}) }),
  ];

  it('answers empty lists for a company with no jobs', async () => {
    for (const res of await Promise.all(calls(empty, empty.companyId))) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });
  it('answers 404 for another company’s id or job, and to a candidate', async () => {
    for (const res of await Promise.all(calls(other, owner.companyId))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls(other, other.companyId, `&companyJobId=${berlinJob.id}`)))
      expect(res.statusCode).toBe(404);
    for (const res of await Promise.all(calls({ ...owner, token: maya.token }, owner.companyId)))
      expect(res.statusCode).toBe(404);
  });
  it('answers 422 for an unknown period and 401 without a session', async () => {
    const bad = [
      get(`/api/job-Application-stats-by-industry/${owner.companyId}?time=Year`, owner.token),
      get(`/api/company/company-jobs-by-cities?companyId=${owner.companyId}&time=Year`, owner.token),
      top(owner.token, { companyId: owner.companyId, time: 'Year' }),
    ];
    for (const res of await Promise.all(bad)) expect(res.statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/top-matching-candidates', payload: {} })).statusCode).toBe(401);
  });
});
