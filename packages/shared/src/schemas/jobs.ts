import { z } from 'zod';
import { CURRENCIES, GENDERS, JOB_END_DAYS, JOB_STATUSES, JOB_TYPES, LIMITS, SALARY_TYPES, WORK_TYPES } from '../constants.js';
import { isCountryCode } from '../countries.js';
import { MESSAGES } from '../messages.js';
import { text } from './common.js';

/** Texts of the job wizard and job calls (specification document 1, sections 2 and 5). */
export const JOB_MESSAGES = {
  /** How a job with the differently-abled toggle on says so to candidates (never a filter: docs/matching.md). */
  welcomesDifferentlyAbled: 'We welcome applications from differently-abled candidates.',
  jobTitleRequired: 'Please input the job title',
  jobTitleMax: `The job title can have at most ${LIMITS.jobTitleMax} characters`,
  locationRequired: 'Please enter the location',
  salaryOrder: 'Minimum salary should be less than the maximum salary',
  salaryDigits: `A salary can have at most ${LIMITS.salaryDigitsMax} digits`,
  salaryRequired: 'Please enter the salary range',
  matchingTotal: 'The four matching criteria must total exactly 100',
  categoryRequired: 'Please select the category',
  specialityRequired: 'Please select the speciality',
  skillsRequired: 'Please select at least one skill',
  educationRequired: 'Please select at least one education',
  genderRequired: 'Please select the gender',
  ageRequired: 'Please select the age bracket',
  workTypeRequired: 'Please select the work type',
  jobTypeRequired: 'Please select the job type',
  descriptionRequired: 'Please write a job description (more than 5 characters)',
  questionsMax: `A job can have at most ${LIMITS.customQuestionsMax} custom questions`,
  questionRequired: 'Please write the question',
  hiresMin: `At least ${LIMITS.hiresMin} hire`,
  hiringCountryUnknown: 'Choose countries from the list',
  hiringCountriesMax: `A job can hire from at most ${LIMITS.hiringCountriesMax} countries`,
  outOfCredits: MESSAGES.outOfJobCredits,
  almostThere: 'Almost there',
  published: 'Job published successfully',
  deleteConfirm: 'Are you sure you want to delete this job?',
  noJobsYet: "You haven't posted any job yet",
  noJobsFound: 'No jobs were found',
  jobNotFound: 'This job is not available',
  copied: 'Copied!',
  entryExists: 'An entry with this name already exists',
  completedJobFrozen: 'A completed job cannot be changed',
  publishedJobNotBackToDraft: 'A published job cannot go back to Draft',
  onlyPublishedJobPaused: 'Only a published job can be paused',
  unknownIndustry: 'Unknown industry',
  unknownProfession: 'Unknown profession',
  unknownSkill: 'Unknown skill',
  unknownEducation: 'Unknown education',
  unknownExperience: 'Unknown professionalExperience',
  unknownAgeBracket: 'Unknown ageSpecification',
  specialityNotInCategory: 'This speciality does not belong to the category',
} as const;

const id = () => z.uuid({ error: 'Must be an id' });

export const matchingCriteriaSchema = z.strictObject({
  educationPercentage: z.number().int().min(0).max(100),
  workExperiencePercentage: z.number().int().min(0).max(100),
  hardSkillsPercentage: z.number().int().min(0).max(100),
  softSkillPercentage: z.number().int().min(0).max(100),
});
export type MatchingCriteria = z.infer<typeof matchingCriteriaSchema>;

export const matchingTotal = (m: Partial<MatchingCriteria> | null | undefined) =>
  (m?.educationPercentage ?? 0) +
  (m?.workExperiencePercentage ?? 0) +
  (m?.hardSkillsPercentage ?? 0) +
  (m?.softSkillPercentage ?? 0);

export const DEFAULT_MATCHING: MatchingCriteria = {
  educationPercentage: 25,
  workExperiencePercentage: 25,
  hardSkillsPercentage: 25,
  softSkillPercentage: 25,
};

