import type { Db } from '#api/db/client.js';
import type { Seed } from '#api/db/seed/index.js';
import { skillIdsByName } from '#api/modules/taxonomy/taxonomy.service.js';
import { countTestsBySlug, insertMissingTests } from './candidates.tests.repository.js';
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
