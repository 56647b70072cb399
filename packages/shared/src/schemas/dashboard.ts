import { z } from 'zod';
import { DASHBOARD_TIMES } from './conversations.js';

/** How far back each dashboard period reaches (in days): from the start (UTC) of the day that many days before today. */
export const DASHBOARD_PERIOD_DAYS: Record<(typeof DASHBOARD_TIMES)[number], number> = {
  Week: 7,
  'Two Weeks': 14,
  Month: 30,
  'Three Months': 90,
};

/** How many rows the dashboard's Top Matching Candidates panel shows. */
export const TOP_MATCHING_LIMIT = 5;

const dashboardTime = z.enum(DASHBOARD_TIMES).default('Three Months');

/** GET /api/job-Application-stats-by-industry/{companyId}. */
export const industryStatsQuerySchema = z.strictObject({
  companyJobId: z.uuid().optional(),
  time: dashboardTime,
});
export const industryStatSchema = z.object({ name: z.string(), count: z.number().int() });

/** GET /api/company/company-jobs-by-cities. */
export const jobsByCitiesQuerySchema = z.strictObject({
  companyId: z.uuid(),
  companyJobId: z.uuid().optional(),
  time: dashboardTime,
});
/** `city` is null for a job without one (a remote job may name none). */
export const jobsByCitySchema = z.object({
  city: z.string().nullable(),
  workType: z.string().nullable(),
  count: z.number().int(),
});

/** POST /api/top-matching-candidates. */
export const topMatchingRequestSchema = z.strictObject({
  companyId: z.uuid(),
  companyJobId: z.uuid().nullish(),
  time: dashboardTime,
});
export const topMatchingCandidateSchema = z.object({
  picture: z.string().nullable(),
  candidateName: z.string(),
  companyJobTitle: z.string(),
  percentage: z.number().int(),
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
  /** Set when the candidate applied to the job: the row opens the application's overview. */
  jobApplicationId: z.uuid().nullable(),
});

export type IndustryStat = z.infer<typeof industryStatSchema>;
export type JobsByCity = z.infer<typeof jobsByCitySchema>;
export type TopMatchingCandidate = z.infer<typeof topMatchingCandidateSchema>;
export type DashboardTime = (typeof DASHBOARD_TIMES)[number];
