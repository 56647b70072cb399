import { countryCode, type MatchCandidate, type MatchCriterion, type MatchScore, type ReachBasis } from '@talentdeck/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#api/db/client.js';
import {
  candidates,
  candidateWorkExperiences,
  companyJobs,
  educations,
  jobApplications,
  matchedCandidates,
  professionalExperiences,
  professions,
  skills,
} from '#api/db/schema/index.js';

/**
 * The recomputation's queries. Its own table is matched_candidates; to compute in sets it also
 * reads the candidate's and the job's columns (like the applicants list joins the candidate), and
 * writes only what is the engine's: job_applications.match_percentage in the same transaction as
 * the match rows (docs/decisions/0019 and 0021) and company_jobs.match_gate_skill_ids. The calls'
 * reads are in matching.reads.repository.ts.
 */

export type JobRow = typeof companyJobs.$inferSelect;
export type MatchRow = typeof matchedCandidates.$inferSelect;
export type MatchInsert = typeof matchedCandidates.$inferInsert;

/**
 * The job, locked for its rematch (FOR NO KEY UPDATE): a second rematch of the same job waits for
 * this one, and so does a candidate's rematch touching the job (it takes FOR SHARE). Applying to
 * the job (a foreign-key share lock) is not blocked.
 */
export async function lockJobForRematch(db: Db, jobId: string) {
  const [row] = await db.select().from(companyJobs).where(eq(companyJobs.id, jobId)).for('no key update');
  return row;
}

export async function findJob(db: Db, jobId: string) {
  const [row] = await db.select().from(companyJobs).where(eq(companyJobs.id, jobId));
  return row;
}

/**
 * The small reference tables the score reads, whole (a few rows each). One query after the other:
 * inside a transaction they share one connection.
 */
export async function loadReference(db: Db) {
  const eds = await db.select({ id: educations.id, name: educations.educationName, level: educations.level }).from(educations);
  const experiences = await db.select().from(professionalExperiences);
  const jobProfessions = await db
    .select({ id: professions.id, name: professions.professionName, industryId: professions.industryId })
    .from(professions);
  return { educations: eds, experiences, professions: jobProfessions };
}

export async function findSkills(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: skills.id, skillName: skills.skillName, skillType: skills.skillType })
    .from(skills)
    .where(inArray(skills.id, ids));
}

type CandidateInputRow = {
  id: string;
  location: { lat: number; lng: number } | null;
  city: string | null;
  country: string | null;
  relocate: boolean | null;
  work_history: { p: string | null; f: string; t: string | null }[] | null;
  /** Comma-separated: split natively, where the drivers' array parser reads character by character. */
  skill_ids: string;
  verified_skill_ids: string;
  education_level: number | null;
  discoverable: boolean;
};

/** A candidate as the score reads them, and whether companies they did not apply to may list them. */
export type CandidateInput = MatchCandidate & { id: string; discoverable: boolean };

function toMatchCandidate(r: CandidateInputRow): CandidateInput {
  return {
    id: r.id,
    discoverable: r.discoverable,
    location: r.location,
    city: r.city,
    country: countryCode(r.country) ?? null,
    relocates: r.relocate ?? false,
    workHistory: (r.work_history ?? []).map((w) => ({ profession: w.p, from: w.f, to: w.t })),
    skillIds: r.skill_ids ? r.skill_ids.split(',') : [],
    verifiedSkillIds: r.verified_skill_ids ? r.verified_skill_ids.split(',') : [],
    educationLevel: r.education_level,
  };
}

