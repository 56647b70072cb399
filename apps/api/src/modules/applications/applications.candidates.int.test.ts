import { APPLICATION_MESSAGES, type AttemptedTest, type CompanyCandidate, type SkillTest } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, skillTestOptions, skillTestQuestions } from '#api/db/schema/index.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, signUpCandidateVerified } from '#test/helpers.js';
import {
  applicant,
  applyTo,
  joinedCollaborator,
  type PublishedJob,
  publishedJob,
  saveCandidateProfile,
} from '#test/pipeline-helpers.js';

let app: FastifyInstance;
let owner: Company;
let other: Company;
let cleo: Awaited<ReturnType<typeof joinedCollaborator>>;
let job: PublishedJob;
let secondJob: PublishedJob;
let otherJob: PublishedJob;
let maya: Awaited<ReturnType<typeof applicant>>;

const api = testClient(() => app);
const copiesOf = async (candidateId: string) =>
  (
    await app.db
      .select({
        jobId: jobApplications.companyJobId,
        rank: jobApplications.candidateProfileRank,
        months: jobApplications.candidateExperienceMonths,
        video: jobApplications.candidateHasVideo,
        city: jobApplications.candidateCity,
      })
      .from(jobApplications)
      .where(eq(jobApplications.candidateId, candidateId))
  ).sort((a, b) => a.jobId.localeCompare(b.jobId));

/** The correct option of each question of a test, read from the database (never from the API). */
async function correctOptions(testId: string) {
  const rows = await app.db
    .select({ questionId: skillTestOptions.questionId, optionId: skillTestOptions.id })
    .from(skillTestOptions)
    .innerJoin(skillTestQuestions, eq(skillTestQuestions.id, skillTestOptions.questionId))
    .where(and(eq(skillTestQuestions.testId, testId), eq(skillTestOptions.isCorrect, true)));
  return rows.map((r) => ({ questionId: r.questionId, optionId: r.optionId }));
}

