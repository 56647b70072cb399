/** The matching engine through the product: the queue's rematches, the calls and who may read them. */
import type { MatchExplanation, MatchedCandidateRow, OwnMatch, SkillTest } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobApplications, matchedCandidates, skillTestOptions, skillTestQuestions } from '#api/db/schema/index.js';
import { grantFreeJobPosting } from '#api/modules/billing/billing.service.js';
import { startMatchingWorld } from '#test/matching-world.js';
import { saveCandidateProfile, workedAs } from '#test/pipeline-helpers.js';
import { rematchJob } from './matching.service.js';

const { app, company, other, skill, bachelor, api, waitUntil, newJob, publishDirectly, listed, percentageOf, candidate } =
  await startMatchingWorld();
afterAll(() => app.close());

describe('recomputation through the queue', () => {
  let jobId: string;
  let ada: { token: string; id: string };
  let bo: { token: string; id: string };

  it('rematches a job when it is published: a candidate with one of its hard skills is listed, one without is not', async () => {
    ada = await candidate([skill.React]);
    // Bo works in a job of no profession of the taxonomy, and has none of the job's hard skills.
    bo = await candidate([skill.Communication], { workExperiences: workedAs('Ship Captain', 24) });
    await grantFreeJobPosting(app.ctx, company.companyId);
    jobId = (await newJob()).id;
    expect((await listed(jobId)).rows).toEqual([]);

    const res = await api.patch('/api/company-job/{jobId}', {
      params: { jobId },
      token: company.token,
      body: { jobStatus: 'Published' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // React declared (0.8 of 2 hard skills) 10; field fit 1/2 + 1/2 × ½ (two years a Frontend Developer) = 0.75:
    // Bachelor's 25 × 0.75 + 24 months in 1-3 years 25 × 0.75 + no Communication 0. 47.5 → 48.
    await waitUntil(async () => (await percentageOf(jobId, ada.id)) === 48, 'Ada listed at 48 %');
    const { rows, total } = await listed(jobId);
    expect(total).toBe(rows.length);
    expect(rows.map((r) => r.candidateId)).not.toContain(bo.id);
    const row = rows.find((r) => r.candidateId === ada.id) as MatchedCandidateRow;
    expect(row.explanation.breakdown).toEqual({
      education: { weight: 25, points: 18.75 },
      workExperience: { weight: 25, points: 18.75 },
      hardSkills: { weight: 25, points: 10 },
      softSkills: { weight: 25, points: 0 },
    });
    expect(row.explanation.field).toEqual({ fit: 0.75, professionMonths: 24, relevantMonths: 24 });
    // A remote job hiring from anywhere: within reach, wherever Ada lives.
    expect(row.explanation.reach).toMatchObject({ basis: 'remote', withinReach: true });
    expect(row.explanation.skills.matched).toEqual([{ id: skill.React, skillName: 'React', skillType: 'hard', verified: false }]);
    expect(row.explanation.skills.missing.map((s) => s.skillName).sort()).toEqual(['Communication', 'JavaScript']);
    expect(row.user.id).toBe(row.candidate.userId);

    // Bo is in no company's list, so the company does not see Bo at all.
    expect(
      (await api.get('/api/candidate-matched-job', { query: { candidateId: bo.id, companyJobId: jobId }, token: company.token }))
        .statusCode,
    ).toBe(404);
    expect((await api.get('/api/candidate/{id}', { params: { id: bo.id }, token: company.token })).statusCode).toBe(404);
    expect((await api.get('/api/candidate/{id}', { params: { id: ada.id }, token: company.token })).statusCode).toBe(200);
  });

  it('rematches a published job when its criteria change', async () => {
    const res = await api.patch('/api/company-job/{jobId}', {
      params: { jobId },
      token: company.token,
      body: {
        matchingCriteria: {
          educationPercentage: 10,
          workExperiencePercentage: 10,
          hardSkillsPercentage: 70,
          softSkillPercentage: 10,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 0.4 × 70 = 28, + (10 + 10) × 0.75 = 43.
    await waitUntil(async () => (await percentageOf(jobId, ada.id)) === 43, 'Ada at 43 %');
  });

  it('rematches a candidate when they save their profile', async () => {
    await saveCandidateProfile(app, ada.token, {
      skillIds: [skill.React, skill.JavaScript],
      yearsOfExperience: 24,
      workExperiences: workedAs('Frontend Developer', 24),
      educations: [{ educationId: bachelor, nameOfDegree: 'BSc Computer Science', institute: 'TU Berlin' }],
    });
    // Both hard skills declared: 0.8 × 70 = 56, and a field fit of 1: + 20.
    await waitUntil(async () => (await percentageOf(jobId, ada.id)) === 76, 'Ada at 76 %');
  });

  it('rematches a candidate when they pass a test, which verifies its skill', async () => {
    const tests = (await api.get('/api/candidate-app/tests', { token: ada.token })).json() as SkillTest[];
    const js = tests.find((t) => t.skill.id === skill.JavaScript) as SkillTest;
    expect(js).toBeDefined();
    const correct = await app.db
      .select({ questionId: skillTestOptions.questionId, optionId: skillTestOptions.id })
      .from(skillTestOptions)
      .innerJoin(skillTestQuestions, eq(skillTestQuestions.id, skillTestOptions.questionId))
      .where(and(eq(skillTestQuestions.testId, js.id), eq(skillTestOptions.isCorrect, true)));
    const res = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: js.id },
      token: ada.token,
      body: { answers: correct },
    });
    expect(res.statusCode, res.body).toBe(200);
    // JavaScript proved (1) and React declared (0.8): 0.9 × 70 = 63, + 20.
    await waitUntil(async () => (await percentageOf(jobId, ada.id)) === 83, 'Ada at 83 %');
    const row = (await listed(jobId)).rows.find((r) => r.candidateId === ada.id) as MatchedCandidateRow;
    expect(row.explanation.skills.matched.find((s) => s.id === skill.JavaScript)?.verified).toBe(true);
  });

  it("writes an applicant's percentage onto the application, and lists the match only from 20 %", async () => {
    const res = await api.post('/api/candidate-app/jobs/{jobId}/apply', {
      params: { jobId },
      token: bo.token,
      body: { answers: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitUntil(async () => {
      const [a] = await app.db
        .select()
        .from(jobApplications)
        .where(and(eq(jobApplications.candidateId, bo.id), eq(jobApplications.companyJobId, jobId)));
      return a?.matchPercentage != null;
    }, "Bo's application has its percentage");
    const explained = await api.get('/api/candidate-matched-job', {
      query: { candidateId: bo.id, companyJobId: jobId },
      token: company.token,
    });
    expect(explained.statusCode, explained.body).toBe(200);
    const e = explained.json() as MatchExplanation;
    // No hard skill and no month in the profession: a field fit of 0, so 0 % (a Bachelor's, two years of
    // work and Communication say nothing of fitting this job).
    expect(e.percentage).toBe(0);
    expect(e.field.fit).toBe(0);
    expect(e.excluded).toBe(false);
    expect((await listed(jobId)).rows.map((r) => r.candidateId)).not.toContain(bo.id);

    const applicants = await api.get('/api/company-jobs/{jobId}/job-applications', {
      params: { jobId },
      query: { sort: 'matchingPercentage' },
      token: company.token,
    });
    expect(applicants.statusCode, applicants.body).toBe(200);
    const bos = (
      applicants.json() as { candidateId: string; matchPercentage: number; matchedCandidates: { percentage: number }[] }[]
    ).find((a) => a.candidateId === bo.id);
    expect(bos?.matchPercentage).toBe(0);
    // The job's matched candidates are its listed ones: Bo is not one of them.
    expect(bos?.matchedCandidates).toEqual([]);
    const stored = await app.db
      .select()
      .from(matchedCandidates)
      .where(and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.candidateId, bo.id)));
    expect(stored).toEqual([]);
  });

  it('clears the matches of a job that is paused, and lists them again when it is published again', async () => {
    expect(
      (await api.patch('/api/company-job/{jobId}', { params: { jobId }, token: company.token, body: { jobStatus: 'Paused' } }))
        .statusCode,
    ).toBe(200);
    await waitUntil(async () => (await listed(jobId)).total === 0, 'no match while paused');
    // The applicant's explanation is computed when asked.
    const e = await api.get('/api/candidate-matched-job', {
      query: { candidateId: bo.id, companyJobId: jobId },
      token: company.token,
    });
    expect(e.json().percentage).toBe(0);
    expect(
      (await api.patch('/api/company-job/{jobId}', { params: { jobId }, token: company.token, body: { jobStatus: 'Published' } }))
        .statusCode,
    ).toBe(200);
    await waitUntil(async () => (await percentageOf(jobId, ada.id)) === 83, 'Ada listed again');
  });

  it('shows the candidate their own match and what would raise it; nobody else', async () => {
    const res = await api.get('/api/candidate-app/jobs/{jobId}/match', { params: { jobId }, token: bo.token });
    expect(res.statusCode, res.body).toBe(200);
    const own = res.json() as OwnMatch;
    expect(own.percentage).toBe(0);
    const add = own.suggestions.filter((s) => s.kind === 'addSkill').map((s) => s.skill?.skillName);
    expect(add).toEqual(expect.arrayContaining(['JavaScript', 'React']));
    const js = own.suggestions.find((s) => s.skill?.id === skill.JavaScript);
    // JavaScript declared: 0.4 × 70 = 28, and half the field: (Bachelor's 10 + Communication 8) × 0.5 = 9.
    expect(js?.gain).toBe(37);
    expect(js?.tests?.length).toBeGreaterThan(0);
    expect(own.suggestions.map((s) => s.gain)).toEqual([...own.suggestions.map((s) => s.gain)].sort((a, b) => b - a));

    expect((await api.get('/api/candidate-app/jobs/{jobId}/match', { params: { jobId }, token: company.token })).statusCode).toBe(
      404,
    );
    const draft = await newJob();
    expect(
      (await api.get('/api/candidate-app/jobs/{jobId}/match', { params: { jobId: draft.id }, token: bo.token })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to another company, for the list and for each pair', async () => {
    expect(
      (await api.get('/api/company-jobs/{jobId}/matched-candidates', { params: { jobId }, token: other.token })).statusCode,
    ).toBe(404);
    for (const id of [ada.id, bo.id]) {
      const res = await api.get('/api/candidate-matched-job', {
        query: { candidateId: id, companyJobId: jobId },
        token: other.token,
      });
      expect(res.statusCode).toBe(404);
      expect((await api.get('/api/candidate/{id}', { params: { id }, token: other.token })).statusCode).toBe(404);
    }
    // A candidate is not a company: the recruiter's calls are not theirs.
    expect(
      (await api.get('/api/company-jobs/{jobId}/matched-candidates', { params: { jobId }, token: ada.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.get('/api/candidate-matched-job', { query: { candidateId: ada.id, companyJobId: jobId }, token: ada.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('protected characteristics', () => {
  it('never change a score: gender, age and the differently-abled flag are no input, whatever the job says', async () => {
    const ages = (await api.get('/api/age-specifications')).json() as { id: string; minAge: number | null }[];
    const bracket = ages.find((a) => a.minAge !== null) ?? ages[0];
    const job = await newJob(company, { gender: 'Female', ageSpecificationId: bracket?.id, isDisable: false });
    const same = { skillIds: [skill.React, skill.Communication] };
    const people = [
      await candidate(same.skillIds, { gender: 'Female', dateOfBirth: '1994-05-01', isDisable: false }),
      await candidate(same.skillIds, { gender: 'Male', dateOfBirth: '1961-05-01', isDisable: true }),
      await candidate(same.skillIds, { gender: 'Other', dateOfBirth: null, isDisable: true }),
    ];
    // Published straight in the database (the company's free posting is spent) and rematched.
    await publishDirectly(job.id);
    await rematchJob(app.ctx, job.id);
    const allListed = async () => {
      const ids = (await listed(job.id)).rows.map((r) => r.candidateId);
      return people.every((p) => ids.includes(p.id));
    };
    await waitUntil(allListed, 'all three listed');
    const rows = (await listed(job.id)).rows.filter((r) => people.some((p) => p.id === r.candidateId));
    expect(new Set(rows.map((r) => r.percentage)).size).toBe(1);
    expect(new Set(rows.map((r) => JSON.stringify(r.explanation.breakdown))).size).toBe(1);
    for (const p of people) {
      const own = (
        await api.get('/api/candidate-app/jobs/{jobId}/match', { params: { jobId: job.id }, token: p.token })
      ).json() as OwnMatch;
      expect(own.percentage).toBe(rows[0]?.percentage);
      expect(own.excluded).toBe(false);
    }
  });
});