/** A uuid[] as one bound parameter (a thousand ids are one value, not a thousand placeholders). */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Everything the score reads of these candidates, one row each, from the inputs the database keeps
 * on the candidate's row (migrations 0019, 0023 and 0026). The ids are joined from unnest (a
 * primary-key probe each), which the planner estimates well; `id = any(…)` on thousands of ids
 * made it scan the whole table. With `onlySkills` (a job's rematch) only the job's skills are sent:
 * the score reads no other, and they would be most of the bytes to send and parse.
 */
const candidateInputs = (ids: string[], onlySkills?: string[]) => {
  const skillsOf = (column: SQL) =>
    sql`array_to_string(${onlySkills ? sql`array(select s from unnest(${column}) as s where s = any(${uuidArray(onlySkills)}))` : column}, ',')`;
  return sql`
  select c.id, c.location, c.city, c.country, c.match_relocate as relocate, c.match_work_history as work_history,
    ${skillsOf(sql`c.match_skill_ids`)} as skill_ids, ${skillsOf(sql`c.match_verified_skill_ids`)} as verified_skill_ids,
    c.match_education_level as education_level, c.discoverable
  from unnest(${uuidArray(ids)}) as wanted(id) join candidates c on c.id = wanted.id`;
};

/**
 * The candidates a job's rematch scores: those who have one of the gate skills (declared, through
 * candidate_skills_skill_idx, or proved by a passed test) and those who applied to the job, each
 * once, with the percentage and reach their application holds now (an applicant's row is kept even
 * below 20 %). Every other candidate cannot be listed (docs/matching.md, who is a match) and has no
 * application. An anonymised application (an erased candidate's, or past the company's retention)
 * is scored no more: its match row is gone for good (docs/decisions/0041).
 */
export async function findCandidateScope(db: Db, jobId: string, gateSkillIds: string[]) {
  const gate = uuidArray(gateSkillIds);
  const rows = rowsOf<{ candidate_id: string; applied: boolean; percentage: number | null; reach: string | null }>(
    await db.execute(sql`
      select candidate_id, bool_or(applied) as applied, max(percentage) as percentage, max(reach) as reach from (
        select cs.candidate_id, false as applied, null::smallint as percentage, null::text as reach
          from candidate_skills cs where cs.skill_id = any(${gate})
        union all
        select ct.candidate_id, false, null, null from candidate_tests ct join skill_tests st on st.id = ct.test_id
          where ct.passed and st.skill_id = any(${gate})
        union all
        select ja.candidate_id, true, ja.match_percentage, ja.match_reach from job_applications ja
          where ja.company_job_id = ${jobId} and ja.anonymised_at is null) as field
      group by candidate_id`),
  );
  const applicants = new Map<string, { percentage: number | null; reach: string | null }>();
  for (const r of rows) if (r.applied) applicants.set(r.candidate_id, { percentage: r.percentage, reach: r.reach });
  return { ids: rows.map((r) => r.candidate_id), applicants };
}

/** The score's inputs of these candidates (a chunk of a scope). */
export async function findCandidateInputs(db: Db, ids: string[], onlySkills?: string[]) {
  if (ids.length === 0) return [];
  return rowsOf<CandidateInputRow>(await db.execute(candidateInputs(ids, onlySkills))).map(toMatchCandidate);
}

export async function shareLockCandidate(db: Db, candidateId: string) {
  await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateId)).for('share');
}

export async function findCandidateInput(db: Db, candidateId: string) {
  const [row] = await findCandidateInputs(db, [candidateId]);
  return row;
}

/**
 * The published jobs a candidate's rematch scores, share-locked (see lockJobForRematch): those
 * whose field the candidate is in (a gate skill; any other job cannot list them), those the
 * candidate applied to and those where the candidate has a match row now (which may have to go).
 */
export async function lockJobsForCandidate(db: Db, candidateId: string, skillIds: string[]) {
  // Three sources as a union, each through its own index (company_jobs_published_gate_idx for the
  // field): as one OR the planner could use none of them and read every job (22 ms against 1 ms on
  // the scale data's 20,000).
  const ofField = skillIds.length
    ? sql`select g.id from company_jobs g
        where g.job_status = 'Published' and not g.is_job_deleted and g.match_gate_skill_ids && ${uuidArray(skillIds)}
        union `
    : sql``;
  return db
    .select()
    .from(companyJobs)
    .where(
      and(
        eq(companyJobs.jobStatus, 'Published'),
        eq(companyJobs.isJobDeleted, false),
        sql`${companyJobs.id} in (${ofField}select company_job_id from job_applications where candidate_id = ${candidateId}
          union select company_job_id from matched_candidates where candidate_id = ${candidateId})`,
      ),
    )
    .orderBy(asc(companyJobs.id))
    .for('share');
}

