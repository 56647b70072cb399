import { JOB_MESSAGES } from '@talentdeck/shared';

import { industries } from '#api/db/schema/index.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError, notFound, validationError } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { forgetSkillNames, type SkillName, skillNamesOf } from './skill-names.js';

export type { SkillName };

import * as repo from './taxonomy.repository.js';

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

const industryFilter: FilterSpec = {
  where: {
    id: { column: industries.id, type: 'uuid' },
    industryName: { column: industries.industryName, type: 'string' },
    isActive: { column: industries.isActive, type: 'boolean' },
    createdAt: { column: industries.createdAt, type: 'date' },
  },
  defaultLimit: 100,
  maxLimit: 100,
};

export async function listIndustries(ctx: AppContext, rawFilter: string | undefined) {
  const f = parseFilter(rawFilter, industryFilter);
  return (await repo.listIndustries(ctx.db, f.where, f.orderBy, f.limit, f.offset)).map(iso);
}

export async function listProfessions(ctx: AppContext, industryId: string) {
  return (await repo.listProfessionsOfIndustry(ctx.db, industryId, true)).map(iso);
}

export const listSkillsOfProfessions = (ctx: AppContext, professionIds: string[]) =>
  repo.listSkillsOfProfessions(ctx.db, [...new Set(professionIds)]);

export const listEducations = async (ctx: AppContext) => (await repo.listEducations(ctx.db)).map(iso);
export const listExperiences = async (ctx: AppContext) => (await repo.listExperiences(ctx.db)).map(iso);
export const listAgeSpecifications = async (ctx: AppContext) => (await repo.listAgeSpecifications(ctx.db)).map(iso);

export type JobTaxonomyRefs = {
  industryId?: string | null;
  professionId?: string | null;
  skillIds?: string[];
  educationIds?: string[];
  professionalExperienceId?: string | null;
  ageSpecificationId?: string | null;
};

/** For the jobs module: every referenced entry must exist, and the speciality must belong to the category. */
export async function assertJobReferences(ctx: AppContext, refs: JobTaxonomyRefs) {
  const issues: { field: string; message: string }[] = [];
  const check = async (
    field: string,
    table: Parameters<typeof repo.existingIds>[1],
    ids: (string | null | undefined)[],
    message: string,
  ) => {
    const wanted = [...new Set(ids.filter((v): v is string => !!v))];
    const found = await repo.existingIds(ctx.db, table, wanted);
    if (wanted.some((id) => !found.has(id))) issues.push({ field, message });
  };
  await check('industryId', 'industries', [refs.industryId], JOB_MESSAGES.unknownIndustry);
  await check('professionId', 'professions', [refs.professionId], JOB_MESSAGES.unknownProfession);
  await check('skillIds', 'skills', refs.skillIds ?? [], JOB_MESSAGES.unknownSkill);
  await check('educationIds', 'educations', refs.educationIds ?? [], JOB_MESSAGES.unknownEducation);
  await check('professionalExperienceId', 'experiences', [refs.professionalExperienceId], JOB_MESSAGES.unknownExperience);
  await check('ageSpecificationId', 'ages', [refs.ageSpecificationId], JOB_MESSAGES.unknownAgeBracket);
  if (refs.professionId && refs.industryId && issues.length === 0) {
    const profession = await repo.findProfession(ctx.db, refs.professionId);
    if (profession?.industryId !== refs.industryId)
      issues.push({ field: 'professionId', message: JOB_MESSAGES.specialityNotInCategory });
  }
  if (issues.length) throw validationError(issues);
}

/** Names for taxonomy ids (a job page, a candidate profile). */
export const taxonomyNames = (ctx: AppContext, refs: Parameters<typeof repo.namesFor>[1]) => repo.namesFor(ctx.db, refs);

/**
 * For the candidate profile: each skill must exist and be active, each education level exist.
 * `field` names the body's field in the 422.
 */
export async function assertCandidateReferences(
  ctx: AppContext,
  refs: { skillIds: string[]; educationIds: { field: string; id: string }[] },
  messages: { skill: string; education: string },
) {
  const issues: { field: string; message: string }[] = [];
  const skillIds = [...new Set(refs.skillIds)];
  const active = await repo.activeSkillIds(ctx.db, skillIds);
  if (skillIds.some((id) => !active.has(id))) issues.push({ field: 'skillIds', message: messages.skill });
  const found = await repo.existingIds(ctx.db, 'educations', [...new Set(refs.educationIds.map((e) => e.id))]);
  for (const e of refs.educationIds) if (!found.has(e.id)) issues.push({ field: e.field, message: messages.education });
  if (issues.length) throw validationError(issues);
}

