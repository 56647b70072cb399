import { JOB_STATUSES, JOB_TYPES, type MatchingCriteria, WORK_TYPES } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';
import { ageSpecifications, industries, professionalExperiences, professions } from './taxonomy.js';

export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const jobTypeEnum = pgEnum('job_type', JOB_TYPES);
export const workTypeEnum = pgEnum('work_type', WORK_TYPES);

export const companyJobs = pgTable(
  'company_jobs',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    jobTitle: text('job_title').notNull(),
    /** Sanitised HTML (allow-list) — safe to render as is. */
    jobDescription: text('job_description').notNull().default(''),
    industryId: uuid('industry_id').references(() => industries.id),
    professionId: uuid('profession_id').references(() => professions.id),
    skillIds: uuid('skill_ids').array().notNull().default(sql`'{}'::uuid[]`),
    educationIds: uuid('education_ids').array().notNull().default(sql`'{}'::uuid[]`),
    professionalExperienceId: uuid('professional_experience_id').references(() => professionalExperiences.id),
    ageSpecificationId: uuid('age_specification_id').references(() => ageSpecifications.id),
    gender: text('gender'),
    workType: workTypeEnum('work_type'),
    location: jsonb('location').$type<{ lat: number; lng: number }>(),
    city: text('city'),
    country: text('country'),
    address: text('address'),
    /** A fully remote job's countries it hires from (ISO 3166-1 alpha-2 codes); empty for the others. */
    hiringCountries: text('hiring_countries').array().notNull().default(sql`'{}'::text[]`),
    isDisable: boolean('is_disable').notNull().default(false),
    jobType: jobTypeEnum('job_type'),
    currency: text('currency').notNull().default('USD'),
    salaryType: text('salary_type').notNull().default('Monthly'),
    /** Minor units (cents). */
    minimumSalary: integer('minimum_salary'),
    maximumSalary: integer('maximum_salary'),
    numberOfHiring: integer('number_of_hiring').notNull().default(1),
    jobStatus: jobStatusEnum('job_status').notNull().default('Draft'),
    matchingCriteria: jsonb('matching_criteria').$type<MatchingCriteria>(),
    /**
     * The skills that put a candidate in the job's field (its hard skills, or its soft ones when it
     * asks none; docs/matching.md), written by the job's rematch: a candidate's rematch finds the
     * jobs that can list them through the GIN index below.
     */
    matchGateSkillIds: uuid('match_gate_skill_ids').array().notNull().default(sql`'{}'::uuid[]`),
    isJobDeleted: boolean('is_job_deleted').notNull().default(false),
    /** Set once, in the request that consumed the job credit: a job is charged at most once. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** createdAt + JOB_END_DAYS. */
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** Set by the expiry job when it completed the job and notified the company (once). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The openings list: one company's live jobs in the list's order, so a page is read in order and
    // stops at its limit instead of sorting the company's jobs (docs/decisions/0013). Its default
    // order is the specification's jobTitle ASC, id breaking ties: one index per filter the list
    // offers, each ending in that order. The city index also serves the distinct cities of the
    // location filter.
    index('company_jobs_company_title_idx').on(t.companyId, t.jobTitle, t.id).where(sql`not ${t.isJobDeleted}`),
    index('company_jobs_company_status_idx').on(t.companyId, t.jobStatus, t.jobTitle, t.id).where(sql`not ${t.isJobDeleted}`),
    index('company_jobs_company_type_idx').on(t.companyId, t.jobType, t.jobTitle, t.id).where(sql`not ${t.isJobDeleted}`),
    index('company_jobs_company_city_idx').on(t.companyId, t.city, t.jobTitle, t.id).where(sql`not ${t.isJobDeleted}`),
    // A client's "createdAt DESC" (id, then, breaking ties) and the date-created filter. NULLS FIRST
    // is what ORDER BY … DESC means (drizzle's plain desc() says NULLS LAST, which the planner
    // cannot use for that order).
    index('company_jobs_company_created_idx').on(
      t.companyId,
      t.isJobDeleted,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The candidates' job search: every company's published jobs, newest first.
    index('company_jobs_published_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.jobStatus} = 'Published' and not ${t.isJobDeleted}`),
    // A candidate's rematch: the published jobs whose field the candidate is in.
    index('company_jobs_published_gate_idx')
      .using('gin', t.matchGateSkillIds)
      .where(sql`${t.jobStatus} = 'Published' and not ${t.isJobDeleted}`),
    // A careers page's summary of its company's published jobs (how many, the last change), read on
    // every request to answer 304 or find the rendered page: the latest is the index's last entry.
    index('company_jobs_company_published_idx')
      .on(t.companyId, t.updatedAt)
      .where(sql`${t.jobStatus} = 'Published' and not ${t.isJobDeleted}`),
    // The expiry sweep: published jobs past their end date.
    index('company_jobs_expiry_idx').on(t.endDate).where(sql`${t.jobStatus} = 'Published'`),
  ],
);

export const companyJobCustomQuestions = pgTable(
  'company_job_custom_questions',
  {
    id: primaryId(),
    companyJobId: requiredRef('company_job_id', () => companyJobs.id),
    question: text('question').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('company_job_custom_questions_job_idx').on(t.companyJobId, t.createdAt)],
);

/** One row per visitor per job per day: the public page's view count. */
export const companyJobViews = pgTable(
  'company_job_views',
  {
    companyJobId: requiredRef('company_job_id', () => companyJobs.id),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyJobId, t.day, t.visitorHash] })],
);

/**
 * How many views one client address was counted for, per job per day, so fresh visitor cookies
 * from one address cannot stuff the count. The address is kept only inside a keyed hash of
 * address, job and day: no raw address is stored, and the value links nothing across jobs or days.
 */
export const companyJobViewAddresses = pgTable(
  'company_job_view_addresses',
  {
    companyJobId: requiredRef('company_job_id', () => companyJobs.id),
    day: date('day').notNull(),
    addressHash: text('address_hash').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyJobId, t.day, t.addressHash] })],
);
