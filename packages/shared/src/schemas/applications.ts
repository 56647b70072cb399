import { z } from 'zod';
import {
  APPLICANT_EXPERIENCE_FILTERS,
  APPLICANT_SORTS,
  APPLICANT_VIDEO_FILTERS,
  APPLICATION_STATUSES,
  JOB_STATUSES,
  JOB_TYPES,
  NOTE_LIMITS,
  WORK_TYPES,
} from '../constants.js';
import { REACH_BASES, REACH_FILTER_NAMES, type ReachFilter } from '../matching.js';
import { applicationOriginSchema, candidateProfileSchema, candidateTestSchema, jobApplicationSchema } from './candidates.js';
import { text } from './common.js';

/** The recruiter's side of applications (API.md, Candidates, applications, matching). */
export const APPLICATION_MESSAGES = {
  noteRequired: 'Please write a note',
  noteTooLong: `A note can have at most ${NOTE_LIMITS.noteMax} characters`,
  applicationNotFound: 'Application not found',
  candidateNotFound: 'Candidate not found',
  candidateIdRequired: 'Name the candidate: where.candidateId',
  applicationsOrder: 'Only createdAt DESC: the sort parameter gives the other orders',
} as const;

const experienceKeys = Object.keys(APPLICANT_EXPERIENCE_FILTERS) as [keyof typeof APPLICANT_EXPERIENCE_FILTERS];
/** The location filter of the applicants and matched lists (REACH_FILTERS); "All" or omitted: anywhere. */
export const reachFilterSchema = z.enum(['All', ...(REACH_FILTER_NAMES as [ReachFilter])]);

/**
 * GET /api/company-jobs/{jobId}/job-applications. `filter` carries `limit` and `offset` (and the
 * specification's `where`/`order`, which the named parameters replace); the named parameters are
 * applied by the server. Omitted (or "All") means no restriction.
 */
export const applicantsQuerySchema = z.strictObject({
  filter: text().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  experience: z.enum(['All', ...experienceKeys]).optional(),
  video: z.enum(['All', ...APPLICANT_VIDEO_FILTERS]).optional(),
  city: text().trim().max(200).optional(),
  reach: reachFilterSchema.optional(),
  sort: z.enum(APPLICANT_SORTS).optional(),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

/** A match row of the specification (filled by the matching engine; empty until then). */
export const matchedCandidateSchema = z.object({
  id: z.uuid(),
  percentage: z.number().int().min(0).max(100),
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
});

/** The candidate as the applicants list shows it. */
export const applicantCandidateSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  profilePicture: z.string().nullable(),
  profileRank: z.number().int().min(0).max(100),
  video: z.string().nullable(),
  title: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  yearsOfExperience: z.number().int(),
  /**
   * The candidate erased their account, or the application was anonymised past the company's
   * retention: the name is "Erased candidate" and nothing else of them is shown.
   */
  erased: z.boolean(),
  user: z.object({ id: z.uuid(), name: z.string() }),
});

/**
 * Where the candidate lives against the job (docs/matching.md, Reach): shown beside the percentage,
 * never part of it.
 */
export const reachSchema = z.object({
  basis: z.enum(REACH_BASES),
  withinReach: z.boolean(),
  /** Great-circle kilometres between the candidate and the job, when both places are known. */
  distanceKm: z.number().int().min(0).nullable(),
});

