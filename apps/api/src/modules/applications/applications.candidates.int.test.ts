import { APPLICATION_MESSAGES, type AttemptedTest, type CompanyCandidate, type SkillTest } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, skillTestOptions, skillTestQuestions } from '#api/db/schema/index.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, json, signUpCandidateVerified } from '#test/helpers.js';
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) =>
  app.inject(json(method, url, body, token));
const testsUrl = (candidateId: string) =>
  `/api/candidate-tests?filter=${encodeURIComponent(JSON.stringify({ where: { candidateId } }))}`;
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
      const res = await call('GET', `/api/candidate/${maya.candidateId}`, token);
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
    const theirs = await call('GET', `/api/candidate/${maya.candidateId}`, other.token);
    expect((theirs.json() as CompanyCandidate).jobApplications.map((a) => a.companyJob.jobTitle)).toEqual(['Data Analyst']);
    const filter = encodeURIComponent(JSON.stringify({ include: ['user', 'candidateJobCriteria', 'jobApplications'] }));
    expect((await call('GET', `/api/candidate/${maya.candidateId}?filter=${filter}`, owner.token)).statusCode).toBe(200);
  });

  it('answers each profile section on its own', async () => {
    const section = async (path: string) => {
      const res = await call('GET', `/api/candidate/${maya.candidateId}/${path}`, owner.token);
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
        expect((await call('GET', `/api/candidate/${maya.candidateId}${path}`, token)).statusCode, `${path}`).toBe(404);
      }
      // A candidate who applied nowhere is nobody's to see.
      expect((await call('GET', `/api/candidate/${someoneElse.candidateId}${path}`, owner.token)).statusCode).toBe(404);
      expect((await call('GET', `/api/candidate/${crypto.randomUUID()}${path}`, owner.token)).statusCode).toBe(404);
    }
  });
});

describe('the candidate’s test results', () => {
  it('lists only the attempted tests with the review (correct answers, images), newest first', async () => {
    const before = await call('GET', testsUrl(maya.candidateId), owner.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual([]);

    const bank = (await call('GET', '/api/candidate-app/tests', maya.token)).json() as SkillTest[];
    const [first, second] = bank;
    if (!first || !second) throw new Error('the test bank is not seeded');
    const passed = await call('POST', `/api/candidate-app/tests/${first.id}/attempt`, maya.token, {
      answers: await correctOptions(first.id),
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const failed = await call('POST', `/api/candidate-app/tests/${second.id}/attempt`, maya.token, { answers: [] });
    expect(failed.statusCode, failed.body).toBe(200);

    const res = await call('GET', testsUrl(maya.candidateId), cleo.token);
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
    expect((await call('GET', testsUrl(maya.candidateId), stranger.token)).statusCode).toBe(404);
    expect((await call('GET', testsUrl(maya.candidateId), maya.token)).statusCode).toBe(404);
    expect((await call('GET', testsUrl(crypto.randomUUID()), owner.token)).statusCode).toBe(404);
    const missing = await call('GET', '/api/candidate-tests', owner.token);
    expect(missing.statusCode).toBe(422);
    expect(detailsOf(missing)['filter.where.candidateId']).toBe(APPLICATION_MESSAGES.candidateIdRequired);
    const unknown = `/api/candidate-tests?filter=${encodeURIComponent(JSON.stringify({ where: { candidateId: maya.candidateId, result: 1 } }))}`;
    const res = await call('GET', unknown, owner.token);
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
      (await call('GET', url(q), owner.token)).json().map((a: { candidateId: string }) => a.candidateId);
    expect(await names('city=Paris&experience=5-10&video=With%20Video')).toContain(cy.candidateId);
    expect(await names('city=Berlin')).not.toContain(cy.candidateId);
  });

  it('follow the rank when a test attempt changes it', async () => {
    const dee = await applicant(app, job, { name: 'Dee' });
    const [before] = await copiesOf(dee.candidateId);
    expect(before?.rank).toBe(5);
    const [test] = (await call('GET', '/api/candidate-app/tests', dee.token)).json() as SkillTest[];
    if (!test) throw new Error('the test bank is not seeded');
    const attempt = await call('POST', `/api/candidate-app/tests/${test.id}/attempt`, dee.token, {
      answers: await correctOptions(test.id),
    });
    expect(attempt.statusCode, attempt.body).toBe(200);
    expect(attempt.json().profileRank).toBe(15);
    const [after] = await copiesOf(dee.candidateId);
    expect(after?.rank).toBe(15);
    const ranked = await call('GET', `/api/company-jobs/${job.id}/job-applications?sort=profileRank`, owner.token);
    const row = ranked.json().find((a: { candidateId: string }) => a.candidateId === dee.candidateId);
    expect(row.candidate.profileRank).toBe(15);
  });
});