/** Skill ids by name (lower-cased keys), for seeds that name the skills they use. */
/** Skills' names and kinds by id, from the in-memory copy of the taxonomy (skill-names.ts). */
export const skillNames = (ctx: Pick<AppContext, 'db'>, ids: readonly string[]) => skillNamesOf(ctx.db, ids);

export const skillIdsByName = (ctx: Pick<AppContext, 'db'>, names: string[]) => repo.skillIdsByName(ctx.db, names);

// Administration
const conflict = () => new AppError('CONFLICT');

export const adminListIndustries = async (ctx: AppContext) =>
  (await repo.listIndustries(ctx.db, undefined, [], 1000, 0)).map(iso);

export async function adminCreateIndustry(ctx: AppContext, input: { industryName: string; isActive?: boolean }) {
  const row = await repo.insertIndustry(ctx.db, input);
  if (!row) throw conflict();
  return iso(row);
}

export async function adminUpdateIndustry(ctx: AppContext, id: string, input: { industryName?: string; isActive?: boolean }) {
  const row = await repo.updateIndustry(ctx.db, id, input).catch(uniqueViolation);
  if (!row) throw notFound();
  return iso(row);
}

export const adminListProfessions = async (ctx: AppContext) => (await repo.listAllProfessions(ctx.db)).map(iso);

export async function adminCreateProfession(
  ctx: AppContext,
  input: { industryId: string; professionName: string; isActive?: boolean },
) {
  await assertIndustry(ctx, input.industryId);
  const row = await repo.insertProfession(ctx.db, input);
  if (!row) throw conflict();
  return iso(row);
}

export async function adminUpdateProfession(
  ctx: AppContext,
  id: string,
  input: { industryId?: string; professionName?: string; isActive?: boolean },
) {
  if (input.industryId) await assertIndustry(ctx, input.industryId);
  const row = await repo.updateProfession(ctx.db, id, input).catch(uniqueViolation);
  if (!row) throw notFound();
  return iso(row);
}

export async function adminListSkills(ctx: AppContext, q: string | undefined, limit: number, offset: number) {
  return (await repo.listAllSkills(ctx.db, q, limit, offset)).map(iso);
}

type SkillInput = { skillName?: string; skillType?: 'hard' | 'soft'; professionIds?: string[]; isActive?: boolean };

export async function adminCreateSkill(ctx: AppContext, input: SkillInput & { skillName: string; skillType: 'hard' | 'soft' }) {
  const { professionIds = [], ...values } = input;
  await assertProfessions(ctx, professionIds);
  // The skill and its professions are written together or not at all.
  const row = await inTransaction(ctx, async (tx) => {
    const skill = await repo.insertSkill(tx.db, values);
    if (skill) await repo.linkSkill(tx.db, skill.id, [...new Set(professionIds)]);
    return skill;
  });
  if (!row) throw conflict();
  forgetSkillNames(ctx.db);
  return { ...iso(row), professionIds: [...new Set(professionIds)] };
}

export async function adminUpdateSkill(ctx: AppContext, id: string, input: SkillInput) {
  const { professionIds, ...values } = input;
  if (professionIds) await assertProfessions(ctx, professionIds);
  const unique = professionIds ? [...new Set(professionIds)] : undefined;
  const row = await inTransaction(ctx, async (tx) => {
    const skill = Object.keys(values).length ? await repo.updateSkill(tx.db, id, values) : await repo.findSkill(tx.db, id);
    if (skill && unique) {
      await repo.unlinkSkill(tx.db, id);
      await repo.linkSkill(tx.db, id, unique);
    }
    return skill;
  }).catch(uniqueViolation);
  if (!row) throw notFound();
  forgetSkillNames(ctx.db);
  return { ...iso(row), ...(unique ? { professionIds: unique } : {}) };
}

async function assertIndustry(ctx: AppContext, industryId: string) {
  const found = await repo.existingIds(ctx.db, 'industries', [industryId]);
  if (!found.has(industryId)) throw validationError([{ field: 'industryId', message: JOB_MESSAGES.unknownIndustry }]);
}

async function assertProfessions(ctx: AppContext, ids: string[]) {
  const found = await repo.existingIds(ctx.db, 'professions', ids);
  if (ids.some((id) => !found.has(id)))
    throw validationError([{ field: 'professionIds', message: JOB_MESSAGES.unknownProfession }]);
}

function uniqueViolation(err: unknown): never {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw conflict();
  throw err;
}

/** Industry names by id, in one query (the openings list's Industry column). */
export async function industryNames(ctx: AppContext, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { id: string; industryName: string }>();
  return new Map((await repo.industriesByIds(ctx.db, unique)).map((r) => [r.id, r]));
}