const SALARY_MAX = 10 ** LIMITS.salaryDigitsMax - 1;
export const salarySchema = z
  .number({ error: JOB_MESSAGES.salaryDigits })
  .int({ error: JOB_MESSAGES.salaryDigits })
  .min(0, JOB_MESSAGES.salaryDigits)
  .max(SALARY_MAX, JOB_MESSAGES.salaryDigits);

export const jobTitleSchema = text({ error: JOB_MESSAGES.jobTitleRequired })
  .trim()
  .min(1, JOB_MESSAGES.jobTitleRequired)
  .max(LIMITS.jobTitleMax, JOB_MESSAGES.jobTitleMax);

/** Every field of the job payload (API.md, Jobs): each is checked on its own here. */
export const jobFieldsSchema = z.strictObject({
  jobTitle: jobTitleSchema,
  jobDescription: text(undefined, { multiline: true }).max(20_000),
  industryId: id(),
  professionId: id(),
  skillIds: z.array(id()).max(100),
  educationIds: z.array(id()).max(20),
  professionalExperienceId: id().nullable(),
  ageSpecificationId: id(),
  gender: z.enum(GENDERS, { error: JOB_MESSAGES.genderRequired }),
  workType: z.enum(WORK_TYPES, { error: JOB_MESSAGES.workTypeRequired }),
  location: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable(),
  city: text().trim().max(120).nullable(),
  country: text().trim().max(120).nullable(),
  address: text().trim().max(300).nullable(),
  /** A fully remote job's "Hiring from": ISO 3166-1 alpha-2 codes (ignored for the other work types). */
  hiringCountries: z
    .array(text().refine(isCountryCode, JOB_MESSAGES.hiringCountryUnknown))
    .max(LIMITS.hiringCountriesMax, JOB_MESSAGES.hiringCountriesMax),
  isDisable: z.boolean(),
  jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.jobTypeRequired }).nullable(),
  currency: z.enum(CURRENCIES),
  salaryType: z.enum(SALARY_TYPES),
  minimumSalary: salarySchema.nullable(),
  maximumSalary: salarySchema.nullable(),
  numberOfHiring: z.number().int().min(LIMITS.hiresMin, JOB_MESSAGES.hiresMin).max(10_000),
  jobStatus: z.enum(JOB_STATUSES),
  matchingCriteria: matchingCriteriaSchema,
});
export type JobFields = z.infer<typeof jobFieldsSchema>;

export type RuleIssue = { field: string; message: string };

/** The text of an HTML description, for its length rule. */
export const descriptionText = (html: string | null | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The rules of wizard step 1 (what Continue needs), on the whole job as it would be saved. The web
 * app enables Continue with it and the server refuses a job that breaks it.
 */
export function targetIssues(job: Partial<JobFields>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const need = (ok: unknown, field: string, message: string) => {
    if (!ok) issues.push({ field, message });
  };
  const title = job.jobTitle?.trim() ?? '';
  need(title.length > 0, 'jobTitle', JOB_MESSAGES.jobTitleRequired);
  if (title.length > LIMITS.jobTitleMax) issues.push({ field: 'jobTitle', message: JOB_MESSAGES.jobTitleMax });
  need(job.industryId, 'industryId', JOB_MESSAGES.categoryRequired);
  need(job.professionId, 'professionId', JOB_MESSAGES.specialityRequired);
  need(job.skillIds?.length, 'skillIds', JOB_MESSAGES.skillsRequired);
  need(job.educationIds?.length, 'educationIds', JOB_MESSAGES.educationRequired);
  need(job.gender, 'gender', JOB_MESSAGES.genderRequired);
  need(job.ageSpecificationId, 'ageSpecificationId', JOB_MESSAGES.ageRequired);
  need(job.workType, 'workType', JOB_MESSAGES.workTypeRequired);
  need(matchingTotal(job.matchingCriteria) === 100, 'matchingCriteria', JOB_MESSAGES.matchingTotal);
  if (job.workType && job.workType !== 'Fully Remote') {
    need(job.city?.trim() && job.country?.trim(), 'city', JOB_MESSAGES.locationRequired);
  }
  return issues;
}

/** The salary pair: both within 7 digits (checked per field) and the minimum below the maximum. */
export function salaryIssues(job: Pick<Partial<JobFields>, 'minimumSalary' | 'maximumSalary'>): RuleIssue[] {
  const { minimumSalary: min, maximumSalary: max } = job;
  const tooLong = (['minimumSalary', 'maximumSalary'] as const)
    .filter((field) => (job[field] ?? 0) > SALARY_MAX)
    .map((field) => ({ field, message: JOB_MESSAGES.salaryDigits }));
  if (tooLong.length) return tooLong;
  if (min != null && max != null && min >= max) return [{ field: 'minimumSalary', message: JOB_MESSAGES.salaryOrder }];
  return [];
}

/** What step 2 needs before 'Review this job' (and what publishing needs on top of step 1). */
export function detailsIssues(job: Partial<JobFields>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!job.jobType) issues.push({ field: 'jobType', message: JOB_MESSAGES.jobTypeRequired });
  if (descriptionText(job.jobDescription).length <= 5)
    issues.push({ field: 'jobDescription', message: JOB_MESSAGES.descriptionRequired });
  if (job.minimumSalary == null || job.maximumSalary == null)
    issues.push({ field: job.minimumSalary == null ? 'minimumSalary' : 'maximumSalary', message: JOB_MESSAGES.salaryRequired });
  issues.push(...salaryIssues(job));
  return issues;
}

