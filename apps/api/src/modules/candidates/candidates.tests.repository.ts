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

/** Inserts the tests whose slug is new; answers those it inserted (the others are left as they are). */
export async function insertTests(db: Db, tests: (typeof skillTests.$inferInsert)[]) {
  return db.insert(skillTests).values(tests).onConflictDoNothing().returning({ id: skillTests.id, slug: skillTests.slug });
}

export async function insertTestQuestions(db: Db, questions: (typeof skillTestQuestions.$inferInsert)[]) {
  return db
    .insert(skillTestQuestions)
    .values(questions)
    .returning({ id: skillTestQuestions.id, testId: skillTestQuestions.testId, position: skillTestQuestions.position });
}

export async function insertTestOptions(db: Db, options: (typeof skillTestOptions.$inferInsert)[]) {
  await db.insert(skillTestOptions).values(options);
}
