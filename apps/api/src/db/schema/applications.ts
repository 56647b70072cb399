/**
 * Applications of candidates to jobs and what hangs off them: answers, team notes, the status
 * history and the applicants list's kept totals. The candidate's own tables are in candidates.ts.
 */
import type { ApplicationSource, ReachBasis } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { applicationStatusEnum, candidates } from './candidates.js';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';
import { companyJobCustomQuestions, companyJobs } from './jobs.js';

/**
 * An application of a candidate to a job: one per candidate and job. `companyId` repeats the job's
 * company so the company-wide reads (dashboard, the policy's "through an application" check) need
 * no join. Interviews, chat sessions, notes and match rows point at these ids.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: primaryId(),
    candidateId: requiredRef('candidate_id', () => candidates.id),
    companyJobId: requiredRef('company_job_id', () => companyJobs.id),
    companyId: requiredRef('company_id', () => companies.id),
    applicationStatus: applicationStatusEnum('application_status').notNull().default('Awaiting'),
    /**
     * Copies of what the applicants list filters and sorts on, so one job's page is read from one
     * index however many applicants it has (the candidate's columns are rewritten with the profile,
     * in the same transaction; matchPercentage by the matching engine, null until it has run).
     */
    matchPercentage: integer('match_percentage'),
    /**
     * Where the candidate lives against the job (REACH_BASES, docs/matching.md), written with
     * matchPercentage by the engine, so the list's reach filter is a column compare; null until then.
     */
    matchReach: text('match_reach').$type<ReachBasis>(),
    candidateProfileRank: integer('candidate_profile_rank').notNull().default(0),
    candidateExperienceMonths: integer('candidate_experience_months').notNull().default(0),
    candidateHasVideo: boolean('candidate_has_video').notNull().default(false),
    candidateCity: text('candidate_city'),
    /** A legal hold: the retention job leaves the application as it is while it is set. */
    legalHold: boolean('legal_hold').notNull().default(false),
    /** When the candidate was told the application will be anonymised (30 days before). */
    retentionNoticeSentAt: timestamp('retention_notice_sent_at', { withTimezone: true }),
    /** When the candidate asked to keep it (the notice's link): the retention period restarts. */
    retainedAt: timestamp('retained_at', { withTimezone: true }),
    /** When the retention job anonymised it: the candidate's data is gone from it, the row counts on. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * Where the application came from (APPLICATION_SOURCES, packages/shared/src/application-sources.ts)
     * and the campaign of the link, when it carried one; null for applications from before sources
     * were recorded, or from a client that sent none.
     */
    source: text('source').$type<ApplicationSource>(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The apply date (the applicants list's "Date Applied"). */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_candidate_job_key').on(t.candidateId, t.companyJobId),
    // The applicants list: one job's applications newest first, all or of one status (tab), and the counts per status.
    index('job_applications_job_created_idx').on(t.companyJobId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('job_applications_job_status_created_idx').on(
      t.companyJobId,
      t.applicationStatus,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The applicants list's other sorts (docs/decisions/0019): each ORDER BY is one of these
    // indexes read in order, so a page stops at its limit however many applicants the job has.
    index('job_applications_job_rank_idx').on(
      t.companyJobId,
      t.candidateProfileRank.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('job_applications_job_match_idx').on(
      t.companyJobId,
      t.matchPercentage.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The city filter in date order, and its total read from the index alone (docs/decisions/0019,
    // Measured): a city is a small share of a big job, found here without walking the job's range.
    index('job_applications_job_city_created_idx').on(
      t.companyJobId,
      t.candidateCity,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The company's candidates (policy) and the dashboard's periods.
    index('job_applications_company_candidate_idx').on(t.companyId, t.candidateId),
    index('job_applications_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * How many applications each job has per status, video flag and experience bucket, kept by a
 * trigger on job_applications (migration 0012) in the writing transaction. The applicants list's
 * tab counts and its totals without a city filter add up these few rows instead of counting a big
 * job's applications on every page (docs/decisions/0019, Measured). Experience buckets split the
 * months at the brackets' bounds, each bound a bucket of its own since neighbouring brackets share
 * it (applications.totals.repository.ts maps a bracket to its buckets).
 */
export const jobApplicationCounts = pgTable(
  'job_application_counts',
  {
    companyJobId: requiredRef('company_job_id', () => companyJobs.id),
    applicationStatus: applicationStatusEnum('application_status').notNull(),
    candidateHasVideo: boolean('candidate_has_video').notNull(),
    experienceBucket: smallint('experience_bucket').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'job_application_counts_pkey',
      columns: [t.companyJobId, t.applicationStatus, t.candidateHasVideo, t.experienceBucket],
    }),
    check('job_application_counts_not_negative', sql`${t.applications} >= 0`),
  ],
);

/**
 * The answers to the job's screening questions. The question's text is copied, so an answer still
 * reads right after the company edits or deletes the question (`questionId` then becomes null).
 */
/**
 * Every status an application has had: from (null when it was made), to, when, and by whom (null:
 * the candidate applying, or the product). Written by the database itself (migration 0032: triggers
 * on job_applications), so no way of changing a status can skip it; the signed-in member who
 * changed it is the transaction's `talentdeck.actor_user_id`. The hiring reports read it.
 */
export const applicationStatusChanges = pgTable(
  'application_status_changes',
  {
    id: primaryId(),
    jobApplicationId: requiredRef('job_application_id', () => jobApplications.id, { onDelete: 'cascade' }),
    companyId: requiredRef('company_id', () => companies.id),
    fromStatus: applicationStatusEnum('from_status'),
    toStatus: applicationStatusEnum('to_status').notNull(),
    changedByUserId: uuid('changed_by_user_id').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_status_changes_application_idx').on(t.jobApplicationId, t.changedAt),
    index('application_status_changes_company_idx').on(t.companyId, t.changedAt),
  ],
);

export const jobApplicationAnswers = pgTable(
  'job_application_answers',
  {
    id: primaryId(),
    jobApplicationId: requiredRef('job_application_id', () => jobApplications.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => companyJobCustomQuestions.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('job_application_answers_application_idx').on(t.jobApplicationId, t.position)],
);

/** The team's notes on an application ("Only visible to your team"): the writer is `userId`. */
export const jobApplicationNotes = pgTable(
  'job_application_notes',
  {
    id: primaryId(),
    jobApplicationId: requiredRef('job_application_id', () => jobApplications.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_application_notes_application_created_idx').on(t.jobApplicationId, t.createdAt.desc())],
);

/**
 * How many applications each job received each day (UTC), kept by a trigger on job_applications
 * (migration 0021) in the writing transaction. The dashboard's applications per industry add up a
 * period's days of the company's jobs instead of counting every application of the period.
 */
export const jobApplicationDays = pgTable(
  'job_application_days',
  {
    companyJobId: uuid('company_job_id').notNull(),
    day: date('day').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyJobId, t.day] })],
);
