import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#api/db/client.js';
import { candidateCardColumns } from '#api/db/projections.js';
import { candidates, jobApplications, matchedCandidates, skillTests, users } from '#api/db/schema/index.js';
import { createBatchLoader, perDatabase } from '#api/platform/batch.js';
import { literal } from './matching.repository.js';

/**
 * The reads of the matching calls and of the modules that show matches (the applicants list, the
 * candidate overview, the policy): stored rows only, never a computation.
 */

/** The active tests whose pass verifies each of these skills. */
export async function findTestsForSkills(db: Db, skillIds: string[]) {
  if (skillIds.length === 0) return [];
  return db
    .select({ id: skillTests.id, testName: skillTests.testName, skillId: skillTests.skillId })
    .from(skillTests)
    .where(and(inArray(skillTests.skillId, skillIds), eq(skillTests.isActive, true)))
    .orderBy(asc(skillTests.testName));
}

export async function findMatch(db: Db, jobId: string, candidateId: string) {
  const [row] = await db
    .select()
    .from(matchedCandidates)
    .where(and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.candidateId, candidateId)));
  return row;
}

/** The rows of these candidates on the company's jobs (the applicants list and the candidate overview). */
export async function findMatchesOfCandidates(db: Db, companyId: string, candidateIds: string[], jobId?: string) {
  if (candidateIds.length === 0) return [];
  return db
    .select({
      id: matchedCandidates.id,
      percentage: matchedCandidates.percentage,
      candidateId: matchedCandidates.candidateId,
      companyJobId: matchedCandidates.companyJobId,
    })
    .from(matchedCandidates)
    .where(
      and(
        inArray(matchedCandidates.candidateId, candidateIds),
        eq(matchedCandidates.companyId, companyId),
        jobId ? eq(matchedCandidates.companyJobId, jobId) : undefined,
      ),
    );
}

/** Whether the company has a listed match (20 % or more) with the candidate (matched_candidates_candidate_company_idx). */
export async function hasListedMatchWithCompany(db: Db, companyId: string, candidateId: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(matchedCandidates)
    .where(
      and(
        eq(matchedCandidates.candidateId, candidateId),
        eq(matchedCandidates.companyId, companyId),
        eq(matchedCandidates.listed, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasApplied(db: Db, jobId: string, candidateId: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(jobApplications)
    .where(and(eq(jobApplications.companyJobId, jobId), eq(jobApplications.candidateId, candidateId)))
    .limit(1);
  return rows.length > 0;
}

/** The columns of a page's rows: the match, its candidate's card and their name. */
const pageColumns = {
  match: {
    id: matchedCandidates.id,
    percentage: matchedCandidates.percentage,
    candidateId: matchedCandidates.candidateId,
    companyJobId: matchedCandidates.companyJobId,
    excludedBy: matchedCandidates.excludedBy,
    breakdown: matchedCandidates.breakdown,
    matchedSkillIds: matchedCandidates.matchedSkillIds,
    verifiedSkillIds: matchedCandidates.verifiedSkillIds,
    missingSkillIds: matchedCandidates.missingSkillIds,
    fieldFit: matchedCandidates.fieldFit,
    professionMonths: matchedCandidates.professionMonths,
    relevantMonths: matchedCandidates.relevantMonths,
    reach: matchedCandidates.reach,
    distanceKm: matchedCandidates.distanceKm,
    computedAt: matchedCandidates.computedAt,
  },
  candidate: candidateCardColumns,
  userName: users.name,
};

/**
 * A page of a job's listed matches with their candidates (the filtered list). The page's keys come
 * from matched_candidates_job_listed_idx alone (an index-only scan to the offset): only the page's
 * rows are then joined with their candidate, where joining first would read every row before the
 * offset.
 */
function listedPage(db: Db, jobId: string, limit: number, offset: number, where: SQL) {
  const keys = db
    .select({ candidateId: matchedCandidates.candidateId })
    .from(matchedCandidates)
    .where(and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.listed, true), where))
    .orderBy(desc(matchedCandidates.percentage), asc(matchedCandidates.candidateId))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(pageColumns)
    .from(keys)
    .innerJoin(
      matchedCandidates,
      and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.candidateId, keys.candidateId)),
    )
    .innerJoin(candidates, eq(candidates.id, matchedCandidates.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .orderBy(desc(matchedCandidates.percentage), asc(matchedCandidates.candidateId));
}
export type ListedRow = Awaited<ReturnType<typeof listedPage>>[number];

/** One page of the job's listed matches narrowed by a filter, with the filtered total. */
export async function findListedPage(db: Db, jobId: string, limit: number, offset: number, where: SQL) {
  const [rows, total] = await Promise.all([
    listedPage(db, jobId, limit, offset, where),
    countListed(db, and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.listed, true), where)),
  ]);
  return { rows, total };
}

type PageAsk = { jobId: string; limit: number; offset: number };

/**
 * A page's row as the batched statement answers it: the match's columns, with what the answer
 * passes on unchanged (the breakdown, the candidate's card with its user, the user) as JSON text,
 * written into the answer as it is.
 */
export type WrittenRow = {
  match: Omit<ListedRow['match'], 'breakdown'> & { breakdownJson: string };
  candidateJson: string;
  userJson: string;
};

