import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
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

export async function listIndustries(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  return db
    .select()
    .from(industries)
    .where(where)
    .orderBy(...(orderBy.length ? orderBy : [asc(industries.industryName)]))
    .limit(limit)
    .offset(offset);
}

export async function listProfessionsOfIndustry(db: Db, industryId: string, activeOnly: boolean) {
  return db
    .select()
    .from(professions)
    .where(and(eq(professions.industryId, industryId), activeOnly ? eq(professions.isActive, true) : undefined))
    .orderBy(asc(professions.professionName));
}

export async function listSkillsOfProfessions(db: Db, professionIds: string[]) {
  return db
    .selectDistinct({ id: skills.id, skillName: skills.skillName, skillType: skills.skillType })
    .from(skills)
    .innerJoin(professionSkills, eq(professionSkills.skillId, skills.id))
    .innerJoin(professions, eq(professions.id, professionSkills.professionId))
    .where(and(inArray(professionSkills.professionId, professionIds), eq(skills.isActive, true), eq(professions.isActive, true)))
    .orderBy(asc(skills.skillType), asc(skills.skillName));
}

export const listEducations = (db: Db) => db.select().from(educations).orderBy(asc(educations.createdAt));
export const listExperiences = (db: Db) =>
  db.select().from(professionalExperiences).orderBy(asc(professionalExperiences.createdAt));
export const listAgeSpecifications = (db: Db) => db.select().from(ageSpecifications).orderBy(asc(ageSpecifications.createdAt));

/** Ids among `ids` that exist (and are active where the table has the flag). */
export async function existingIds(
  db: Db,
  table: 'industries' | 'professions' | 'skills' | 'educations' | 'experiences' | 'ages',
  ids: string[],
) {
  if (ids.length === 0) return new Set<string>();
  const rows = await (() => {
    switch (table) {
      case 'industries':
        return db.select({ id: industries.id }).from(industries).where(inArray(industries.id, ids));
      case 'professions':
        return db.select({ id: professions.id }).from(professions).where(inArray(professions.id, ids));
      case 'skills':
        return db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
      case 'educations':
        return db.select({ id: educations.id }).from(educations).where(inArray(educations.id, ids));
      case 'experiences':
        return db
          .select({ id: professionalExperiences.id })
          .from(professionalExperiences)
          .where(inArray(professionalExperiences.id, ids));
      case 'ages':
        return db.select({ id: ageSpecifications.id }).from(ageSpecifications).where(inArray(ageSpecifications.id, ids));
    }
  })();
  return new Set(rows.map((r) => r.id));
}

/** Active skills among `ids`, and skill ids by name (case-insensitive) for seeds that name skills. */
export async function activeSkillIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(inArray(skills.id, ids), eq(skills.isActive, true)));
  return new Set(rows.map((r) => r.id));
}

/** Every skill's name and kind (the taxonomy's in-memory copy, skill-names.ts). */
export const allSkillNames = (db: Db) =>
  db.select({ id: skills.id, skillName: skills.skillName, skillType: skills.skillType }).from(skills);

