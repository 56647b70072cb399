import { EDUCATION_LEVELS } from '@talentdeck/shared';
import type { Db } from '#api/db/client.js';
import {
  ageSpecifications,
  educations,
  industries,
  professionalExperiences,
  professionSkills,
  professions,
  skills,
} from '#api/db/schema/index.js';
import type { Seed } from '#api/db/seed/index.js';
import { inTransaction } from '#api/platform/context.js';
import {
  AGE_SPECIFICATIONS,
  CORE_SOFT_SKILLS,
  EDUCATIONS,
  INDUSTRIES,
  PROFESSIONAL_EXPERIENCES,
  SOFT_SKILLS,
} from './data/taxonomy-data.js';

const split = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The seeded data as rows, skills deduplicated by name (case-insensitive). */
export function taxonomyRows() {
  const skillType = new Map<string, { name: string; type: 'hard' | 'soft' }>();
  for (const name of SOFT_SKILLS) skillType.set(name.toLowerCase(), { name, type: 'soft' });
  const links: { industry: string; profession: string; skill: string }[] = [];
  const extraSoft = SOFT_SKILLS.slice(CORE_SOFT_SKILLS.length);
  let n = 0;
  for (const industry of INDUSTRIES) {
    for (const [profession, list] of Object.entries(industry.professions)) {
      for (const name of split(list)) {
        if (!skillType.has(name.toLowerCase())) skillType.set(name.toLowerCase(), { name, type: 'hard' });
        links.push({ industry: industry.name, profession, skill: name.toLowerCase() });
      }
      // Every profession offers the core soft skills and a few more, varied across professions.
      const soft = [...CORE_SOFT_SKILLS, ...[0, 1, 2, 3].map((k) => extraSoft[(n * 4 + k) % extraSoft.length] as string)];
      for (const name of soft) links.push({ industry: industry.name, profession, skill: name.toLowerCase() });
      n += 1;
    }
  }
  return { skills: [...skillType.values()], links, professionCount: n };
}

/** Orders lists by createdAt as written in the data file. */
const at = (i: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, i));

async function seedTaxonomy(db: Db) {
  const rows = taxonomyRows();
  const [i, p, sk, e, x, a] = await Promise.all([
    db.$count(industries),
    db.$count(professions),
    db.$count(skills),
    db.$count(educations),
    db.$count(professionalExperiences),
    db.$count(ageSpecifications),
  ]);
  const counts = { i, p, s: sk, e, x, a };
  // Already seeded (administrators only ever add): nothing to do at this start.
  if (
    counts.i >= INDUSTRIES.length &&
    counts.p >= rows.professionCount &&
    counts.s >= rows.skills.length &&
    counts.e >= EDUCATIONS.length &&
    counts.x >= PROFESSIONAL_EXPERIENCES.length &&
    counts.a >= AGE_SPECIFICATIONS.length
  )
    return;

  await inTransaction({ db }, async ({ db: tx }) => {
    await tx
      .insert(educations)
      .values(
        EDUCATIONS.map((educationName, i) => ({ educationName, level: EDUCATION_LEVELS[educationName] ?? 0, createdAt: at(i) })),
      )
      .onConflictDoNothing();
    await tx
      .insert(professionalExperiences)
      .values(PROFESSIONAL_EXPERIENCES.map((e, i) => ({ ...e, createdAt: at(i) })))
      .onConflictDoNothing();
    await tx
      .insert(ageSpecifications)
      .values(AGE_SPECIFICATIONS.map((a, i) => ({ ...a, createdAt: at(i) })))
      .onConflictDoNothing();
    await tx
      .insert(industries)
      .values(INDUSTRIES.map((ind) => ({ industryName: ind.name })))
      .onConflictDoNothing();
    const industryIds = new Map((await tx.select().from(industries)).map((r) => [r.industryName.toLowerCase(), r.id]));
    await tx
      .insert(professions)
      .values(
        INDUSTRIES.flatMap((ind) =>
          Object.keys(ind.professions).map((professionName) => ({
            industryId: industryIds.get(ind.name.toLowerCase()) as string,
            professionName,
          })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(skills)
      .values(rows.skills.map((s) => ({ skillName: s.name, skillType: s.type })))
      .onConflictDoNothing();
    const professionIds = new Map(
      (await tx.select().from(professions)).map((r) => [`${r.industryId}|${r.professionName.toLowerCase()}`, r.id]),
    );
    const skillIds = new Map(
      (await tx.select({ id: skills.id, name: skills.skillName }).from(skills)).map((r) => [r.name.toLowerCase(), r.id]),
    );
    const links = rows.links.map((l) => ({
      professionId: professionIds.get(`${industryIds.get(l.industry.toLowerCase())}|${l.profession.toLowerCase()}`) as string,
      skillId: skillIds.get(l.skill) as string,
    }));
    for (let i = 0; i < links.length; i += 5000) {
      await tx
        .insert(professionSkills)
        .values(links.slice(i, i + 5000))
        .onConflictDoNothing();
    }
  });
}

export const taxonomySeed: Seed = { name: 'taxonomy', run: seedTaxonomy };
