import { APPLICATION_STATUSES, type Applicant, type ApplicationCounts, type ApplicationDetail } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '#api/db/schema/index.js';
import type { BusEvent } from '#api/platform/events/event-bus.js';
import { type BodyOf, type QueryOf, testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, signUpCandidateVerified } from '#test/helpers.js';
import { applicant, joinedCollaborator, type PublishedJob, publishedJob } from '#test/pipeline-helpers.js';
import { APPLICANT_ORDER, applicantConditions, applicantsPageQuery } from './applications.pipeline.repository.js';

let app: FastifyInstance;
let owner: Company;
let other: Company;
let collaborator: Awaited<ReturnType<typeof joinedCollaborator>>;
let job: PublishedJob;
let quietJob: PublishedJob;
let otherJob: PublishedJob;
/** The five applicants of `job`, in the order they applied. */
const people: Record<'ada' | 'ben' | 'cy' | 'dee' | 'eve', Awaited<ReturnType<typeof applicant>>> = {} as never;

const api = testClient(() => app);
const listUrl = (jobId: string, q: Record<string, string | object> = {}) => {
  const params = new URLSearchParams(
    Object.entries(q).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
  return `/api/company-jobs/${jobId}/job-applications${params ? `?${params}` : ''}`;
};
/** The applicants list's query, with the filter given as an object. */
type ApplicantsQuery = Omit<QueryOf<'get', '/api/company-jobs/{jobId}/job-applications'>, 'filter'> & { filter?: object };
async function list({ filter, ...q }: ApplicantsQuery = {}, token = owner.token) {
  const res = await api.get('/api/company-jobs/{jobId}/job-applications', {
    params: { jobId: job.id },
    query: { ...q, filter: filter && JSON.stringify(filter) },
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Applicant[], total: Number(res.headers['x-total-count']) };
}
const namesOf = (rows: Applicant[]) => rows.map((r) => r.candidate.user.name);

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app);
  other = await approvedCompany(app);
  collaborator = await joinedCollaborator(app, owner);
  job = await publishedJob(app, owner, 'Platform Engineer', ['Why do you want to join?', 'When can you start?']);
  quietJob = await publishedJob(app, owner, 'Quiet Role');
  otherJob = await publishedJob(app, other, 'Data Analyst');
  // Ranks (docs/profile-rank.md): basics 5, video 5, picture 10, portfolio 5.
  const picture = 'https://example.com/me.png';
  const video = 'https://example.com/intro.mp4';
  const portfolios = [{ projectName: 'Talent map', projectType: 'Web', url: 'https://example.com/map' }];
  people.ada = await applicant(app, job, { name: 'Ada', profile: { city: 'Berlin', yearsOfExperience: 6, video } });
  people.ben = await applicant(app, job, { name: 'Ben', profile: { city: 'Paris', country: 'France', yearsOfExperience: 12 } });
  people.cy = await applicant(app, job, {
    name: 'Cy',
    profile: { city: 'Lagos', country: 'Nigeria', yearsOfExperience: 36, video, profilePicture: picture },
  });
  people.dee = await applicant(app, job, {
    name: 'Dee',
    profile: { city: 'Berlin', yearsOfExperience: 130, profilePicture: picture, portfolios },
  });
  people.eve = await applicant(app, job, {
    name: 'Eve',
    profile: { city: 'Paris', country: 'France', yearsOfExperience: 60, video, profilePicture: picture, portfolios },
  });
  // Each application queued its candidate's rematch (docs/matching.md): the list is read once they ran.
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const rows = await app.db.select().from(jobApplications).where(eq(jobApplications.companyJobId, job.id));
    if (rows.every((a) => a.matchPercentage !== null)) break;
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('a job’s applicants list', () => {
  it('lists every applicant newest first with the candidate and the filtered total', async () => {
    const { rows, total } = await list();
    expect(namesOf(rows)).toEqual(['Eve', 'Dee', 'Cy', 'Ben', 'Ada']);
    expect(total).toBe(5);
    expect(rows[0]).toEqual({
      id: people.eve.applicationId,
      applicationStatus: 'Awaiting',
      createdAt: expect.any(String),
      candidateId: people.eve.candidateId,
      companyJobId: job.id,
      matchPercentage: expect.any(Number),
      candidate: {
        id: people.eve.candidateId,
        userId: people.eve.profile.userId,
        profilePicture: 'https://example.com/me.png',
        profileRank: 25,
        video: 'https://example.com/intro.mp4',
        title: 'Frontend Developer',
        city: 'Paris',
        country: 'France',
        yearsOfExperience: 60,
        erased: false,
        user: { id: people.eve.profile.userId, name: 'Eve' },
      },
      // No applicant here has a skill of the job, so none is listed (docs/matching.md): their
      // percentage is matchPercentage only (a listed applicant's row: matching.int.test.ts).
      matchedCandidates: [],
      // A fully remote job hiring from anywhere: within reach (the distance needs the job's place).
      reach: { basis: 'remote', withinReach: true, distanceKm: null },
    });
  });

  it('pages with limit and offset (default 10); the total stays the filtered total', async () => {
    const all = namesOf((await list()).rows);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = await list({ filter: { limit: 2, offset } });
      expect(page.total).toBe(5);
      pages.push(...namesOf(page.rows));
    }
    expect(pages).toEqual(all);
    const withVideo = await list({ video: 'With Video', filter: { limit: 1, offset: 1 } });
    expect(namesOf(withVideo.rows)).toEqual(['Cy']);
    expect(withVideo.total).toBe(3);
    // The specification's own filter (where on the job, its order, its relations) is accepted as sent.
    const spec = await list({
      filter: {
        where: { companyJobId: job.id },
        include: [{ relation: 'candidate', scope: { include: ['user', 'matchedCandidates'] } }],
        order: 'createdAt DESC',
        limit: 5,
        offset: 0,
      },
    });
    expect(namesOf(spec.rows)).toEqual(all);
  });

  it('filters by experience bracket, both ends included', async () => {
    const expected: Record<string, string[]> = {
      '0-1': ['Ben', 'Ada'],
      '1-3': ['Cy', 'Ben'],
      '3-5': ['Eve', 'Cy'],
      '5-10': ['Eve'],
      '10+': ['Dee'],
      All: ['Eve', 'Dee', 'Cy', 'Ben', 'Ada'],
    };
    for (const [experience, names] of Object.entries(expected) as [ApplicantsQuery['experience'], string[]][]) {
      const { rows, total } = await list({ experience });
      expect(namesOf(rows), experience).toEqual(names);
      expect(total).toBe(names.length);
    }
  });

  it('filters by video and by the candidate’s city (exactly)', async () => {
    expect(namesOf((await list({ video: 'With Video' })).rows)).toEqual(['Eve', 'Cy', 'Ada']);
    expect(namesOf((await list({ video: 'Without Video' })).rows)).toEqual(['Dee', 'Ben']);
    expect(namesOf((await list({ video: 'All' })).rows)).toHaveLength(5);
    const berlin = await list({ city: 'Berlin' });
    expect(namesOf(berlin.rows)).toEqual(['Dee', 'Ada']);
    expect(berlin.total).toBe(2);
    expect((await list({ city: 'berlin' })).total).toBe(0);
    expect(namesOf((await list({ city: 'Paris', video: 'With Video', experience: '3-5' })).rows)).toEqual(['Eve']);
  });

  it('sorts by profile rank, highest first, the newest first among equals', async () => {
    const { rows } = await list({ sort: 'profileRank' });
    expect(rows.map((r) => [r.candidate.user.name, r.candidate.profileRank])).toEqual([
      ['Eve', 25],
      ['Dee', 20],
      ['Cy', 20],
      ['Ada', 10],
      ['Ben', 5],
    ]);
  });

  it('sorts by matching percentage, highest first, not computed last', async () => {
    const set = (id: string, matchPercentage: number | null) =>
      app.db.update(jobApplications).set({ matchPercentage }).where(eq(jobApplications.id, id));
    const computed = await app.db.select().from(jobApplications).where(eq(jobApplications.companyJobId, job.id));
    await set(people.ben.applicationId, 80);
    await set(people.eve.applicationId, 80);
    await set(people.cy.applicationId, 40);
    // As before the engine's first run for these two.
    await set(people.dee.applicationId, null);
    await set(people.ada.applicationId, null);
    try {
      const { rows } = await list({ sort: 'matchingPercentage' });
      expect(rows.map((r) => [r.candidate.user.name, r.matchPercentage])).toEqual([
        ['Eve', 80],
        ['Ben', 80],
        ['Cy', 40],
        ['Dee', null],
        ['Ada', null],
      ]);
      // Paging walks the same order.
      expect(namesOf((await list({ sort: 'matchingPercentage', filter: { limit: 2, offset: 2 } })).rows)).toEqual(['Cy', 'Dee']);
    } finally {
      for (const a of computed) await set(a.id, a.matchPercentage);
    }
  });

  it('answers 422 naming what is wrong in the query', async () => {
    const bad: [Record<string, string | object>, string][] = [
      [{ filter: { where: { jobStatus: 'Draft' } } }, 'filter.where.jobStatus'],
      [{ filter: { skip: 1 } }, 'filter.skip'],
      [{ filter: { limit: 0 } }, 'filter.limit'],
      [{ filter: { order: 'createdAt ASC' } }, 'filter.order'],
      [{ filter: { include: ['company'] } }, 'filter.include.0'],
      [{ filter: 'not json' }, 'filter'],
      [{ sort: 'salary' }, 'sort'],
      [{ experience: '2-4' }, 'experience'],
      [{ video: 'Maybe' }, 'video'],
      [{ status: 'Rejected' }, 'status'],
      [{ page: '2' }, ''],
    ];
    for (const [q, field] of bad) {
      const res = await api.raw('GET', listUrl(job.id, q), { token: owner.token });
      expect(res.statusCode, JSON.stringify(q)).toBe(422);
      if (field) expect(Object.keys(detailsOf(res)), JSON.stringify(q)).toContain(field);
    }
    // A larger page is capped, not refused.
    const largePage = { filter: JSON.stringify({ limit: 1000 }) };
    expect(
      (
        await api.get('/api/company-jobs/{jobId}/job-applications', {
          params: { jobId: job.id },
          query: largePage,
          token: owner.token,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is the job’s company’s alone: another company, a candidate and an unknown job get 404', async () => {
    for (const token of [other.token, people.ada.token]) {
      expect((await api.get('/api/company-jobs/{jobId}/job-applications', { params: { jobId: job.id }, token })).statusCode).toBe(
        404,
      );
      expect(
        (await api.get('/api/company-jobs/{jobId}/application-counts', { params: { jobId: job.id }, token })).statusCode,
      ).toBe(404);
    }
    const unknownJob = { jobId: crypto.randomUUID() };
    expect(
      (await api.get('/api/company-jobs/{jobId}/job-applications', { params: unknownJob, token: owner.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.get('/api/company-jobs/{jobId}/job-applications', { params: { jobId: otherJob.id }, token: owner.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.get('/api/company-jobs/{jobId}/job-applications', { params: { jobId: job.id }, token: collaborator.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe('one application', () => {
  it('answers the answers, the candidate and the job with its industry and screening questions', async () => {
    const res = await api.get('/api/job-applications/{id}', { params: { id: people.cy.applicationId }, token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as ApplicationDetail;
    expect(detail).toMatchObject({
      id: people.cy.applicationId,
      candidateId: people.cy.candidateId,
      companyJobId: job.id,
      applicationStatus: 'Awaiting',
      matchPercentage: expect.any(Number),
      candidate: { id: people.cy.candidateId, city: 'Lagos', user: { name: 'Cy' } },
      companyJob: { id: job.id, companyId: owner.companyId, jobTitle: 'Platform Engineer', jobStatus: 'Published' },
    });
    expect(detail.answers).toEqual(
      job.questions.map((q) => ({ questionId: q.id, question: q.question, answer: 'Because of the mission.' })),
    );
    expect(detail.companyJob.customQuestions).toEqual(job.questions);
    expect(detail.companyJob.industry?.id).toBe(detail.companyJob.industryId);
    expect(detail.companyJob.industry?.industryName).toBeTruthy();
    const withAnswers = await api.get('/api/job-applications/{id}', {
      params: { id: people.cy.applicationId },
      query: { filter: JSON.stringify({ include: ['answers'] }) },
      token: owner.token,
    });
    expect(withAnswers.statusCode).toBe(200);
  });

  it('is 404 to another company, a candidate (even the applicant) and for an unknown id', async () => {
    for (const token of [other.token, people.cy.token]) {
      expect((await api.get('/api/job-applications/{id}', { params: { id: people.cy.applicationId }, token })).statusCode).toBe(
        404,
      );
      const patch = await api.patch('/api/job-applications/{id}/candidate-job-status', {
        params: { id: people.cy.applicationId },
        token,
        body: { applicationStatus: 'Hired' },
      });
      expect(patch.statusCode).toBe(404);
    }
    expect(
      (await api.get('/api/job-applications/{id}', { params: { id: crypto.randomUUID() }, token: owner.token })).statusCode,
    ).toBe(404);
    const [row] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, people.cy.applicationId));
    expect(row?.applicationStatus).toBe('Awaiting');
  });
});

describe('changing the status', () => {
  it('lets a collaborator change it; answers the list’s row and tells the company’s screens', async () => {
    const events: BusEvent[] = [];
    const unsubscribe = app.ctx.events.subscribe(owner.companyId, (e) => events.push(e));
    try {
      const res = await api.patch('/api/job-applications/{id}/candidate-job-status', {
        params: { id: people.ben.applicationId },
        token: collaborator.token,
        body: { applicationStatus: 'Reviewed' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json() as Applicant;
      expect(row).toMatchObject({
        id: people.ben.applicationId,
        applicationStatus: 'Reviewed',
        candidate: { user: { name: 'Ben' } },
      });
      expect(row.matchPercentage).toEqual(expect.any(Number));
      await expect
        .poll(() => events.find((e) => e.event === 'application')?.data)
        .toEqual({ jobApplicationId: people.ben.applicationId, companyJobId: job.id, applicationStatus: 'Reviewed' });
    } finally {
      unsubscribe();
    }
    expect(namesOf((await list({ status: 'Reviewed' })).rows)).toEqual(['Ben']);
  });

  it('refuses a status that does not exist and an unknown field (422)', async () => {
    const url = `/api/job-applications/${people.ben.applicationId}/candidate-job-status`;
    const unknownStatus = { applicationStatus: 'Rejected' };
    expect((await api.raw('PATCH', url, { token: owner.token, body: unknownStatus })).statusCode).toBe(422);
    const unknownField = { applicationStatus: 'Hired', note: 'x' };
    expect((await api.raw('PATCH', url, { token: owner.token, body: unknownField })).statusCode).toBe(422);
  });

  it('sorts by status in the order of the statuses, the newest first among equals; tabs and counts follow', async () => {
    type Status = BodyOf<'patch', '/api/job-applications/{id}/candidate-job-status'>['applicationStatus'];
    const set = async (p: { applicationId: string }, applicationStatus: Status) => {
      const res = await api.patch('/api/job-applications/{id}/candidate-job-status', {
        params: { id: p.applicationId },
        token: owner.token,
        body: { applicationStatus },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await set(people.ada, 'Hired');
    await set(people.ben, 'Reviewed');
    await set(people.dee, 'Shortlist Candidate');
    await set(people.eve, 'Reviewed');
    const { rows } = await list({ sort: 'status' });
    expect(rows.map((r) => [r.candidate.user.name, r.applicationStatus])).toEqual([
      ['Cy', 'Awaiting'],
      ['Eve', 'Reviewed'],
      ['Ben', 'Reviewed'],
      ['Dee', 'Shortlist Candidate'],
      ['Ada', 'Hired'],
    ]);
    const statuses = rows.map((r) => APPLICATION_STATUSES.indexOf(r.applicationStatus));
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));

    const reviewed = await list({ status: 'Reviewed', sort: 'profileRank' });
    expect(namesOf(reviewed.rows)).toEqual(['Eve', 'Ben']);
    expect(reviewed.total).toBe(2);

    const counts = await api.get('/api/company-jobs/{jobId}/application-counts', {
      params: { jobId: job.id },
      token: collaborator.token,
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json()).toEqual({
      all: 5,
      Awaiting: 1,
      Reviewed: 2,
      Contacted: 0,
      'Shortlist Candidate': 1,
      Hired: 1,
      'On Hold': 0,
    } satisfies ApplicationCounts);
    const none = await api.get('/api/company-jobs/{jobId}/application-counts', {
      params: { jobId: quietJob.id },
      token: owner.token,
    });
    expect(none.json()).toEqual({
      all: 0,
      Awaiting: 0,
      Reviewed: 0,
      Contacted: 0,
      'Shortlist Candidate': 0,
      Hired: 0,
      'On Hold': 0,
    });
  });

  it('shows the same counts in the job’s statistics and on the openings list', async () => {
    const stats = await api.get('/api/company-job-dashboard-stats/{jobId}', { params: { jobId: job.id }, token: owner.token });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json()).toMatchObject({
      totalApplications: 5,
      awaitingApplications: 1,
      reviewedApplications: 2,
      shortlistedApplications: 1,
      hiredApplications: 1,
    });
    const quiet = await api.get('/api/company-job-dashboard-stats/{jobId}', {
      params: { jobId: quietJob.id },
      token: owner.token,
    });
    expect(quiet.json()).toMatchObject({ totalApplications: 0, awaitingApplications: 0, hiredApplications: 0 });

    // As the openings list asks (the specification's fields), and with no filter at all.
    const filter = JSON.stringify({
      where: { isJobDeleted: false },
      limit: 10,
      order: 'jobTitle ASC',
      fields: ['id', 'jobTitle', 'jobStatus'],
    });
    for (const query of [{ filter }, {}]) {
      const res = await api.get('/api/company-jobs', { query, token: owner.token });
      expect(res.statusCode, res.body).toBe(200);
      const byId = new Map(
        (res.json() as { id: string; applicationCounts: ApplicationCounts }[]).map((j) => [j.id, j.applicationCounts]),
      );
      expect(byId.get(job.id)).toEqual({
        all: 5,
        Awaiting: 1,
        Reviewed: 2,
        Contacted: 0,
        'Shortlist Candidate': 1,
        Hired: 1,
        'On Hold': 0,
      });
      expect(byId.get(quietJob.id)?.all).toBe(0);
      expect(byId.has(otherJob.id)).toBe(false);
    }
  });
});

describe('applying', () => {
  it('still notifies the company with JOBAPPLICATION, and starts the list’s copies from the profile', async () => {
    const late = await applicant(app, quietJob, {
      name: 'Fay',
      profile: { city: 'Lagos', country: 'Nigeria', yearsOfExperience: 18, video: 'https://example.com/v.mp4' },
    });
    const bell = await api.get('/api/company-user-notification/{userId}', {
      params: { userId: owner.profile.userId },
      token: owner.token,
    });
    const note = (bell.json() as { notificationType: string; extras: Record<string, string> }[]).find(
      (n) => n.notificationType === 'JOBAPPLICATION' && n.extras.jobApplicationId === late.applicationId,
    );
    expect(note?.extras).toEqual({ candidateId: late.candidateId, jobApplicationId: late.applicationId, jobId: quietJob.id });
    const [row] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, late.applicationId));
    expect(row).toMatchObject({
      candidateProfileRank: 10,
      candidateExperienceMonths: 18,
      candidateHasVideo: true,
      candidateCity: 'Lagos',
    });
    // The match percentage follows through the queue.
    await expect
      .poll(
        async () =>
          (await app.db.select().from(jobApplications).where(eq(jobApplications.id, late.applicationId)))[0]?.matchPercentage,
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toEqual(expect.any(Number));
  });

  it('a candidate who never saved a profile applies with the empty profile’s copies', async () => {
    const bare = await signUpCandidateVerified(app);
    const res = await api.post('/api/candidate-app/jobs/{jobId}/apply', {
      params: { jobId: quietJob.id },
      token: bare.token,
      body: { answers: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, res.json().id));
    expect(row).toMatchObject({
      candidateProfileRank: 0,
      candidateExperienceMonths: 0,
      candidateHasVideo: false,
      candidateCity: null,
    });
  });
});

describe('the applicants list’s statements', () => {
  /** The plan's text with sequential scans and sorts priced out: a Sort left in it means no index gives the order. */
  async function planOf(query: ReturnType<typeof applicantsPageQuery>) {
    return app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(sql`explain ${query}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('reads each sort’s page in index order, with or without a tab, never sorting the job’s applicants', async () => {
    for (const [sort, orderBy] of Object.entries(APPLICANT_ORDER)) {
      for (const where of [
        undefined,
        applicantConditions({ status: 'Reviewed' }),
        applicantConditions({ city: 'Berlin', withVideo: true }),
      ]) {
        const plan = await planOf(applicantsPageQuery(app.db, { jobId: job.id, where, orderBy, limit: 5, offset: 5 }));
        expect(plan, `${sort}:\n${plan}`).toMatch(/Index Scan|Index Only Scan/);
        expect(plan, `${sort}:\n${plan}`).not.toMatch(/\bSort\b/);
      }
    }
  });
});