/** One row of the applicants list: the application with its candidate and match (null: not computed yet). */
export const applicantSchema = z.object({
  id: z.uuid(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
  matchPercentage: z.number().int().min(0).max(100).nullable(),
  candidate: applicantCandidateSchema,
  matchedCandidates: z.array(matchedCandidateSchema),
  reach: reachSchema,
});
export type Applicant = z.infer<typeof applicantSchema>;

// GET /api/company-jobs/{jobId}/application-counts answers applicationCountsSchema (schemas/jobs.ts: the openings list carries it too).

/** PATCH /api/job-applications/{id}/candidate-job-status. */
export const applicationStatusRequestSchema = z.strictObject({ applicationStatus: z.enum(APPLICATION_STATUSES) });

/** POST /api/job-applications/{id}/job-application-notes: a blank note is refused (422). */
export const noteRequestSchema = z.strictObject({
  note: text({ error: APPLICATION_MESSAGES.noteRequired }, { multiline: true })
    .trim()
    .min(1, APPLICATION_MESSAGES.noteRequired)
    .max(NOTE_LIMITS.noteMax, APPLICATION_MESSAGES.noteTooLong),
});
export const noteSchema = z.object({
  id: z.uuid(),
  jobApplicationId: z.uuid(),
  note: z.string(),
  userId: z.uuid(),
  createdAt: z.string(),
  user: z.object({ id: z.uuid(), name: z.string() }),
});
export type Note = z.infer<typeof noteSchema>;

/** The job as the overview's header and screening section need it. */
export const applicationJobSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  jobTitle: z.string(),
  jobType: z.enum(JOB_TYPES).nullable(),
  workType: z.enum(WORK_TYPES).nullable(),
  jobStatus: z.enum(JOB_STATUSES),
  industryId: z.uuid().nullable(),
  industry: z.object({ id: z.uuid(), industryName: z.string() }).nullable(),
  customQuestions: z.array(z.object({ id: z.uuid(), question: z.string() })),
});

/** GET /api/job-applications/{id}: the application with answers, its candidate and its job. */
export const applicationDetailSchema = jobApplicationSchema.extend({
  matchPercentage: z.number().int().min(0).max(100).nullable(),
  candidate: applicantCandidateSchema,
  companyJob: applicationJobSchema,
  /** Held back from the retention run (docs/PRIVACY.md): set and lifted by the owner. */
  legalHold: z.boolean(),
  /** Where it came from (the careers page, a shared link and its campaign…); null: not recorded. */
  origin: applicationOriginSchema.nullable(),
  /** Every status it has had, oldest first: from (null when it was made), to, when, and the member's name (null: applying). */
  statusHistory: z.array(
    z.object({
      fromStatus: z.enum(APPLICATION_STATUSES).nullable(),
      toStatus: z.enum(APPLICATION_STATUSES),
      changedAt: z.string(),
      changedBy: z.string().nullable(),
    }),
  ),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/**
 * GET /api/candidate/{id}: the candidate a company may see (through an application to, or a match
 * with, one of its jobs), with the specification's relations. `jobApplications` lists only this
 * company's applications; `matchedCandidates` only its jobs' matches. The sections are the same
 * as the candidate's own profile (and also served one by one under /api/candidate/{id}/…).
 */
export const companyCandidateSchema = candidateProfileSchema.omit({ user: true, criteria: true, dateOfBirth: true }).extend({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  candidateJobCriteria: candidateProfileSchema.shape.criteria,
  matchedCandidates: z.array(matchedCandidateSchema),
  jobApplications: z.array(
    z.object({
      id: z.uuid(),
      applicationStatus: z.enum(APPLICATION_STATUSES),
      createdAt: z.string(),
      companyJobId: z.uuid(),
      companyJob: z.object({ id: z.uuid(), companyId: z.uuid(), jobTitle: z.string() }),
    }),
  ),
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;

export const candidateWorkExperiencesSchema = candidateProfileSchema.shape.workExperiences;
export const candidateEducationsSchema = candidateProfileSchema.shape.educations;
export const candidateCertificatesSchema = candidateProfileSchema.shape.certificates;
export const candidatePortfoliosSchema = candidateProfileSchema.shape.portfolios;

/** GET /api/candidate-tests?filter={"where":{"candidateId":…}}: the tests the candidate attempted, each with its attempt (correct answers included). */
export const attemptedTestSchema = z.object({
  id: z.uuid(),
  testName: z.string(),
  testCategory: z.string(),
  skill: z.object({ id: z.uuid(), skillName: z.string(), skillType: z.enum(['hard', 'soft']) }),
  candidateTests: z.array(candidateTestSchema),
});
export type AttemptedTest = z.infer<typeof attemptedTestSchema>;
