import { CANDIDATE_MESSAGES, PASS_MARK, type SkillTest } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillTestOptions, skillTestQuestions, skillTests } from '#api/db/schema/index.js';
import { runSeeds } from '#api/db/seed/index.js';
import { moduleSeeds } from '#api/modules/index.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, errorOf, signUpCandidateVerified } from '#test/helpers.js';
import { SKILL_TESTS } from './data/skill-tests.js';

let app: FastifyInstance;
let company: Company;

beforeAll(async () => {
  app = await createTestApp();
  company = await approvedCompany(app);
});
afterAll(async () => {
  await app?.close();
});

const api = testClient(() => app);

/** The correct option of each question of a test, read from the database (never from the API). */
async function correctOptions(testId: string) {
  const rows = await app.db
    .select({ questionId: skillTestOptions.questionId, optionId: skillTestOptions.id })
    .from(skillTestOptions)
    .innerJoin(skillTestQuestions, eq(skillTestQuestions.id, skillTestOptions.questionId))
    .where(and(eq(skillTestQuestions.testId, testId), eq(skillTestOptions.isCorrect, true)));
  return new Map(rows.map((r) => [r.questionId, r.optionId]));
}

describe('the skills test bank', () => {
  it('seeds one 10-question test per listed skill, four options each, and shows no answer before an attempt', async () => {
    const c = await signUpCandidateVerified(app);
    const res = await api.get('/api/candidate-app/tests', { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    const tests = res.json() as SkillTest[];
    expect(tests.length).toBe(SKILL_TESTS.length);
    expect(tests.length).toBeGreaterThanOrEqual(20);
    for (const t of tests) {
      expect(t.questions).toHaveLength(10);
      for (const q of t.questions) expect(q.options).toHaveLength(4);
      expect(t.skill.skillName.length).toBeGreaterThan(0);
      expect(t.candidateTests).toEqual([]);
    }
    expect(res.body).not.toMatch(/isCorrect|correctAnswer/);
    expect(new Set(tests.map((t) => t.skill.skillName))).toContain('JavaScript');
  });

  it('has exactly one correct option per question, not always at the same position', async () => {
    const options = await app.db.select().from(skillTestOptions);
    const correctPerQuestion = new Map<string, number>();
    for (const o of options)
      if (o.isCorrect) correctPerQuestion.set(o.questionId, (correctPerQuestion.get(o.questionId) ?? 0) + 1);
    expect(correctPerQuestion.size).toBe(SKILL_TESTS.length * 10);
    expect([...correctPerQuestion.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(options.filter((o) => o.isCorrect).map((o) => o.position)).size).toBe(4);
  });

  it('seeds again without adding anything', async () => {
    const before = await app.db.$count(skillTestOptions);
    await runSeeds(app.db, moduleSeeds);
    expect(await app.db.$count(skillTests)).toBe(SKILL_TESTS.length);
    expect(await app.db.$count(skillTestOptions)).toBe(before);
  });
});

describe('attempting a test', () => {
  it('scores the answers, stores them with the date, passes at the mark and raises profileRank; once only', async () => {
    const c = await signUpCandidateVerified(app);
    const [test] = (await api.get('/api/candidate-app/tests', { token: c.token })).json() as SkillTest[];
    if (!test) throw new Error('no test seeded');
    const correct = await correctOptions(test.id);
    const answers = test.questions.map((q) => ({ questionId: q.id, optionId: correct.get(q.id) as string }));

    const res = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: test.id },
      token: c.token,
      body: { answers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const attempt = res.json();
    expect(attempt).toMatchObject({ testId: test.id, candidateId: c.candidateId, result: 100, passed: true, isAttempted: true });
    expect(attempt.profileRank).toBe(10);
    expect(Date.now() - Date.parse(attempt.createdAt)).toBeLessThan(60_000);
    expect(attempt.attemptArray).toHaveLength(10);
    // Which answers were right, never the key: a passed test verifies a skill.
    expect(attempt.attemptArray[0]).toMatchObject({ answer: answers[0]?.optionId, correctAnswer: null, isCorrect: true });
    expect(attempt.attemptArray.every((a: { correctAnswer: string | null }) => a.correctAnswer === null)).toBe(true);

    const again = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: test.id },
      token: c.token,
      body: { answers },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(CANDIDATE_MESSAGES.testAlreadyTaken);

    const listed = ((await api.get('/api/candidate-app/tests', { token: c.token })).json() as SkillTest[]).find(
      (t) => t.id === test.id,
    );
    expect(listed?.candidateTests).toHaveLength(1);
    expect(listed?.candidateTests[0]?.attemptArray[0]).toMatchObject({ answer: answers[0]?.optionId, isCorrect: true });
    expect(listed?.candidateTests[0]?.attemptArray.every((a) => a.correctAnswer === null)).toBe(true);
    const profile = (await api.get('/api/candidate-app/profile', { token: c.token })).json();
    expect(profile.profileRank).toBe(10);
  });

  it('stores one of two simultaneous attempts and answers the other 409', async () => {
    const c = await signUpCandidateVerified(app);
    const test = ((await api.get('/api/candidate-app/tests', { token: c.token })).json() as SkillTest[])[3] as SkillTest;
    const body = { answers: [] };
    const results = await Promise.all(
      [1, 2].map(() =>
        api.post('/api/candidate-app/tests/{testId}/attempt', { params: { testId: test.id }, token: c.token, body }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('fails below the pass mark; an unanswered question counts as wrong', async () => {
    const c = await signUpCandidateVerified(app);
    const tests = (await api.get('/api/candidate-app/tests', { token: c.token })).json() as SkillTest[];
    const test = tests[1] as SkillTest;
    const correct = await correctOptions(test.id);
    const wrong = (q: SkillTest['questions'][number]) => q.options.find((o) => o.id !== correct.get(q.id))?.id as string;
    // Four right, five wrong, one left out: 40 %.
    const answers = test.questions
      .slice(0, 9)
      .map((q, i) => ({ questionId: q.id, optionId: i < 4 ? (correct.get(q.id) as string) : wrong(q) }));
    const res = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: test.id },
      token: c.token,
      body: { answers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 40, passed: false, profileRank: 0 });
    expect(40).toBeLessThan(PASS_MARK);
    expect(res.json().attemptArray[9]).toMatchObject({ answer: null, isCorrect: false });

    // Exactly the pass mark passes.
    const half = tests[2] as SkillTest;
    const halfCorrect = await correctOptions(half.id);
    const fifty = half.questions.map((q, i) => ({
      questionId: q.id,
      optionId: i < 5 ? (halfCorrect.get(q.id) as string) : (q.options.find((o) => o.id !== halfCorrect.get(q.id))?.id as string),
    }));
    const passed = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: half.id },
      token: c.token,
      body: { answers: fifty },
    });
    expect(passed.json()).toMatchObject({ result: 50, passed: true, profileRank: 10 });
  });

  it('refuses answers to other questions or options (422), unknown tests (404) and non-candidates (404)', async () => {
    const c = await signUpCandidateVerified(app);
    const [a, b] = (await api.get('/api/candidate-app/tests', { token: c.token })).json() as SkillTest[];
    if (!a || !b) throw new Error('no tests seeded');
    const foreign = await api.raw('POST', `/api/candidate-app/tests/${a.id}/attempt`, {
      token: c.token,
      body: { answers: [{ questionId: b.questions[0]?.id, optionId: null }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(detailsOf(foreign)['answers.0.questionId']).toBe(CANDIDATE_MESSAGES.unknownTestQuestion);
    const badOption = await api.raw('POST', `/api/candidate-app/tests/${a.id}/attempt`, {
      token: c.token,
      body: { answers: [{ questionId: a.questions[0]?.id, optionId: b.questions[0]?.options[0]?.id }] },
    });
    expect(detailsOf(badOption)['answers.0.optionId']).toBe(CANDIDATE_MESSAGES.unknownOption);
    const twice = await api.raw('POST', `/api/candidate-app/tests/${a.id}/attempt`, {
      token: c.token,
      body: {
        answers: [
          { questionId: a.questions[0]?.id, optionId: null },
          { questionId: a.questions[0]?.id, optionId: null },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
    const unknown = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: company.companyId },
      token: c.token,
      body: { answers: [] },
    });
    expect(unknown.statusCode).toBe(404);
    const asCompany = await api.post('/api/candidate-app/tests/{testId}/attempt', {
      params: { testId: a.id },
      token: company.token,
      body: { answers: [] },
    });
    expect(asCompany.statusCode).toBe(404);
  });
});
