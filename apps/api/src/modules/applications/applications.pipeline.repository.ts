import {
  APPLICANT_EXPERIENCE_FILTERS,
  type APPLICANT_SORTS,
  type APPLICATION_STATUSES,
  type ApplicantExperienceFilter,
  REACH_FILTERS,
  type ReachFilter,
} from '@talentdeck/shared';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { candidateCardColumns } from '#api/db/projections.js';
import {
  applicationStatusChanges,
  candidateJobCriteria,
  candidates,
  companyJobs,
  jobApplicationNotes,
  jobApplications,
  matchedCandidates,
  users,
} from '#api/db/schema/index.js';

/**
 * The recruiter's side of applications: one job's applicants page, the counts per status, one
 * application, its status and the team's notes. The page and the notes join the candidate's and
 * the writer's display columns read-only (candidates, users), so each is one round trip.
 */

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
type ApplicantSort = (typeof APPLICANT_SORTS)[number];

const ja = jobApplications;

/**
 * Each sort's whole ORDER BY, written to match one index column for column (direction and NULLS
 * placement included), so the planner reads the job's page in order and stops at its limit
 * (docs/decisions/0019). `desc()` means DESC NULLS FIRST, as the indexes are built.
 */
export const APPLICANT_ORDER: Record<ApplicantSort, SQL[]> = {
  // job_applications_job_created_idx
  dateApplied: [desc(ja.createdAt), desc(ja.id)],
  // job_applications_job_match_idx: not computed yet (null) goes last.
  matchingPercentage: [sql`${ja.matchPercentage} desc nulls last`, desc(ja.createdAt), desc(ja.id)],
  // job_applications_job_rank_idx
  profileRank: [desc(ja.candidateProfileRank), desc(ja.createdAt), desc(ja.id)],
  // job_applications_job_status_created_idx: the enum sorts in APPLICATION_STATUSES order.
  status: [asc(ja.applicationStatus), desc(ja.createdAt), desc(ja.id)],
};

/** The columns the applicants list's `filter` may name. */
export const APPLICANT_FILTER_COLUMNS = { companyJobId: ja.companyJobId, candidateId: ja.candidateId, createdAt: ja.createdAt };

export type ApplicantConditions = {
  status?: ApplicationStatus;
  experience?: ApplicantExperienceFilter;
  withVideo?: boolean;
  city?: string;
  /** Where the candidate lives against the job, as the engine last wrote it (REACH_FILTERS). */
  reach?: ReachFilter;
};

/** The list's named filters on the copied columns (both ends of an experience bracket included). */
export function applicantConditions(c: ApplicantConditions): SQL | undefined {
  const bracket = c.experience ? APPLICANT_EXPERIENCE_FILTERS[c.experience] : undefined;
  return and(
    c.status ? eq(ja.applicationStatus, c.status) : undefined,
    bracket ? gte(ja.candidateExperienceMonths, bracket.min) : undefined,
    bracket && bracket.max !== null ? lte(ja.candidateExperienceMonths, bracket.max) : undefined,
    c.withVideo === undefined ? undefined : eq(ja.candidateHasVideo, c.withVideo),
    c.city === undefined ? undefined : eq(ja.candidateCity, c.city),
    c.reach === undefined ? undefined : inArray(ja.matchReach, [...REACH_FILTERS[c.reach]]),
  );
}

/** An application with the candidate as the applicants list shows it. */
const applicantColumns = {
  id: ja.id,
  applicationStatus: ja.applicationStatus,
  createdAt: ja.createdAt,
  candidateId: ja.candidateId,
  companyJobId: ja.companyJobId,
  companyId: ja.companyId,
  matchPercentage: ja.matchPercentage,
  candidate: candidateCardColumns,
  userName: users.name,
  /** An erased candidate, or an application anonymised by the retention job: read as "Erased candidate". */
  erasedAt: candidates.erasedAt,
  anonymisedAt: ja.anonymisedAt,
  /** The listed match of the candidate with this job (null below 20 %, or until the engine has scored the pair). */
  match: { id: matchedCandidates.id, percentage: matchedCandidates.percentage },
  /** Where the candidate and the job are: the reach beside the percentage (docs/matching.md). */
  place: {
    location: candidates.location,
    relocate: candidateJobCriteria.relocate,
    jobWorkType: companyJobs.workType,
    jobLocation: companyJobs.location,
    jobCity: companyJobs.city,
    jobHiringCountries: companyJobs.hiringCountries,
  },
};

