import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { candidateTestAnswers, candidateTests, skillTestOptions, skillTestQuestions, skillTests } from '#api/db/schema/index.js';

/** The skills test bank and the candidates' attempts. */

export type TestRow = typeof skillTests.$inferSelect;

export const listActiveTests = (db: Db) =>
  db.select().from(skillTests).where(eq(skillTests.isActive, true)).orderBy(asc(skillTests.testName), asc(skillTests.id));

export async function findActiveTest(db: Db, testId: string) {
  const rows = await db
    .select()
    .from(skillTests)
    .where(and(eq(skillTests.id, testId), eq(skillTests.isActive, true)))
    .limit(1);
  return rows[0];
}

/** Tests by id, active or not (a candidate's attempts keep their test when it is retired). */
export const findTestsByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(skillTests).where(inArray(skillTests.id, ids)).orderBy(asc(skillTests.testName), asc(skillTests.id));

/** The questions of these tests with their options (the correct flag included: the service decides who sees it). */
export async function findQuestions(db: Db, testIds: string[]) {
  if (testIds.length === 0) return [];
  const questions = await db
    .select()
    .from(skillTestQuestions)
    .where(inArray(skillTestQuestions.testId, testIds))
    .orderBy(asc(skillTestQuestions.testId), asc(skillTestQuestions.position));
  const options = questions.length
    ? await db
        .select()
        .from(skillTestOptions)
        .where(
          inArray(
            skillTestOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(skillTestOptions.questionId), asc(skillTestOptions.position))
    : [];
  const byQuestion = new Map<string, (typeof options)[number][]>();
  for (const o of options) byQuestion.set(o.questionId, [...(byQuestion.get(o.questionId) ?? []), o]);
  return questions.map((q) => ({ ...q, options: byQuestion.get(q.id) ?? [] }));
}
export type QuestionWithOptions = Awaited<ReturnType<typeof findQuestions>>[number];

/** A candidate's attempts (newest first) with their answers. */
export async function findAttempts(db: Db, candidateId: string, testId?: string) {
  const attempts = await db
    .select()
    .from(candidateTests)
    .where(and(eq(candidateTests.candidateId, candidateId), testId ? eq(candidateTests.testId, testId) : undefined))
    .orderBy(desc(candidateTests.createdAt));
  const answers = attempts.length
    ? await db
        .select()
        .from(candidateTestAnswers)
        .where(
          inArray(
            candidateTestAnswers.candidateTestId,
            attempts.map((a) => a.id),
          ),
        )
    : [];
  return attempts.map((a) => ({ ...a, answers: answers.filter((x) => x.candidateTestId === a.id) }));
}
export type AttemptWithAnswers = Awaited<ReturnType<typeof findAttempts>>[number];

/** Stores an attempt and its answers; the unique index refuses a second attempt of the same test. */
export async function insertAttempt(
  db: Db,
  attempt: { candidateId: string; testId: string; result: number; passed: boolean },
  answers: { questionId: string; optionId: string | null; isCorrect: boolean }[],
) {
  const [row] = await db.insert(candidateTests).values(attempt).returning();
  if (!row) throw new Error('insert returned no row');
  if (answers.length) await db.insert(candidateTestAnswers).values(answers.map((a) => ({ ...a, candidateTestId: row.id })));
  return row;
}

// Seeding
export const countTestsBySlug = async (db: Db, slugs: string[]) =>
  slugs.length ? db.$count(skillTests, inArray(skillTests.slug, slugs)) : 0;

/**
 * Inserts the tests that are missing (by slug) with their questions and options, in one
 * transaction; tests already there are left as they are.
 */
export async function insertMissingTests(
  db: Db,
  tests: {
    slug: string;
    testName: string;
    testCategory: string;
    skillId: string;
    questions: { question: string; image: string | null; options: string[]; correct: number }[];
  }[],
) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(skillTests)
      .values(tests.map(({ questions: _q, ...t }) => t))
      .onConflictDoNothing()
      .returning({ id: skillTests.id, slug: skillTests.slug });
    if (inserted.length === 0) return;
    const bySlug = new Map(tests.map((t) => [t.slug, t]));
    const questionRows = await tx
      .insert(skillTestQuestions)
      .values(
        inserted.flatMap(({ id, slug }) =>
          (bySlug.get(slug)?.questions ?? []).map((q, position) => ({
            testId: id,
            position,
            question: q.question,
            image: q.image,
          })),
        ),
      )
      .returning({ id: skillTestQuestions.id, testId: skillTestQuestions.testId, position: skillTestQuestions.position });
    const slugOf = new Map(inserted.map((t) => [t.id, t.slug]));
    await tx.insert(skillTestOptions).values(
      questionRows.flatMap((q) => {
        const source = bySlug.get(slugOf.get(q.testId) as string)?.questions[q.position];
        return (source?.options ?? []).map((optionText, position) => ({
          questionId: q.id,
          position,
          optionText,
          isCorrect: position === source?.correct,
        }));
      }),
    );
  });
}