/** Step 1 creates the job: everything Continue needs, plus any other field. */
export const createJobSchema = jobFieldsSchema.partial().omit({ jobStatus: true });
export type CreateJobRequest = z.infer<typeof createJobSchema>;

/** Edits and status changes: any subset of the payload; the server checks the job as it would be saved. */
export const updateJobSchema = jobFieldsSchema.partial();
export type UpdateJobRequest = z.infer<typeof updateJobSchema>;

export const softDeleteJobSchema = z.strictObject({ isJobDeleted: z.literal(true) });

export const skillSchema = z.object({ id: z.string(), skillName: z.string(), skillType: z.enum(['hard', 'soft']) });
export type Skill = z.infer<typeof skillSchema>;

/**
 * A job's applications per status and in all (GET /api/company-jobs/{jobId}/application-counts,
 * and each row of the openings list). Here rather than with the other application shapes because
 * the job's answer carries it.
 */
export const applicationCountsSchema = z.object({
  all: z.number().int(),
  Awaiting: z.number().int(),
  Reviewed: z.number().int(),
  Contacted: z.number().int(),
  'Shortlist Candidate': z.number().int(),
  Hired: z.number().int(),
  'On Hold': z.number().int(),
});
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

/**
 * A job as the API answers it: every column is always sent (null where it has no value); the
 * relations come only when `include` names them. `filter.fields` narrows an answer to the named
 * fields (and id), which the document says on the filter parameter (docs/decisions/0024).
 */
export const jobResponseSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  industryId: z.string().nullable(),
  professionId: z.string().nullable(),
  skillIds: z.array(z.string()),
  educationIds: z.array(z.string()),
  professionalExperienceId: z.string().nullable(),
  ageSpecificationId: z.string().nullable(),
  gender: z.string().nullable(),
  workType: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  hiringCountries: z.array(z.string()),
  isDisable: z.boolean(),
  jobType: z.string().nullable(),
  currency: z.string(),
  salaryType: z.string(),
  minimumSalary: z.number().nullable(),
  maximumSalary: z.number().nullable(),
  numberOfHiring: z.number(),
  jobStatus: z.enum(JOB_STATUSES),
  matchingCriteria: matchingCriteriaSchema.nullable(),
  isJobDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  endDate: z.string(),
  industry: z.object({ id: z.string(), industryName: z.string() }).nullable().optional().describe('With include=industry'),
  profession: z.object({ id: z.string(), professionName: z.string() }).nullable().optional().describe('With include=profession'),
  skills: z.array(skillSchema).optional().describe('With include=skills'),
  educations: z
    .array(z.object({ id: z.string(), educationName: z.string() }))
    .optional()
    .describe('With include=educations'),
  professionalExperience: z
    .object({ id: z.string(), experience: z.string() })
    .nullable()
    .optional()
    .describe('With include=professionalExperience'),
  ageSpecification: z
    .object({ id: z.string(), ageRange: z.string() })
    .nullable()
    .optional()
    .describe('With include=ageSpecification'),
  company: z
    .object({ id: z.string(), companyName: z.string(), companyLogo: z.string().nullable() })
    .optional()
    .describe('With include=company'),
});
/** A row of the openings list: the job with its applications per status and in all. */
export const jobListItemSchema = jobResponseSchema.extend({
  applicationCounts: applicationCountsSchema.describe(
    'The job’s applications per status and in all (one grouped query per page)',
  ),
});
/** A job answer narrowed by `filter.fields`: the named fields and id (what the server checks it against). */
export const jobFieldsResponseSchema = jobResponseSchema.partial().extend({ id: z.string() });
export type Job = z.infer<typeof jobResponseSchema>;
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const jobEndDate = (createdAt: Date | string) =>
  new Date(new Date(createdAt).getTime() + JOB_END_DAYS * 24 * 60 * 60 * 1000);