const BATCH = 2000;

/**
 * Adds match rows (in the caller's transaction). The rows travel as one JSON value unpacked by
 * json_to_recordset: one bound parameter per statement instead of twelve per row, which is what
 * made building and parsing a multi-row VALUES the slowest step of a rematch.
 */
export async function insertMatches(db: Db, rows: MatchInsert[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r) => ({
      company_job_id: r.companyJobId,
      candidate_id: r.candidateId,
      company_id: r.companyId,
      percentage: r.percentage,
      listed: r.listed,
      excluded_by: r.excludedBy ?? [],
      breakdown: r.breakdown,
      matched_skill_ids: r.matchedSkillIds,
      verified_skill_ids: r.verifiedSkillIds,
      missing_skill_ids: r.missingSkillIds,
      field_fit: r.fieldFit ?? 1,
      profession_months: r.professionMonths ?? 0,
      relevant_months: r.relevantMonths ?? 0,
      reach: r.reach ?? 'near',
      distance_km: r.distanceKm ?? null,
      computed_at: r.computedAt.toISOString(),
    }));
    await db.execute(sql`
      insert into matched_candidates (company_job_id, candidate_id, company_id, percentage, listed, excluded_by, breakdown,
        matched_skill_ids, verified_skill_ids, missing_skill_ids, field_fit, profession_months, relevant_months, reach,
        distance_km, computed_at)
      select company_job_id, candidate_id, company_id, percentage, listed, excluded_by, breakdown,
        matched_skill_ids, verified_skill_ids, missing_skill_ids, field_fit, profession_months, relevant_months, reach,
        distance_km, computed_at
      from json_to_recordset(${JSON.stringify(batch)}::json) as r(company_job_id uuid, candidate_id uuid, company_id uuid,
        percentage smallint, listed boolean, excluded_by text[], breakdown jsonb, matched_skill_ids uuid[],
        verified_skill_ids uuid[], missing_skill_ids uuid[], field_fit real, profession_months real, relevant_months real,
        reach text, distance_km integer, computed_at timestamptz)`);
  }
}

/** The scores of one job's rematch, as `insertJobMatches` takes them. */
export type JobScores = {
  job: { id: string; companyId: string; skillIds: string[]; weights: Record<MatchCriterion, number> };
  computedAt: Date;
  rows: { candidateId: string; score: MatchScore }[];
};

/** An array literal of values that need no quoting (uuids, numbers, booleans). */
export const literal = (values: (string | number | boolean)[]) => `{${values.join(',')}}`;
/** An array literal of texts, each quoted (they may hold commas or be empty). */
const textLiteral = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/**
 * Adds one job's rows (a job's rematch: tens of thousands at once). The rows travel as a column
 * per parameter, and what is the same for every row (the job, its company, the weights, the
 * skills) once: each row's skills are one character per skill of the job (v verified, d declared,
 * - missing). A third of the bytes of the generic insertMatches, and no JSON to parse.
 *
 * What the database does per row is most of a rematch's cost, so: the three id arrays are expanded
 * once per distinct skills string (a job's rows share a few dozen), not once per row, and the
 * breakdown is one jsonb text to read rather than five jsonb values to build (half the time).
 */
