import {
  type AttemptedTest,
  CANDIDATE_MESSAGES,
  type CandidateTest,
  PASS_MARK,
  type SkillTest,
  type TestAttemptRequest,
} from '@talentdeck/shared';
import { taxonomyNames } from '#api/modules/taxonomy/taxonomy.service.js';
import type { AppContext } from '#api/platform/context.js';
import { isUniqueViolation } from '#api/platform/db-errors.js';
import { AppError, notFound, validationError } from '#api/platform/errors.js';
import { type Principal, requireCandidate } from '#api/platform/policy.js';
import { inCandidateTransaction } from './candidates.service.js';
import * as repo from './candidates.tests.repository.js';

/**
 * Skills tests: a test verifies one skill of the taxonomy; each question has options and one
 * correct answer. A candidate attempts a test once (the attempt's review shows the correct answers,
 * so a second attempt would prove nothing); the result is the percentage of correct answers and
 * passes at PASS_MARK. Correct answers are only ever shown for a test the candidate attempted.
 */

/** Result in percent, rounded to the nearest whole number. */
export const scoreOf = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct * 100) / total));

const publicOptions = (q: repo.QuestionWithOptions) => q.options.map((o) => ({ id: o.id, optionText: o.optionText }));

/**
 * An attempt as its reader sees it: `forReviewer` (a company that may see the candidate) gets each
 * question's right option; the candidate gets which answers were right or wrong, never the key.
 */
function toCandidateTest(
  attempt: repo.AttemptWithAnswers,
  questions: repo.QuestionWithOptions[],
  { forReviewer }: { forReviewer: boolean },
): CandidateTest {
  const answerOf = new Map(attempt.answers.map((a) => [a.questionId, a]));
  return {
    id: attempt.id,
    testId: attempt.testId,
    candidateId: attempt.candidateId,
    result: attempt.result,
    passed: attempt.passed,
    isAttempted: true,
    createdAt: attempt.createdAt.toISOString(),
    attemptArray: questions.map((q) => {
      const given = answerOf.get(q.id);
      return {
        questionId: q.id,
        question: q.question,
        image: q.image,
        options: publicOptions(q),
        answer: given?.optionId ?? null,
        correctAnswer: forReviewer ? (q.options.find((o) => o.isCorrect)?.id ?? null) : null,
        isCorrect: given?.isCorrect ?? false,
      };
    }),
  };
}

/** GET /api/candidate-app/tests: every active test, its questions without answers, and the caller's attempts. */
export async function listTests(ctx: AppContext, caller: Principal): Promise<SkillTest[]> {
  const candidateId = requireCandidate(caller);
  const tests = await repo.listActiveTests(ctx.db);
  const [questions, attempts, names] = await Promise.all([
    repo.findQuestions(
      ctx.db,
      tests.map((t) => t.id),
    ),
    repo.findAttempts(ctx.db, candidateId),
    taxonomyNames(ctx, { skillIds: [...new Set(tests.map((t) => t.skillId))], educationIds: [] }),
  ]);
  const skillOf = new Map(names.skills.map((s) => [s.id, s]));
  return tests.map((t) => {
    const own = questions.filter((q) => q.testId === t.id);
    return {
      id: t.id,
      testName: t.testName,
      testCategory: t.testCategory,
      skill: skillOf.get(t.skillId) ?? { id: t.skillId, skillName: '', skillType: 'hard' },
      questions: own.map((q) => ({ id: q.id, question: q.question, image: q.image, options: publicOptions(q) })),
      candidateTests: attempts.filter((a) => a.testId === t.id).map((a) => toCandidateTest(a, own, { forReviewer: false })),
    };
  });
}

/**
 * The tests a candidate attempted, each with the attempt (newest first) as its review shows it,
 * correct answers and images included: for a company that may see the candidate (the caller has
 * checked), on the test result page. Tests never attempted are left out.
 */
export async function listAttemptedTests(ctx: AppContext, candidateId: string): Promise<AttemptedTest[]> {
  const attempts = await repo.findAttempts(ctx.db, candidateId);
  const testIds = [...new Set(attempts.map((a) => a.testId))];
  const [tests, questions] = await Promise.all([repo.findTestsByIds(ctx.db, testIds), repo.findQuestions(ctx.db, testIds)]);
  const names = await taxonomyNames(ctx, { skillIds: [...new Set(tests.map((t) => t.skillId))], educationIds: [] });
  const skillOf = new Map(names.skills.map((s) => [s.id, s]));
  const testOf = new Map(tests.map((t) => [t.id, t]));
  // In the order of their attempts, newest first (testIds follows the attempts).
  return testIds.flatMap((id) => {
    const t = testOf.get(id);
    if (!t) return [];
    const own = questions.filter((q) => q.testId === t.id);
    return {
      id: t.id,
      testName: t.testName,
      testCategory: t.testCategory,
      skill: skillOf.get(t.skillId) ?? { id: t.skillId, skillName: '', skillType: 'hard' },
      candidateTests: attempts.filter((a) => a.testId === t.id).map((a) => toCandidateTest(a, own, { forReviewer: true })),
    };
  });
}

/**
 * POST /api/candidate-app/tests/{testId}/attempt: scores the answers (an unanswered question counts
 * as wrong), stores them with the result and the date, and recomputes profileRank, all in one
 * transaction. A second attempt answers 409.
 */
export async function attemptTest(ctx: AppContext, caller: Principal, testId: string, input: TestAttemptRequest) {
  const candidateId = requireCandidate(caller);
  const test = await repo.findActiveTest(ctx.db, testId);
  if (!test) throw notFound(CANDIDATE_MESSAGES.testNotFound);
  const questions = await repo.findQuestions(ctx.db, [test.id]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const issues: { field: string; message: string }[] = [];
  input.answers.forEach((a, i) => {
    const q = byId.get(a.questionId);
    if (!q) issues.push({ field: `answers.${i}.questionId`, message: CANDIDATE_MESSAGES.unknownTestQuestion });
    else if (a.optionId && !q.options.some((o) => o.id === a.optionId))
      issues.push({ field: `answers.${i}.optionId`, message: CANDIDATE_MESSAGES.unknownOption });
  });
  if (issues.length) throw validationError(issues);

  const chosen = new Map(input.answers.map((a) => [a.questionId, a.optionId]));
  const answers = questions.map((q) => {
    const optionId = chosen.get(q.id) ?? null;
    return {
      questionId: q.id,
      optionId,
      isCorrect: optionId !== null && q.options.some((o) => o.id === optionId && o.isCorrect),
    };
  });
  const result = scoreOf(answers.filter((a) => a.isCorrect).length, questions.length);
  try {
    const { result: row, profileRank } = await inCandidateTransaction(ctx, candidateId, (tx) =>
      repo.insertAttempt(tx.db, { candidateId, testId: test.id, result, passed: result >= PASS_MARK }, answers),
    );
    const answered = answers.map((a) => ({ ...a, candidateTestId: row.id }));
    return { ...toCandidateTest({ ...row, answers: answered }, questions, { forReviewer: false }), profileRank };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('TEST_ALREADY_TAKEN');
    throw err;
  }
}