// Custom screening questions
export const questionTextSchema = text({ error: JOB_MESSAGES.questionRequired })
  .trim()
  .min(1, JOB_MESSAGES.questionRequired)
  .max(500);
export const createQuestionsSchema = z.array(questionTextSchema).min(1).max(LIMITS.customQuestionsMax, JOB_MESSAGES.questionsMax);
export const updateQuestionsSchema = z
  .array(z.strictObject({ id: id(), question: questionTextSchema }))
  .min(1)
  .max(LIMITS.customQuestionsMax, JOB_MESSAGES.questionsMax);
export const customQuestionSchema = z.object({
  id: z.string(),
  companyJobId: z.string(),
  question: z.string(),
  createdAt: z.string(),
});
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

// Taxonomy
export const industrySchema = z.object({
  id: z.string(),
  industryName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Industry = z.infer<typeof industrySchema>;
export const professionSchema = z.object({
  id: z.string(),
  industryId: z.string(),
  professionName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Profession = z.infer<typeof professionSchema>;
export const adminSkillSchema = skillSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
  professionIds: z.array(z.string()).optional(),
});
export type AdminSkill = z.infer<typeof adminSkillSchema>;
export const educationSchema = z.object({ id: z.string(), educationName: z.string(), createdAt: z.string() });
export type Education = z.infer<typeof educationSchema>;
export const professionalExperienceSchema = z.object({
  id: z.string(),
  experience: z.string(),
  minMonths: z.number().nullable(),
  maxMonths: z.number().nullable(),
  createdAt: z.string(),
});
export type ProfessionalExperience = z.infer<typeof professionalExperienceSchema>;
export const ageSpecificationSchema = z.object({
  id: z.string(),
  ageRange: z.string(),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  createdAt: z.string(),
});
export type AgeSpecification = z.infer<typeof ageSpecificationSchema>;

export const professionWithSkillsRequestSchema = z.strictObject({ professionIds: z.array(id()).min(1).max(50) });

const taxonomyName = text().trim().min(2).max(120);
export const createIndustrySchema = z.strictObject({ industryName: taxonomyName, isActive: z.boolean().optional() });
export const updateIndustrySchema = createIndustrySchema.partial();
export const createProfessionSchema = z.strictObject({
  industryId: id(),
  professionName: taxonomyName,
  isActive: z.boolean().optional(),
});
export const updateProfessionSchema = createProfessionSchema.partial();
export const createSkillSchema = z.strictObject({
  skillName: taxonomyName,
  skillType: z.enum(['hard', 'soft']),
  professionIds: z.array(id()).max(200).optional(),
  isActive: z.boolean().optional(),
});
export const updateSkillSchema = createSkillSchema.partial();

// Views and stats
export const jobStatsSchema = z.object({
  views: z.array(z.number()),
  viewsByDay: z.array(z.object({ date: z.string(), count: z.number() })),
  totalViews: z.number(),
  totalApplications: z.number(),
  awaitingApplications: z.number(),
  reviewedApplications: z.number(),
  shortlistedApplications: z.number(),
  hiredApplications: z.number(),
  jobStatus: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  endDate: z.string(),
});
export type JobStats = z.infer<typeof jobStatsSchema>;