const SECTIONS = {
  workExperiences: [{ jobTitle: 'Developer', companyName: 'Initech', from: '2017-01-01', to: null, experienceLetter: null }],
  certificates: [{ nameOfCertificate: 'AWS Cloud Practitioner', institute: 'AWS', to: '2021-03-01', certificateImage: null }],
  portfolios: [{ projectName: 'Talent map', projectType: 'Web', url: 'https://example.com/map' }],
};

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app);
  other = await approvedCompany(app);
  cleo = await joinedCollaborator(app, owner);
  job = await publishedJob(app, owner, 'Platform Engineer', ['Why us?']);
  secondJob = await publishedJob(app, owner, 'Site Reliability Engineer');
  otherJob = await publishedJob(app, other, 'Data Analyst');
  maya = await applicant(app, job, {
    name: 'Maya Okafor',
    profile: { city: 'Berlin', yearsOfExperience: 30, dateOfBirth: '1994-05-02', ...SECTIONS },
  });
  await applyTo(app, maya.token, secondJob);
  await applyTo(app, maya.token, otherJob);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('the candidate a company may see', () => {
  it('answers the profile with the company’s own applications only, and no date of birth', async () => {
    for (const token of [owner.token, cleo.token]) {
      const res = await api.get('/api/candidate/{id}', { params: { id: maya.candidateId }, token });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json() as CompanyCandidate;
      expect(c).toMatchObject({
        id: maya.candidateId,
        userId: maya.profile.userId,
        user: { id: maya.profile.userId, name: 'Maya Okafor', email: maya.email },
        city: 'Berlin',
        yearsOfExperience: 30,
        candidateJobCriteria: { workTypes: [], city: null, salaryExpectation: null },
      });
      expect(c).not.toHaveProperty('dateOfBirth');
      expect(c.workExperiences.map((w) => w.companyName)).toEqual(['Initech']);
      expect(c.jobApplications.map((a) => a.companyJob.jobTitle).sort()).toEqual([
        'Platform Engineer',
        'Site Reliability Engineer',
      ]);
      for (const a of c.jobApplications) expect(a.companyJob.companyId).toBe(owner.companyId);
      // Matches too are this company's only (each applicant's, once the queue has run).
      const ownJobs = new Set(c.jobApplications.map((a) => a.companyJobId));
      for (const m of c.matchedCandidates) expect(ownJobs.has(m.companyJobId)).toBe(true);
    }
    const theirs = await api.get('/api/candidate/{id}', { params: { id: maya.candidateId }, token: other.token });
    expect((theirs.json() as CompanyCandidate).jobApplications.map((a) => a.companyJob.jobTitle)).toEqual(['Data Analyst']);
    const filter = JSON.stringify({ include: ['user', 'candidateJobCriteria', 'jobApplications'] });
    expect(
      (await api.get('/api/candidate/{id}', { params: { id: maya.candidateId }, query: { filter }, token: owner.token }))
        .statusCode,
    ).toBe(200);
  });

  it('answers each profile section on its own', async () => {
    const section = async (path: string) => {
      const res = await api.raw('GET', `/api/candidate/${maya.candidateId}/${path}`, { token: owner.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await section('candidate-work-experiences')).toEqual([{ id: expect.any(String), ...SECTIONS.workExperiences[0] }]);
    expect(await section('candidate-certificates')).toEqual([{ id: expect.any(String), ...SECTIONS.certificates[0] }]);
    expect(await section('candidate-portfolios')).toEqual([{ id: expect.any(String), ...SECTIONS.portfolios[0] }]);
    expect(await section('candidate-educations')).toEqual([]);
  });

  it('is 404 to a company the candidate never applied to, to candidates (themselves too) and for unknown ids', async () => {
    const stranger = await approvedCompany(app);
    const someoneElse = await signUpCandidateVerified(app);
    const paths = [
      '',
      '/candidate-work-experiences',
      '/candidate-educations',
      '/candidate-certificates',
      '/candidate-portfolios',
    ];
    for (const path of paths) {
      for (const token of [stranger.token, maya.token, someoneElse.token]) {
        expect((await api.raw('GET', `/api/candidate/${maya.candidateId}${path}`, { token: token })).statusCode, `${path}`).toBe(
          404,
        );
      }
      // A candidate who applied nowhere is nobody's to see.
      expect((await api.raw('GET', `/api/candidate/${someoneElse.candidateId}${path}`, { token: owner.token })).statusCode).toBe(
        404,
      );
      expect((await api.raw('GET', `/api/candidate/${crypto.randomUUID()}${path}`, { token: owner.token })).statusCode).toBe(404);
    }
  });
});

describe('the candidate’s test results', () => {
  it('lists only the attempted tests with the review (correct answers, images), newest first', async () => {
    const before = await api.get('/api/candidate-tests', {
      query: { filter: JSON.stringify({ where: { candidateId: maya.candidateId } }) },
      token: owner.token,
    });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual([]);

    const bank = (await api.get('/api/candidate-app/tests', { token: maya.token })).json() as SkillTest[];
    const [first, second] = bank;
    if (!first || !second) throw new Error('the test bank is not seeded');
    const passed = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: first.id },
      token: maya.token,
      body: { answers: await correctOptions(first.id) },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const failed = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: second.id },
      token: maya.token,
      body: { answers: [] },
    });
    expect(failed.statusCode, failed.body).toBe(200);

    const res = await api.get('/api/candidate-tests', {
      query: { filter: JSON.stringify({ where: { candidateId: maya.candidateId } }) },
      token: cleo.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tests = res.json() as AttemptedTest[];
    expect(tests.map((t) => [t.id, t.candidateTests.map((a) => [a.result, a.passed])])).toEqual([
      [second.id, [[0, false]]],
      [first.id, [[100, true]]],
    ]);
    const review = tests[1]?.candidateTests[0]?.attemptArray ?? [];
    expect(review).toHaveLength(first.questions.length);
    const correct = new Map((await correctOptions(first.id)).map((o) => [o.questionId, o.optionId]));
    for (const item of review) {
      expect(item.correctAnswer).toBe(correct.get(item.questionId));
      expect(item.answer).toBe(item.correctAnswer);
      expect(item).toHaveProperty('image');
      expect(item.options.length).toBeGreaterThan(1);
    }
    expect(tests[0]?.skill.skillName).toBeTruthy();
  });

  it('is 404 to another company and to candidates; a filter without the candidate or with other keys is 422', async () => {
    const stranger = await approvedCompany(app);
    expect(
      (
        await api.get('/api/candidate-tests', {
          query: { filter: JSON.stringify({ where: { candidateId: maya.candidateId } }) },
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.get('/api/candidate-tests', {
          query: { filter: JSON.stringify({ where: { candidateId: maya.candidateId } }) },
          token: maya.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.get('/api/candidate-tests', {
          query: { filter: JSON.stringify({ where: { candidateId: crypto.randomUUID() } }) },
          token: owner.token,
        })
      ).statusCode,
    ).toBe(404);
    const missing = await api.get('/api/candidate-tests', { token: owner.token });
    expect(missing.statusCode).toBe(422);
    expect(detailsOf(missing)['filter.where.candidateId']).toBe(APPLICATION_MESSAGES.candidateIdRequired);
    const res = await api.get('/api/candidate-tests', {
      query: { filter: JSON.stringify({ where: { candidateId: maya.candidateId, result: 1 } }) },
      token: owner.token,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(detailsOf(res))).toEqual(['filter.where.result']);
  });
});

describe('the applicants list’s copies of the candidate', () => {
  it('are rewritten on every application of the candidate when the profile is saved', async () => {
    const cy = await applicant(app, job, { name: 'Cy', profile: { city: 'Berlin', yearsOfExperience: 10 } });
    await applyTo(app, cy.token, secondJob);
    expect(await copiesOf(cy.candidateId)).toEqual(
      [job.id, secondJob.id].sort().map((jobId) => ({ jobId, rank: 5, months: 10, video: false, city: 'Berlin' })),
    );
    await saveCandidateProfile(app, cy.token, {
      city: 'Paris',
      country: 'France',
      yearsOfExperience: 70,
      video: 'https://example.com/intro.mp4',
      profilePicture: 'https://example.com/me.png',
    });
    expect(await copiesOf(cy.candidateId)).toEqual(
      [job.id, secondJob.id].sort().map((jobId) => ({ jobId, rank: 20, months: 70, video: true, city: 'Paris' })),
    );
    // And the list reads them: the filters find the candidate by the new values only.
    const url = (q: string) => `/api/company-jobs/${job.id}/job-applications?${q}`;
    const names = async (q: string) =>
      (await api.raw('GET', url(q), { token: owner.token })).json().map((a: { candidateId: string }) => a.candidateId);
    expect(await names('city=Paris&experience=5-10&video=With%20Video')).toContain(cy.candidateId);
    expect(await names('city=Berlin')).not.toContain(cy.candidateId);
  });

  it('follow the rank when a test attempt changes it', async () => {
    const dee = await applicant(app, job, { name: 'Dee' });
    const [before] = await copiesOf(dee.candidateId);
    expect(before?.rank).toBe(5);
    const [test] = (await api.get('/api/candidate-app/tests', { token: dee.token })).json() as SkillTest[];
    if (!test) throw new Error('the test bank is not seeded');
    const attempt = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: test.id },
      token: dee.token,
      body: { answers: await correctOptions(test.id) },
    });
    expect(attempt.statusCode, attempt.body).toBe(200);
    expect(attempt.json().profileRank).toBe(15);
    const [after] = await copiesOf(dee.candidateId);
    expect(after?.rank).toBe(15);
    const ranked = await api.get('/api/company-jobs/{jobId}/job-applications', {
      params: { jobId: job.id },
      query: { sort: 'profileRank' },
      token: owner.token,
    });
    const row = ranked.json().find((a: { candidateId: string }) => a.candidateId === dee.candidateId);
    expect(row?.candidate.profileRank).toBe(15);
  });
});
