import { APPLICATION_STATUSES, type ApplicationSource, CANDIDATE_GENDERS, type ReachBasis } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';
import { companyJobCustomQuestions, companyJobs, workTypeEnum } from './jobs.js';
import { educations, skills } from './taxonomy.js';

export const candidateGenderEnum = pgEnum('candidate_gender', CANDIDATE_GENDERS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * A candidate: one per user of type Candidate, created at sign-up with an empty profile. Its id is
 * the candidate principal's identity (the login profile's `id`), and what applications, matches,
 * interviews and chat sessions point at.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id),
    profilePicture: text('profile_picture'),
    /** 0–100, computed by the server (docs/profile-rank.md) on every profile save and test attempt. */
    profileRank: integer('profile_rank').notNull().default(0),
    video: text('video'),
    title: text('title'),
    aboutYou: text('about_you').notNull().default(''),
    city: text('city'),
    country: text('country'),
    location: jsonb('location').$type<{ lat: number; lng: number }>(),
    /** In months (the specification's unit); shown as years rounded down. */
    yearsOfExperience: integer('years_of_experience').notNull().default(0),
    gender: candidateGenderEnum('gender'),
    dateOfBirth: date('date_of_birth'),
    isDisable: boolean('is_disable').notNull().default(false),
    /** Set by the first profile save: before it the profile is the empty one of sign-up. */
    profileSavedAt: timestamp('profile_saved_at', { withTimezone: true }),
    /**
     * What the matching engine reads of the candidate's sections, kept here by the database
     * (migration 0019: statement-level triggers on candidate_skills, candidate_tests and
     * candidate_educations): a job's rematch reads tens of thousands of candidates, and a row each
     * is several times faster than gathering their sections (docs/decisions/0021).
     */
    matchSkillIds: uuid('match_skill_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The skills proved by a passed test. */
    matchVerifiedSkillIds: uuid('match_verified_skill_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The level of the highest education (educations.level). */
    matchEducationLevel: smallint('match_education_level'),
    /**
     * The work history as the score reads it: each job's profession (recognised from its title,
     * lower case; null when none is) and dates (`{ p, f, t }`), in the profile's order.
     */
    matchWorkHistory: jsonb('match_work_history')
      .$type<{ p: string | null; f: string; t: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Whether the job criteria say they would relocate (candidate_job_criteria.relocate). */
    matchRelocate: boolean('match_relocate').notNull().default(false),
    /**
     * "Let companies find my profile" (docs/PRIVACY.md): unticked at sign-up. Without it the
     * candidate is scored only for the companies they applied to, so no other company lists them.
     */
    discoverable: boolean('discoverable').notNull().default(false),
    /** The privacy notice accepted at sign-up (PRIVACY_NOTICE.version) and when. */
    privacyNoticeVersion: text('privacy_notice_version'),
    privacyNoticeAcceptedAt: timestamp('privacy_notice_accepted_at', { withTimezone: true }),
    /**
     * Set by migration 0031 on the profiles that existed before the choice: they stay findable, and
     * the next sign-in tells them once that they can change it.
     */
    discoverableNoticePending: boolean('discoverable_notice_pending').notNull().default(false),
    /** When the inactive account was told it will be erased (docs/PRIVACY.md, retention). */
    inactivityNoticeSentAt: timestamp('inactivity_notice_sent_at', { withTimezone: true }),
    /** Set when the candidate erased the account: the row stays, emptied, for the applications' counts. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidates_user_key').on(t.userId),
    check('candidates_profile_rank_range', sql`${t.profileRank} between 0 and 100`),
    check('candidates_experience_not_negative', sql`${t.yearsOfExperience} >= 0`),
  ],
);

/** Profile sections: replaced as a whole on every profile save, kept in the order sent (`position`). */
export const candidateWorkExperiences = pgTable(
  'candidate_work_experiences',
  {
    id: primaryId(),
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    from: date('from_date').notNull(),
    /** Null while it is the current job. */
    to: date('to_date'),
    experienceLetter: text('experience_letter'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_work_experiences_candidate_idx').on(t.candidateId, t.position)],
);

export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: primaryId(),
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The education level of the taxonomy (what a job's educationIds name). */
    educationId: requiredRef('education_id', () => educations.id),
    nameOfDegree: text('name_of_degree').notNull(),
    institute: text('institute').notNull(),
    to: date('to_date'),
    degreeImage: text('degree_image'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_educations_candidate_idx').on(t.candidateId, t.position)],
);

export const candidateCertificates = pgTable(
  'candidate_certificates',
  {
    id: primaryId(),
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nameOfCertificate: text('name_of_certificate').notNull(),
    institute: text('institute').notNull(),
    to: date('to_date'),
    certificateImage: text('certificate_image'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_certificates_candidate_idx').on(t.candidateId, t.position)],
);

export const candidatePortfolios = pgTable(
  'candidate_portfolios',
  {
    id: primaryId(),
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    projectName: text('project_name').notNull(),
    projectType: text('project_type').notNull().default(''),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_portfolios_candidate_idx').on(t.candidateId, t.position)],
);

/** The candidate's skills (hard and soft, from the taxonomy). The skill index serves matching. */
export const candidateSkills = pgTable(
  'candidate_skills',
  {
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    skillId: requiredRef('skill_id', () => skills.id),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.skillId] }), index('candidate_skills_skill_idx').on(t.skillId)],
);

/** What the candidate looks for (the specification's candidateJobCriteria), one row per candidate. */
export const candidateJobCriteria = pgTable('candidate_job_criteria', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  workTypes: workTypeEnum('work_types').array().notNull().default(sql`'{}'`),
  city: text('city'),
  /** Minor units, like every amount. */
  salaryExpectation: integer('salary_expectation'),
  /** Would move for a job: an on-site or hybrid job far away still counts them within reach. */
  relocate: boolean('relocate').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * The skills test bank, seeded from modules/candidates/data (written for this product). `slug` is
 * the seed's key, so seeding again inserts only what is missing.
 */
export const skillTests = pgTable(
  'skill_tests',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    testName: text('test_name').notNull(),
    testCategory: text('test_category').notNull(),
    /** The skill a pass verifies. */
    skillId: requiredRef('skill_id', () => skills.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skill_tests_slug_key').on(t.slug), index('skill_tests_skill_idx').on(t.skillId)],
);

export const skillTestQuestions = pgTable(
  'skill_test_questions',
  {
    id: primaryId(),
    testId: requiredRef('test_id', () => skillTests.id),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    image: text('image'),
  },
  (t) => [uniqueIndex('skill_test_questions_test_position_key').on(t.testId, t.position)],
);

export const skillTestOptions = pgTable(
  'skill_test_options',
  {
    id: primaryId(),
    questionId: requiredRef('question_id', () => skillTestQuestions.id),
    position: integer('position').notNull(),
    optionText: text('option_text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [
    uniqueIndex('skill_test_options_question_position_key').on(t.questionId, t.position),
    // One correct answer per question.
    uniqueIndex('skill_test_options_one_correct_key').on(t.questionId).where(sql`${t.isCorrect}`),
  ],
);

/** The attempt of a test by a candidate (the specification's candidateTests): result in percent. */
export const candidateTests = pgTable(
  'candidate_tests',
  {
    id: primaryId(),
    candidateId: requiredRef('candidate_id', () => candidates.id, { onDelete: 'cascade' }),
    testId: requiredRef('test_id', () => skillTests.id),
    result: integer('result').notNull(),
    /** result >= PASS_MARK at the time of the attempt. */
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One attempt per candidate and test (docs/profile-rank.md says why); the index also lists a candidate's attempts.
    uniqueIndex('candidate_tests_candidate_test_key').on(t.candidateId, t.testId),
    check('candidate_tests_result_range', sql`${t.result} between 0 and 100`),
  ],
);

/** Each answer of an attempt; `optionId` null when the question was left unanswered. */
export const candidateTestAnswers = pgTable(
  'candidate_test_answers',
  {
    candidateTestId: requiredRef('candidate_test_id', () => candidateTests.id, { onDelete: 'cascade' }),
    questionId: requiredRef('question_id', () => skillTestQuestions.id),
    optionId: uuid('option_id').references(() => skillTestOptions.id),
    isCorrect: boolean('is_correct').notNull(),
  },
  (t) => [primaryKey({ columns: [t.candidateTestId, t.questionId] })],
);

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