export async function skillIdsByName(db: Db, names: string[]) {
  if (names.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: skills.id, name: skills.skillName })
    .from(skills)
    .where(
      inArray(
        sql`lower(${skills.skillName})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export const findProfession = async (db: Db, id: string) =>
  (await db.select().from(professions).where(eq(professions.id, id)).limit(1))[0];

/** The named columns of the rows of `table` with these ids; no query when no id is given. */
function rowsWithIds<T extends PgTable & { id: PgColumn }, F extends SelectedFields>(
  db: Db,
  table: T,
  fields: F,
  ids: readonly (string | null | undefined)[],
) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  return wanted.length
    ? db
        .select(fields)
        .from(table as PgTable)
        .where(inArray(table.id, wanted))
    : Promise.resolve([]);
}

/** Names for a job's ids, for the job page and the summary. */
export async function namesFor(
  db: Db,
  ids: {
    industryId?: string | null;
    professionId?: string | null;
    skillIds: string[];
    educationIds: string[];
    experienceId?: string | null;
    ageId?: string | null;
  },
) {
  const [ind, prof, sk, ed, ex, age] = await Promise.all([
    rowsWithIds(db, industries, { id: industries.id, industryName: industries.industryName }, [ids.industryId]),
    rowsWithIds(db, professions, { id: professions.id, professionName: professions.professionName }, [ids.professionId]),
    rowsWithIds(db, skills, { id: skills.id, skillName: skills.skillName, skillType: skills.skillType }, ids.skillIds),
    rowsWithIds(db, educations, { id: educations.id, educationName: educations.educationName }, ids.educationIds),
    rowsWithIds(db, professionalExperiences, { id: professionalExperiences.id, experience: professionalExperiences.experience }, [
      ids.experienceId,
    ]),
    rowsWithIds(db, ageSpecifications, { id: ageSpecifications.id, ageRange: ageSpecifications.ageRange }, [ids.ageId]),
  ]);
  return {
    industry: ind[0] ?? null,
    profession: prof[0] ?? null,
    skills: sk,
    educations: ed,
    professionalExperience: ex[0] ?? null,
    ageSpecification: age[0] ?? null,
  };
}

// Administration
export const insertIndustry = async (db: Db, values: typeof industries.$inferInsert) =>
  (await db.insert(industries).values(values).onConflictDoNothing().returning())[0];
// An edit with no field (an empty body) changes nothing: it answers the row as it is, since
// UPDATE needs at least one column to set.
export const updateIndustry = async (db: Db, id: string, values: Partial<typeof industries.$inferInsert>) =>
  Object.keys(values).length
    ? (await db.update(industries).set(values).where(eq(industries.id, id)).returning())[0]
    : (await db.select().from(industries).where(eq(industries.id, id)))[0];
export const insertProfession = async (db: Db, values: typeof professions.$inferInsert) =>
  (await db.insert(professions).values(values).onConflictDoNothing().returning())[0];
export const updateProfession = async (db: Db, id: string, values: Partial<typeof professions.$inferInsert>) =>
  Object.keys(values).length
    ? (await db.update(professions).set(values).where(eq(professions.id, id)).returning())[0]
    : (await db.select().from(professions).where(eq(professions.id, id)))[0];
export const listAllProfessions = (db: Db) => db.select().from(professions).orderBy(asc(professions.professionName));

export async function listAllSkills(db: Db, q: string | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      id: skills.id,
      skillName: skills.skillName,
      skillType: skills.skillType,
      isActive: skills.isActive,
      createdAt: skills.createdAt,
      professionIds: sql<
        string[]
      >`coalesce(array_agg(${professionSkills.professionId}) filter (where ${professionSkills.professionId} is not null), '{}')`,
    })
    .from(skills)
    .leftJoin(professionSkills, eq(professionSkills.skillId, skills.id))
    .where(q ? sql`${skills.skillName} ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined)
    .groupBy(skills.id)
    .orderBy(asc(skills.skillName))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** Answers undefined when the name is taken. */
export async function insertSkill(db: Db, values: typeof skills.$inferInsert) {
  const [row] = await db.insert(skills).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSkill(db: Db, id: string, values: Partial<typeof skills.$inferInsert>) {
  const [row] = await db.update(skills).set(values).where(eq(skills.id, id)).returning();
  return row;
}

export async function findSkill(db: Db, id: string) {
  const [row] = await db.select().from(skills).where(eq(skills.id, id));
  return row;
}

/** Offers a skill in these professions (none: nothing to write). */
export async function linkSkill(db: Db, skillId: string, professionIds: string[]) {
  if (professionIds.length)
    await db.insert(professionSkills).values(professionIds.map((professionId) => ({ professionId, skillId })));
}

/** Removes a skill from every profession, before its new list is linked. */
export async function unlinkSkill(db: Db, skillId: string) {
  await db.delete(professionSkills).where(eq(professionSkills.skillId, skillId));
}

export const industriesByIds = (db: Db, ids: string[]) =>
  db.select({ id: industries.id, industryName: industries.industryName }).from(industries).where(inArray(industries.id, ids));
