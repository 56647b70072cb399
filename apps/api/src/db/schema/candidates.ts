import { APPLICATION_STATUSES, CANDIDATE_GENDERS } from '@talentdeck/shared';
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
import { users } from './accounts.js';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';
import { workTypeEnum } from './jobs.js';
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
