import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidates,
  companyJobs,
  jobApplications,
  matchedCandidateCounts,
  matchedCandidates,
  skillTests,
  users,
} from '../../db/schema/index.js';

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
  match: matchedCandidates,
  candidate: {
    id: candidates.id,
    userId: candidates.userId,
    profilePicture: candidates.profilePicture,
    profileRank: candidates.profileRank,
    video: candidates.video,
    title: candidates.title,
    city: candidates.city,
    country: candidates.country,
    yearsOfExperience: candidates.yearsOfExperience,
  },
  userName: users.name,
};

/**
 * A page of a job's listed matches, highest first. The page's keys come from
 * matched_candidates_job_listed_idx alone (an index-only scan to the offset), and only its rows are
 * joined with their candidate: joining first would read every row before the offset.
 */
function listedPage(db: Db, jobId: Placeholder | string, limit: Placeholder | number, offset: Placeholder | number, where?: SQL) {
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

type Prepared<T> = { execute(values: Record<string, unknown>): Promise<T> };
type Statements = {
  page: Prepared<ListedRow[]>;
  totalAndOwner: Prepared<{ total: number | null; owner: string | null }[]>;
};
const statements = new WeakMap<object, Statements>();

/**
 * The unfiltered list (the infinite scroll's every page) as two prepared statements, as the
 * applicants list does (docs/decisions/0019): the page, and the kept total with the job's company,
 * so the caller's ownership costs no statement of its own. Neither is rebuilt by drizzle nor parsed
 * and planned again by PostgreSQL on each request.
 */
function prepared(db: Db): Statements {
  let made = statements.get(db);
  if (!made) {
    const jobId = sql.placeholder('jobId');
    made = {
      page: listedPage(db, jobId, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
        'matched_candidates_page',
      ) as unknown as Prepared<ListedRow[]>,
      totalAndOwner: db
        .select({
          total: sql<number | null>`(select ${matchedCandidateCounts.listed} from ${matchedCandidateCounts}
            where ${matchedCandidateCounts.companyJobId} = ${jobId})`,
          owner: companyJobs.companyId,
        })
        .from(companyJobs)
        .where(eq(companyJobs.id, jobId))
        .prepare('matched_candidates_total') as unknown as Statements['totalAndOwner'],
    };
    statements.set(db, made);
  }
  return made;
}

/** One page of the job's listed matches, its kept total, and the job's company (null: no such job). */
export async function findListedPageWithOwner(db: Db, jobId: string, limit: number, offset: number) {
  const { page, totalAndOwner } = prepared(db);
  const [rows, [found]] = await Promise.all([page.execute({ jobId, limit, offset }), totalAndOwner.execute({ jobId })]);
  return { rows, total: Number(found?.total ?? 0), owner: found?.owner ?? null };
}

async function countListed(db: Db, listed: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(matchedCandidates).where(listed);
  return row?.n ?? 0;
}
