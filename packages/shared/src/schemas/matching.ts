import { z } from 'zod';
import { applicantCandidateSchema, reachFilterSchema, reachSchema } from './applications.js';
import { text } from './common.js';

const skillType = z.enum(['hard', 'soft']);
const criterion = z.object({ weight: z.number().int().min(0).max(100), points: z.number().min(0).max(100) });

/**
 * The match explanation (API.md, Candidates, applications, matching): the percentage and what it is
 * made of. `points` add up to `percentage` within ±1 (rounding). No filter excludes anyone
 * (docs/matching.md): `excluded` is false and `excludedBy` empty, kept for the answer's shape.
 * `field` is how much of the job's field the candidate covers (every criterion but the hard skills
 * counts in that proportion); `reach` where they live against the job, which never changes the
 * percentage.
 */
export const matchExplanationSchema = z.object({
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
  percentage: z.number().int().min(0).max(100),
  excluded: z.boolean(),
  excludedBy: z.array(z.enum(['gender', 'age', 'location', 'disability'])),
  breakdown: z.object({ education: criterion, workExperience: criterion, hardSkills: criterion, softSkills: criterion }),
  skills: z.object({
    matched: z.array(z.object({ id: z.uuid(), skillName: z.string(), skillType, verified: z.boolean() })),
    missing: z.array(z.object({ id: z.uuid(), skillName: z.string(), skillType })),
  }),
  field: z.object({
    /** 0–1. */
    fit: z.number().min(0).max(1),
    /** Months of work history in the job's profession. */
    professionMonths: z.number().min(0),
    /** Months counted for the job's experience: its profession's, and its industry's at half. */
    relevantMonths: z.number().min(0),
  }),
  reach: reachSchema,
  computedAt: z.string(),
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

/** GET /api/candidate-matched-job: the pair asked about. */
export const candidateMatchedJobQuerySchema = z.strictObject({ candidateId: z.uuid(), companyJobId: z.uuid() });

/** GET /api/company-jobs/{jobId}/matched-candidates: `filter` carries limit and offset; `reach` narrows by where they live. */
export const matchedCandidatesQuerySchema = z.strictObject({ filter: text().optional(), reach: reachFilterSchema.optional() });
export type MatchedCandidatesQuery = z.infer<typeof matchedCandidatesQuerySchema>;

/** One row of a job's matched candidates: the match row of the specification with its explanation and candidate. */
export const matchedCandidateRowSchema = z.object({
  id: z.uuid(),
  percentage: z.number().int().min(0).max(100),
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
  explanation: matchExplanationSchema,
  candidate: applicantCandidateSchema,
  user: z.object({ id: z.uuid(), name: z.string() }),
});
export type MatchedCandidateRow = z.infer<typeof matchedCandidateRowSchema>;

/** One change that would raise the candidate's match, with the percentage points it adds. */
export const matchSuggestionSchema = z.object({
  kind: z.enum(['addSkill', 'verifySkill', 'education', 'experience']),
  gain: z.number().min(0).max(100),
  /** addSkill and verifySkill: the skill. */
  skill: z.object({ id: z.uuid(), skillName: z.string(), skillType }).optional(),
  /** The active tests whose pass verifies the skill. */
  tests: z.array(z.object({ id: z.uuid(), testName: z.string() })).optional(),
  /** education: the lowest level the job asks. */
  educationName: z.string().optional(),
  /** experience: the months the job's bracket starts at. */
  months: z.number().int().optional(),
});
export type MatchSuggestionItem = z.infer<typeof matchSuggestionSchema>;

/** GET /api/candidate-app/jobs/{jobId}/match: the candidate's own explanation and what would raise it. */
export const ownMatchSchema = matchExplanationSchema.extend({
  suggestions: z.array(matchSuggestionSchema),
  /** The job's skills the candidate declared that no active test can verify yet: they count as declared. */
  declaredWithoutTest: z.array(z.object({ id: z.uuid(), skillName: z.string(), skillType })),
});
export type OwnMatch = z.infer<typeof ownMatchSchema>;
