import type { Db } from '#api/db/client.js';
import type { Seed } from '#api/db/seed/index.js';
import { skillIdsByName } from '#api/modules/taxonomy/taxonomy.service.js';
import { inTransaction } from '#api/platform/context.js';
import { countTestsBySlug, insertTestOptions, insertTestQuestions, insertTests } from './candidates.tests.repository.js';
import { SKILL_TESTS, type TestQuestion } from './data/skill-tests.js';

/**
 * The options in the order stored: rotated by a fixed amount per question, so the correct answer
 * does not sit at the same position throughout a test (the data file is written answer-first).
 */
export function storedOptions(question: TestQuestion, shift: number) {
  const n = question.options.length;
  const options = question.options.map((_, i) => question.options[(i + shift) % n] as string);
  return { options, correct: (question.answer - (shift % n) + n) % n };
}

/**
 * Inserts the tests that are missing (by slug) with their questions and options, in one
 * transaction; tests already there are left as they are.
 */
async function insertMissingTests(
  db: Db,
  tests: {
    slug: string;
    testName: string;
    testCategory: string;
    skillId: string;
    questions: { question: string; image: string | null; options: string[]; correct: number }[];
  }[],
) {
  await inTransaction({ db }, async ({ db: tx }) => {
    const inserted = await insertTests(
      tx,
      tests.map(({ questions: _q, ...t }) => t),
    );
    if (inserted.length === 0) return;
    const bySlug = new Map(tests.map((t) => [t.slug, t]));
    const questionRows = await insertTestQuestions(
      tx,
      inserted.flatMap(({ id, slug }) =>
        (bySlug.get(slug)?.questions ?? []).map((q, position) => ({
          testId: id,
          position,
          question: q.question,
          image: q.image,
        })),
      ),
    );
    const slugOf = new Map(inserted.map((t) => [t.id, t.slug]));
    await insertTestOptions(
      tx,
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

/** Seeds the test bank: returns at once when every test is there, else inserts the missing ones. */
async function seedSkillTests(db: Db) {
  const slugs = SKILL_TESTS.map((t) => t.slug);
  if ((await countTestsBySlug(db, slugs)) >= slugs.length) return;
  const skillIds = await skillIdsByName(
    { db },
    SKILL_TESTS.map((t) => t.skill),
  );
  await insertMissingTests(
    db,
    SKILL_TESTS.flatMap((t, testIndex) => {
      const skillId = skillIds.get(t.skill.toLowerCase());
      // A skill an administrator renamed away: its test waits until the name is back.
      if (!skillId) return [];
      return [
        {
          slug: t.slug,
          testName: t.testName,
          testCategory: t.testCategory,
          skillId,
          questions: t.questions.map((question, i) => ({
            question: question.q,
            image: question.image ?? null,
            ...storedOptions(question, testIndex * 3 + i * 5 + 1),
          })),
        },
      ];
    }),
  );
}

export const skillTestsSeed: Seed = { name: 'candidates.skill-tests', run: seedSkillTests };
