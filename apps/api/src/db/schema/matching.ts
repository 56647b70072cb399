import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId } from './columns.js';

export type StoredBreakdown = Record<
  'education' | 'workExperience' | 'hardSkills' | 'softSkills',
  { weight: number; points: number }
>;

/**
 * The stored matches (the specification's MatchedCandidate, docs/decisions/0021): one row per
 * published job and candidate who is listed to the recruiter (in the job's field, passing its
 * filters, 20 % or more) or who applied to it. Other pairs are computed on demand. A job's rows
 * are replaced as a whole by its rematch, a candidate's by theirs, in one transaction each.
 */
export const matchedCandidates = pgTable(
  'matched_candidates',
  {
    id: primaryId(),
    // No foreign keys: a job's rematch writes tens of thousands of rows at once, and the per-row
    // checks of the three keys (a lock on the candidate's, the job's and the company's row each)
    // cost more than the rest of the insert (docs/decisions/0021). The engine writes rows only for
    // the job it holds locked and the candidates it has just read; deleting a candidate, a job or a
    // company deletes their rows through statement-level triggers (migration 0017).
    companyJobId: uuid('company_job_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    /** The job's company, so the policy's "a match with one of its jobs" needs no join. */
    companyId: uuid('company_id').notNull(),
    percentage: smallint('percentage').notNull(),
    listed: boolean('listed').notNull(),
    excludedBy: text('excluded_by').array().notNull().default(sql`'{}'::text[]`),
    breakdown: jsonb('breakdown').$type<StoredBreakdown>().notNull(),
    /** Skill ids, compact: names and kinds are read from the taxonomy when answered. */
    matchedSkillIds: uuid('matched_skill_ids').array().notNull(),
    verifiedSkillIds: uuid('verified_skill_ids').array().notNull(),
    missingSkillIds: uuid('missing_skill_ids').array().notNull(),
    /** The field fit (0–1) and its months (docs/matching.md): what the explanation shows of relevance. */
    fieldFit: real('field_fit').notNull().default(1),
    professionMonths: real('profession_months').notNull().default(0),
    relevantMonths: real('relevant_months').notNull().default(0),
    /** Where the candidate lives against the job (REACH_BASES) and how far, in whole kilometres. */
    reach: text('reach').notNull().default('near'),
    distanceKm: integer('distance_km'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('matched_candidates_job_candidate_key').on(t.companyJobId, t.candidateId),
    // A candidate's rematch, and the policy's link of a company to a candidate.
    index('matched_candidates_candidate_company_idx').on(t.candidateId, t.companyId),
    // The matched-candidates page: the job's listed rows highest first, read in order to its limit.
    index('matched_candidates_job_listed_idx')
      .on(t.companyJobId, t.percentage.desc().nullsFirst(), t.candidateId)
      .where(sql`${t.listed}`),
    // The dashboard's Top Matching Candidates: a company's listed rows highest first, read in order
    // and filtered by period in the panel's order (newest first among equals, then id), so the top
    // few are found without sorting the company's matches.
    index('matched_candidates_company_listed_idx')
      .on(t.companyId, t.percentage.desc().nullsFirst(), t.computedAt.desc().nullsFirst(), t.id)
      .where(sql`${t.listed}`),
    check('matched_candidates_percentage_range', sql`${t.percentage} between 0 and 100`),
  ],
);

/**
 * Each published job's number of listed matches, kept by statement-level triggers on
 * matched_candidates (migration 0020), so the matched-candidates list's X-Total-Count is one row
 * instead of counting thousands on every page of its infinite scroll.
 */
export const matchedCandidateCounts = pgTable('matched_candidate_counts', {
  companyJobId: uuid('company_job_id').primaryKey(),
  listed: integer('listed').notNull().default(0),
});