export async function insertJobMatches(db: Db, { job, computedAt, rows }: JobScores) {
  const w = job.weights;
  const criterion = (name: string, weight: number, points: string) =>
    `'"${name}":{"weight":${Math.round(weight)},"points":' || ${points} || '}'`;
  const breakdown = sql.raw(
    `('{' || ${criterion('education', w.education, 'r.education')} || ',' || ${criterion('workExperience', w.workExperience, 'r.work_experience')}
      || ',' || ${criterion('hardSkills', w.hardSkills, 'r.hard_skills')} || ',' || ${criterion('softSkills', w.softSkills, 'r.soft_skills')} || '}')::jsonb`,
  );
  const expand = (which: string) =>
    sql.raw(`array(select k.id from unnest(skills.ids) with ordinality as k(id, n)
      where ${which.replace('$', 'substr(st.skills, n::int, 1)')} order by n)`);
  for (let i = 0; i < rows.length; i += JOB_BATCH) {
    const batch = rows.slice(i, i + JOB_BATCH);
    const points = (k: MatchCriterion) => literal(batch.map((r) => r.score.breakdown[k].points));
    const states = batch.map(({ score }) => {
      const state = new Map(score.matched.map((m) => [m.id, m.verified ? 'v' : 'd']));
      return job.skillIds.map((id) => state.get(id) ?? '-').join('');
    });
    await db.execute(sql`
      with r as (
        select * from unnest(${literal(batch.map((r) => r.candidateId))}::uuid[], ${literal(batch.map((r) => r.score.percentage))}::smallint[],
          ${literal(batch.map((r) => r.score.listed))}::boolean[], ${textLiteral(batch.map((r) => r.score.excludedBy.join(',')))}::text[],
          ${points('education')}::float8[], ${points('workExperience')}::float8[], ${points('hardSkills')}::float8[],
          ${points('softSkills')}::float8[], ${textLiteral(states)}::text[],
          ${literal(batch.map((r) => r.score.field.fit))}::real[], ${literal(batch.map((r) => r.score.field.professionMonths))}::real[],
          ${literal(batch.map((r) => r.score.field.relevantMonths))}::real[], ${textLiteral(batch.map((r) => r.score.reach.basis))}::text[],
          ${literal(batch.map((r) => r.score.reach.distanceKm ?? 'NULL'))}::int[])
          as r(candidate_id, percentage, listed, excluded, education, work_experience, hard_skills, soft_skills, skills,
            field_fit, profession_months, relevant_months, reach, distance_km)),
      expanded as (
        select st.skills, ${expand("$ <> '-'")} as matched, ${expand("$ = 'v'")} as verified, ${expand("$ = '-'")} as missing
        from (select distinct skills from r) as st, (select ${uuidArray(job.skillIds)} as ids) as skills)
      insert into matched_candidates (company_job_id, candidate_id, company_id, percentage, listed, excluded_by, breakdown,
        matched_skill_ids, verified_skill_ids, missing_skill_ids, field_fit, profession_months, relevant_months, reach,
        distance_km, computed_at)
      select ${job.id}::uuid, r.candidate_id, ${job.companyId}::uuid, r.percentage, r.listed,
        case when r.excluded = '' then '{}'::text[] else string_to_array(r.excluded, ',') end,
        ${breakdown}, e.matched, e.verified, e.missing, r.field_fit, r.profession_months, r.relevant_months, r.reach,
        r.distance_km, ${computedAt.toISOString()}::timestamptz
      from r join expanded e on e.skills = r.skills`);
  }
}

/** Rows of a job's rematch per statement: large, since each row is a few dozen bytes. */
const JOB_BATCH = 10_000;

/** A pair's percentage and reach, as an application keeps them. */
export type Percentage = { candidateId: string; companyJobId: string; percentage: number; reach: ReachBasis };

/**
 * Writes each applicant's percentage and reach onto their application, in the rematch's
 * transaction (a reader sees the old percentages and rows or the new ones, never a mix). Only the
 * ones that changed are written: an application row is wide and indexed for the applicants list.
 */
