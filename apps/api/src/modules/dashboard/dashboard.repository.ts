import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import {
  candidates,
  companyJobs,
  industries,
  jobApplicationDays,
  jobApplications,
  matchedCandidates,
  users,
} from '#api/db/schema/index.js';
import { perDatabase } from '#api/platform/batch.js';

export type DashboardScope = { companyId: string; companyJobId?: string; since: Date };

/**
 * Applications to the company's live jobs received since `since` (the start of a UTC day), per
 * industry of the job (most first): the kept days of job_application_days, a row per job and day,
 * instead of the period's applications. Jobs without an industry are left out.
 */
export async function applicationsByIndustry(db: Db, scope: DashboardScope) {
  const applications = sql<number>`sum(${jobApplicationDays.applications})`.mapWith(Number);
  return db
    .select({ name: industries.industryName, count: applications })
    .from(jobApplicationDays)
    .innerJoin(companyJobs, eq(companyJobs.id, jobApplicationDays.companyJobId))
    .innerJoin(industries, eq(industries.id, companyJobs.industryId))
    .where(
      and(
        eq(companyJobs.companyId, scope.companyId),
        gte(jobApplicationDays.day, scope.since.toISOString().slice(0, 10)),
        eq(companyJobs.isJobDeleted, false),
        scope.companyJobId ? eq(jobApplicationDays.companyJobId, scope.companyJobId) : undefined,
      ),
    )
    .groupBy(industries.industryName)
    .having(sql`sum(${jobApplicationDays.applications}) > 0`)
    .orderBy(desc(applications), industries.industryName);
}

/** The company's live jobs created since `since`, counted per city and work type (company_jobs_company_created_idx). */
export async function jobsByCity(db: Db, scope: DashboardScope) {
  return db
    .select({ city: companyJobs.city, workType: companyJobs.workType, count: count() })
    .from(companyJobs)
    .where(
      and(
        eq(companyJobs.companyId, scope.companyId),
        eq(companyJobs.isJobDeleted, false),
        gte(companyJobs.createdAt, scope.since),
        scope.companyJobId ? eq(companyJobs.id, scope.companyJobId) : undefined,
      ),
    )
    .groupBy(companyJobs.city, companyJobs.workType)
    .orderBy(desc(count()), companyJobs.city, companyJobs.workType);
}

/**
 * The company's best listed matches computed since `since`, highest first, with the application
 * when the candidate applied to that job (matched_candidates_company_listed_idx).
 */
function topMatchesQuery(db: Db, byJob: boolean) {
  return db
    .select({
      picture: candidates.profilePicture,
      candidateName: users.name,
      companyJobTitle: companyJobs.jobTitle,
      percentage: matchedCandidates.percentage,
      candidateId: matchedCandidates.candidateId,
      companyJobId: matchedCandidates.companyJobId,
      jobApplicationId: jobApplications.id,
    })
    .from(matchedCandidates)
    .innerJoin(companyJobs, eq(companyJobs.id, matchedCandidates.companyJobId))
    .innerJoin(candidates, eq(candidates.id, matchedCandidates.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .leftJoin(
      jobApplications,
      and(
        eq(jobApplications.companyJobId, matchedCandidates.companyJobId),
        eq(jobApplications.candidateId, matchedCandidates.candidateId),
      ),
    )
    .where(
      and(
        // A job of the company (the service checked it): its own index, not the company's.
        byJob
          ? eq(matchedCandidates.companyJobId, sql.placeholder('companyJobId'))
          : eq(matchedCandidates.companyId, sql.placeholder('companyId')),
        eq(matchedCandidates.listed, true),
        gte(matchedCandidates.computedAt, sql.placeholder('since')),
        eq(companyJobs.isJobDeleted, false),
        eq(candidates.isDisable, false),
      ),
    )
    .orderBy(desc(matchedCandidates.percentage), desc(matchedCandidates.computedAt), matchedCandidates.id)
    .limit(sql.placeholder('limit'));
}
type TopMatch = Awaited<ReturnType<typeof topMatchesQuery>>[number];
type Prepared = { execute(values: Record<string, unknown>): Promise<TopMatch[]> };
/**
 * Prepared, per database handle: planning this five-table join took ten times as long as running
 * it (about 1 ms against 0.1 ms), on every dashboard load.
 */
const topMatchesStatements = perDatabase((db: Db) => ({
  company: topMatchesQuery(db, false).prepare('dashboard_top_matches') as unknown as Prepared,
  job: topMatchesQuery(db, true).prepare('dashboard_top_matches_job') as unknown as Prepared,
}));

export async function topMatches(db: Db, scope: DashboardScope, limit: number) {
  const statements = topMatchesStatements(db);
  return (scope.companyJobId ? statements.job : statements.company).execute({
    companyId: scope.companyId,
    companyJobId: scope.companyJobId,
    since: scope.since.toISOString(),
    limit,
  });
}
