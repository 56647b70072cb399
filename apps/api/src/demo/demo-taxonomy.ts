import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import {
  ageSpecifications,
  educations,
  industries,
  professionalExperiences,
  professionSkills,
  professions,
  skills,
  skillTestOptions,
  skillTestQuestions,
  skillTests,
} from '#api/db/schema/index.js';

export type Profession = { id: string; name: string; industryId: string; industry: string; hard: Named[]; soft: Named[] };
export type Named = { id: string; name: string };

/**
 * The reference data the demo draws from, read once: the seeded taxonomy (professions with their
 * hard and soft skills, education levels, experience and age brackets) and the skills-test bank
 * with each question's correct option (to answer tests right or wrong on purpose).
 */
export async function loadReferenceData(db: Db) {
  const rows = await db
    .select({
      id: professions.id,
      name: professions.professionName,
      industryId: industries.id,
      industry: industries.industryName,
    })
    .from(professions)
    .innerJoin(industries, eq(industries.id, professions.industryId))
    .where(eq(professions.isActive, true));
  const links = await db
    .select({ professionId: professionSkills.professionId, id: skills.id, name: skills.skillName, type: skills.skillType })
    .from(professionSkills)
    .innerJoin(skills, eq(skills.id, professionSkills.skillId))
    .where(eq(skills.isActive, true));
  const byProfession = new Map<string, Profession>(rows.map((r) => [r.id, { ...r, hard: [], soft: [] }]));
  for (const l of links) {
    const p = byProfession.get(l.professionId);
    if (p) p[l.type].push({ id: l.id, name: l.name });
  }
  for (const p of byProfession.values()) {
    p.hard.sort((a, b) => a.name.localeCompare(b.name));
    p.soft.sort((a, b) => a.name.localeCompare(b.name));
  }
  const professionList = [...byProfession.values()].sort((a, b) => a.name.localeCompare(b.name));

  const tests = await db
    .select({ id: skillTests.id, skillId: skillTests.skillId, name: skillTests.testName })
    .from(skillTests)
    .where(eq(skillTests.isActive, true));
  const questions = tests.length
    ? await db
        .select({
          testId: skillTestQuestions.testId,
          questionId: skillTestQuestions.id,
          position: skillTestQuestions.position,
          optionId: skillTestOptions.id,
          isCorrect: skillTestOptions.isCorrect,
        })
        .from(skillTestQuestions)
        .innerJoin(skillTestOptions, eq(skillTestOptions.questionId, skillTestQuestions.id))
        .where(
          inArray(
            skillTestQuestions.testId,
            tests.map((t) => t.id),
          ),
        )
    : [];
  const testBank = tests
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => {
      const own = new Map<string, { questionId: string; position: number; correct: string; wrong: string[] }>();
      for (const q of questions.filter((x) => x.testId === t.id)) {
        const entry = own.get(q.questionId) ?? { questionId: q.questionId, position: q.position, correct: '', wrong: [] };
        if (q.isCorrect) entry.correct = q.optionId;
        else entry.wrong.push(q.optionId);
        own.set(q.questionId, entry);
      }
      return { ...t, questions: [...own.values()].sort((a, b) => a.position - b.position) };
    });

  return {
    professions: professionList,
    professionByName: new Map(professionList.map((p) => [p.name, p])),
    educations: await db.select({ id: educations.id, name: educations.educationName }).from(educations),
    experiences: await db.select().from(professionalExperiences),
    ages: await db.select().from(ageSpecifications),
    tests: testBank,
  };
}
export type ReferenceData = Awaited<ReturnType<typeof loadReferenceData>>;