/** The row with its candidate, user and match in one statement (the match by its job-and-candidate key). */
export const applicantsFrom = (db: Db) =>
  db
    .select(applicantColumns)
    .from(ja)
    .innerJoin(candidates, eq(candidates.id, ja.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(companyJobs, eq(companyJobs.id, ja.companyJobId))
    .leftJoin(candidateJobCriteria, eq(candidateJobCriteria.candidateId, ja.candidateId))
    .leftJoin(
      matchedCandidates,
      and(eq(matchedCandidates.companyJobId, ja.companyJobId), eq(matchedCandidates.candidateId, ja.candidateId)),
    );

export type ApplicantRow = Awaited<ReturnType<typeof findApplicantsByIds>>[number];

export type ApplicantsPage = { jobId: string; where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** The statement of one page of a job's applicants (exported so a test can check its plan). */
export const applicantsPageQuery = (db: Db, q: ApplicantsPage) =>
  applicantsFrom(db)
    .where(and(eq(ja.companyJobId, q.jobId), q.where))
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);

/** One page of a job's applicants in the sort's order (the total: applications.totals.repository.ts). */
export const findApplicantsPage = (db: Db, q: ApplicantsPage) => applicantsPageQuery(db, q);

export const findApplicantsByIds = (db: Db, ids: string[]) => applicantsFrom(db).where(inArray(ja.id, ids));

export async function findApplication(db: Db, id: string) {
  const rows = await db.select().from(ja).where(eq(ja.id, id)).limit(1);
  return rows[0];
}

/**
 * Names the member changing statuses in this transaction: the database's history of statuses
 * (migration 0032) records them with each change.
 */
export async function nameStatusActor(db: Db, userId: string) {
  await db.execute(sql`select set_config('talentdeck.actor_user_id', ${userId}, true)`);
}

/** An application's statuses, oldest first, with the name of the member who set each (none: applying). */
export async function findStatusHistory(db: Db, applicationId: string) {
  return db
    .select({
      fromStatus: applicationStatusChanges.fromStatus,
      toStatus: applicationStatusChanges.toStatus,
      changedAt: applicationStatusChanges.changedAt,
      changedBy: users.name,
    })
    .from(applicationStatusChanges)
    .leftJoin(users, eq(users.id, applicationStatusChanges.changedByUserId))
    .where(eq(applicationStatusChanges.jobApplicationId, applicationId))
    .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id));
}

/** The status of one application (the caller checked it is the company's). */
export async function updateStatus(db: Db, id: string, applicationStatus: ApplicationStatus) {
  const rows = await db.update(ja).set({ applicationStatus, updatedAt: new Date() }).where(eq(ja.id, id)).returning();
  return rows[0];
}

/** Sets the status only while it is still `from`, in one statement: undefined when it was not. */
export async function updateStatusFrom(db: Db, id: string, from: ApplicationStatus, to: ApplicationStatus) {
  const rows = await db
    .update(ja)
    .set({ applicationStatus: to, updatedAt: new Date() })
    .where(and(eq(ja.id, id), eq(ja.applicationStatus, from)))
    .returning();
  return rows[0];
}

/** A candidate's applications to one company's jobs, newest first. */
export const findCompanyApplicationsOfCandidate = (db: Db, companyId: string, candidateId: string) =>
  db
    .select()
    .from(ja)
    .where(and(eq(ja.companyId, companyId), eq(ja.candidateId, candidateId)))
    .orderBy(desc(ja.createdAt), desc(ja.id));

// Notes

export async function insertNote(db: Db, values: { jobApplicationId: string; userId: string; note: string }) {
  const [row] = await db.insert(jobApplicationNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An application's notes, newest first, each with its writer's name. */
export const findNotes = (db: Db, jobApplicationId: string) =>
  db
    .select({
      id: jobApplicationNotes.id,
      jobApplicationId: jobApplicationNotes.jobApplicationId,
      note: jobApplicationNotes.note,
      userId: jobApplicationNotes.userId,
      createdAt: jobApplicationNotes.createdAt,
      userName: users.name,
    })
    .from(jobApplicationNotes)
    .innerJoin(users, eq(users.id, jobApplicationNotes.userId))
    .where(eq(jobApplicationNotes.jobApplicationId, jobApplicationId))
    .orderBy(desc(jobApplicationNotes.createdAt), desc(jobApplicationNotes.id));