export async function setApplicationPercentages(db: Db, percentages: Percentage[]) {
  if (percentages.length === 0) return;
  await db.execute(sql`
    update job_applications ja set match_percentage = p.percentage, match_reach = p.reach, updated_at = now()
    from unnest(${literal(percentages.map((p) => p.companyJobId))}::uuid[], ${literal(percentages.map((p) => p.candidateId))}::uuid[],
      ${literal(percentages.map((p) => p.percentage))}::smallint[], ${literal(percentages.map((p) => p.reach))}::text[])
      as p(company_job_id, candidate_id, percentage, reach)
    where ja.company_job_id = p.company_job_id and ja.candidate_id = p.candidate_id
      and (ja.match_percentage is distinct from p.percentage or ja.match_reach is distinct from p.reach)`);
}

/** Stores the job's field (its gate skills) for the candidates' rematches, in the job's rematch. */
export async function setGateSkills(db: Db, jobId: string, gateSkillIds: string[]) {
  // Bookkeeping of the engine, not an edit of the job: its updated_at stays.
  await db.execute(sql`update company_jobs set match_gate_skill_ids = ${uuidArray(gateSkillIds)} where id = ${jobId}`);
}

/** A job that is no longer published keeps no matches (its applications keep their last percentage). */
export const clearJobMatches = (db: Db, jobId: string) =>
  db.delete(matchedCandidates).where(eq(matchedCandidates.companyJobId, jobId));

/** Replaces the candidate's rows on these (locked) jobs. */
export async function replaceCandidateMatches(db: Db, candidateId: string, jobIds: string[], rows: MatchInsert[]) {
  if (jobIds.length === 0) return;
  await db
    .delete(matchedCandidates)
    .where(and(eq(matchedCandidates.candidateId, candidateId), inArray(matchedCandidates.companyJobId, jobIds)));
  await insertMatches(db, rows);
}

/** The companies a candidate applied to: they may always list the candidate (docs/PRIVACY.md). */
export async function appliedCompanyIdsOfCandidate(db: Db, candidateId: string) {
  const rows = await db
    .selectDistinct({ companyId: jobApplications.companyId })
    .from(jobApplications)
    .where(and(eq(jobApplications.candidateId, candidateId), isNull(jobApplications.anonymisedAt)));
  return rows.map((r) => r.companyId);
}

/** The candidates who applied to one of the company's jobs, of these (a chunk of a job's scope). */
export async function applicantsOfCompanyAmong(db: Db, companyId: string, candidateIds: string[]) {
  if (candidateIds.length === 0) return new Set<string>();
  const rows = rowsOf<{ candidate_id: string }>(
    await db.execute(sql`select distinct candidate_id from job_applications
      where company_id = ${companyId} and candidate_id = any(${uuidArray(candidateIds)}) and anonymised_at is null`),
  );
  return new Set(rows.map((r) => r.candidate_id));
}

/** Removes the candidate's match rows at every company they did not apply to (they chose not to be found). */
export async function deleteMatchesOutsideAppliedCompanies(db: Db, candidateId: string) {
  await db.delete(matchedCandidates).where(
    and(
      eq(matchedCandidates.candidateId, candidateId),
      sql`${matchedCandidates.companyId} not in (select company_id from job_applications
          where candidate_id = ${candidateId} and anonymised_at is null)`,
    ),
  );
}

export async function appliedJobIdsOfCandidate(db: Db, candidateId: string) {
  const rows = await db
    .select({ jobId: jobApplications.companyJobId })
    .from(jobApplications)
    .where(eq(jobApplications.candidateId, candidateId));
  return rows.map((r) => r.jobId);
}

/**
 * Candidates in a job now (open-ended, or ending later) that started on one of these days of the
 * month: today their experience grows by a month.
 */
export async function candidatesWhoseMonthTurns(db: Db, today: string, days: number[]) {
  const rows = await db
    .selectDistinct({ id: candidateWorkExperiences.candidateId })
    .from(candidateWorkExperiences)
    .where(
      and(
        sql`(${candidateWorkExperiences.to} is null or ${candidateWorkExperiences.to} > ${today}::date)`,
        sql`${candidateWorkExperiences.from} < ${today}::date`,
        inArray(sql`extract(day from ${candidateWorkExperiences.from})::int`, days),
      ),
    );
  return rows.map((r) => r.id);
}