/** What the batched page query answers a row: a page's row, or one row of nulls for an empty page. */
type PageRow = {
  n: number;
  owner: string;
  total: number;
  id: string | null;
  percentage: number;
  candidate_id: string;
  company_job_id: string;
  /** The arrays as comma-separated text (uuids and filter names hold no comma): split natively. */
  excluded_by: string;
  breakdown: string;
  matched_skill_ids: string;
  verified_skill_ids: string;
  missing_skill_ids: string;
  field_fit: number;
  profession_months: number;
  relevant_months: number;
  reach: string;
  distance_km: number | null;
  /** In milliseconds: the drivers answer a raw timestamp as text in the server's format. */
  computed_at_ms: number;
  candidate: string;
  user: string;
};

/**
 * Unfiltered pages (the infinite scroll's every page) of several requests in one statement, each
 * with its job's company (the ownership check) and kept listed total: a page's keys come from
 * matched_candidates_job_listed_idx alone, as in listedPage, and an empty page still answers its
 * job (one row of nulls) while an unknown job answers nothing. The JSON values come as text (cast
 * in the statement), so the drivers do not parse what the answer writes out unchanged.
 */
const pagesOf = (asks: PageAsk[]) => sql`
  select r.n::int as n, j.company_id as owner, coalesce(c.listed, 0)::int as total,
    m.id, m.percentage, m.candidate_id, m.company_job_id, array_to_string(m.excluded_by, ',') as excluded_by,
    m.breakdown::text as breakdown,
    array_to_string(m.matched_skill_ids, ',') as matched_skill_ids, array_to_string(m.verified_skill_ids, ',') as verified_skill_ids,
    array_to_string(m.missing_skill_ids, ',') as missing_skill_ids, m.field_fit, m.profession_months, m.relevant_months,
    m.reach, m.distance_km, floor(extract(epoch from m.computed_at) * 1000)::float8 as computed_at_ms,
    json_build_object('id', cand.id, 'userId', cand.user_id, 'profilePicture', cand.profile_picture,
      'profileRank', cand.profile_rank, 'video', cand.video, 'title', cand.title, 'city', cand.city,
      'country', cand.country, 'yearsOfExperience', cand.years_of_experience, 'erased', false,
      'user', json_build_object('id', cand.user_id, 'name', u.name))::text as candidate,
    json_build_object('id', cand.user_id, 'name', u.name)::text as user
  from unnest(${literal(asks.map((a) => a.jobId))}::uuid[], ${literal(asks.map((a) => a.limit))}::int[],
    ${literal(asks.map((a) => a.offset))}::int[]) with ordinality as r(job_id, lim, off, n)
  join company_jobs j on j.id = r.job_id
  left join matched_candidate_counts c on c.company_job_id = r.job_id
  left join lateral (
    select k.candidate_id from matched_candidates k where k.company_job_id = r.job_id and k.listed
    order by k.percentage desc, k.candidate_id limit r.lim offset r.off) as keys on true
  left join matched_candidates m on m.company_job_id = r.job_id and m.candidate_id = keys.candidate_id
  left join candidates cand on cand.id = m.candidate_id
  left join users u on u.id = cand.user_id
  order by r.n, m.percentage desc, m.candidate_id`;

/** A comma-separated list as an array ('' is none); the drivers' array parser is JavaScript, character by character. */
const listOf = (text: string | null) => (text ? text.split(',') : []);

const toWrittenRow = (r: PageRow): WrittenRow => ({
  match: {
    id: r.id as string,
    percentage: r.percentage,
    candidateId: r.candidate_id,
    companyJobId: r.company_job_id,
    excludedBy: listOf(r.excluded_by),
    breakdownJson: r.breakdown,
    matchedSkillIds: listOf(r.matched_skill_ids),
    verifiedSkillIds: listOf(r.verified_skill_ids),
    missingSkillIds: listOf(r.missing_skill_ids),
    fieldFit: r.field_fit,
    professionMonths: r.profession_months,
    relevantMonths: r.relevant_months,
    reach: r.reach,
    distanceKm: r.distance_km,
    computedAt: new Date(r.computed_at_ms),
  },
  candidateJson: r.candidate,
  userJson: r.user,
});

/**
 * Pages asked at once are read in one round trip (platform/batch.ts): under load the round trip,
 * not the page's few index probes, is a page's cost. Planned per batch, not per request.
 */
const pageLoader = perDatabase((db: Db) =>
  createBatchLoader(async (asks: PageAsk[]) => {
    const answers = asks.map(() => ({ rows: [] as WrittenRow[], total: 0, owner: null as string | null }));
    for (const r of rowsOf<PageRow>(await db.execute(pagesOf(asks)))) {
      const answer = answers[r.n - 1];
      if (!answer) continue;
      answer.owner = r.owner;
      answer.total = r.total;
      if (r.id) answer.rows.push(toWrittenRow(r));
    }
    return answers;
  }),
);

/** One page of the job's listed matches, its kept total, and the job's company (null: no such job). */
export const findListedPageWithOwner = (db: Db, jobId: string, limit: number, offset: number) =>
  pageLoader(db)({ jobId, limit, offset });

async function countListed(db: Db, listed: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(matchedCandidates).where(listed);
  return row?.n ?? 0;
}
