import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidates,
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

/**
 * One page of the job's listed matches, highest first, with the total. The page's keys come from
 * matched_candidates_job_listed_idx alone (an index-only scan to the offset), and only its rows are
 * joined with their candidate: joining first would read every row before the offset. The total is
 * the kept count (matched_candidate_counts) unless a filter narrows the list.
 */
export async function findListedPage(db: Db, jobId: string, limit: number, offset: number, where?: SQL) {
  const listed = and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.listed, true), where);
  const keys = db
    .select({ candidateId: matchedCandidates.candidateId })
    .from(matchedCandidates)
    .where(listed)
    .orderBy(desc(matchedCandidates.percentage), asc(matchedCandidates.candidateId))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, total] = await Promise.all([
    db
      .select({
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
      })
      .from(keys)
      .innerJoin(
        matchedCandidates,
        and(eq(matchedCandidates.companyJobId, jobId), eq(matchedCandidates.candidateId, keys.candidateId)),
      )
      .innerJoin(candidates, eq(candidates.id, matchedCandidates.candidateId))
      .innerJoin(users, eq(users.id, candidates.userId))
      .orderBy(desc(matchedCandidates.percentage), asc(matchedCandidates.candidateId)),
    where ? countListed(db, listed) : keptCount(db, jobId),
  ]);
  return { rows, total };
}

async function countListed(db: Db, listed: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(matchedCandidates).where(listed);
  return row?.n ?? 0;
}

async function keptCount(db: Db, jobId: string) {
  const [row] = await db
    .select({ n: matchedCandidateCounts.listed })
    .from(matchedCandidateCounts)
    .where(eq(matchedCandidateCounts.companyJobId, jobId));
  return row?.n ?? 0;
}
