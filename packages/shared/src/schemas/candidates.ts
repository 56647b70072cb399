import { z } from 'zod';
import { APPLICATION_SOURCES, UTM_MAX } from '../application-sources.js';
import { APPLICATION_STATUSES, CANDIDATE_GENDERS, CANDIDATE_LIMITS, JOB_TYPES, LIMITS, WORK_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { candidateSignUpRules } from '../rules.js';
import { rulesToZod, text, urlField } from './common.js';
import { interviewSchema } from './conversations.js';
import { JOB_MESSAGES } from './jobs.js';
import { candidatePrivacySchema } from './privacy.js';

/** Texts of the candidate side (profile, tests, applications). */
export const CANDIDATE_MESSAGES = {
  titleRequired: 'Please enter your title',
  cityRequired: 'Please enter your city',
  countryRequired: 'Please enter your country',
  cityNotFound: MESSAGES.cityRequired,
  skillUnavailable: 'This skill is not available',
  educationUnavailable: 'This education level is not available',
  datesOrder: 'The end date cannot be before the start date',
  dateNotInFuture: 'This date cannot be in the future',
  validDate: 'Enter a date as YYYY-MM-DD',
  tooManyItems: `A section can have at most ${CANDIDATE_LIMITS.sectionItemsMax} entries`,
  tooManySkills: `You can add at most ${CANDIDATE_LIMITS.skillsMax} skills`,
  answerRequired: 'Please answer this question',
  unknownQuestion: 'This question is not one of the job’s questions',
  alreadyApplied: 'You have already applied to this job',
  jobNotAvailable: JOB_MESSAGES.jobNotFound,
  testNotFound: 'This test is not available',
  testAlreadyTaken: 'You have already taken this test',
  unknownTestQuestion: 'This question is not part of the test',
  unknownOption: 'This option is not one of the question’s options',
  duplicateAnswer: 'Each question can be answered once',
  applied: 'Your application has been sent',
} as const;

const id = () => z.uuid({ error: 'Must be an id' });
const shortText = (message?: string) =>
  text(message ? { error: message } : undefined)
    .trim()
    .max(LIMITS.textMax);
const requiredText = (message: string) => text({ error: message }).trim().min(1, message).max(LIMITS.textMax, message);
/** A calendar date `YYYY-MM-DD` (years 1900 to 9999). */
export const calendarDate = () =>
  z.iso.date({ error: CANDIDATE_MESSAGES.validDate }).refine((v) => v >= '1900-01-01', CANDIDATE_MESSAGES.validDate);
const section = <T extends z.ZodType>(item: T) =>
  z.array(item).max(CANDIDATE_LIMITS.sectionItemsMax, CANDIDATE_MESSAGES.tooManyItems).default([]);
const location = z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const candidateSignUpRequestSchema = z.strictObject({
  ...rulesToZod(candidateSignUpRules),
  captcha: text().max(10_000).optional(),
  /** The privacy notice the candidate accepted (PRIVACY_NOTICE.version); recorded with the time. */
  privacyNoticeVersion: text().max(40).optional(),
  /** "Let companies find my profile": unticked unless the candidate chose it. */
  discoverable: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type CandidateSignUpRequest = z.infer<typeof candidateSignUpRequestSchema>;

export const candidateEducationInputSchema = z.strictObject({
  educationId: id(),
  nameOfDegree: requiredText('Please enter the degree'),
  institute: requiredText('Please enter the institute'),
  to: calendarDate().nullable().optional(),
  degreeImage: urlField().nullable().optional(),
});
export const candidateWorkExperienceInputSchema = z
  .strictObject({
    jobTitle: requiredText('Please enter the job title'),
    companyName: requiredText('Please enter the company name'),
    from: calendarDate(),
    to: calendarDate().nullable().optional(),
    experienceLetter: urlField().nullable().optional(),
  })
  .refine((w) => !w.to || w.to >= w.from, { message: CANDIDATE_MESSAGES.datesOrder, path: ['to'] });
export const candidateCertificateInputSchema = z.strictObject({
  nameOfCertificate: requiredText('Please enter the certificate'),
  institute: requiredText('Please enter the institute'),
  to: calendarDate().nullable().optional(),
  certificateImage: urlField().nullable().optional(),
});
export const candidatePortfolioInputSchema = z.strictObject({
  projectName: requiredText('Please enter the project name'),
  projectType: shortText().optional(),
  url: urlField().nullable().optional(),
});
export const candidateJobCriteriaSchema = z.strictObject({
  workTypes: z.array(z.enum(WORK_TYPES)).max(WORK_TYPES.length).default([]),
  city: shortText().nullable().optional(),
  /** Major units, like every amount in JSON. */
  salaryExpectation: z.number().min(0).max(9_999_999).nullable().optional(),
  /** Would move for a job: a far on-site or hybrid job still counts them within reach (docs/matching.md). */
  relocate: z.boolean().default(false),
});

/**
 * PUT /api/candidate-app/profile: the whole profile. `title`, `city` and `country` are required;
 * every other field or section left out is stored empty.
 */
export const candidateProfileRequestSchema = z.strictObject({
  title: requiredText(CANDIDATE_MESSAGES.titleRequired).max(CANDIDATE_LIMITS.titleMax, CANDIDATE_MESSAGES.titleRequired),
  aboutYou: text(undefined, { multiline: true }).trim().max(LIMITS.aboutMax).optional(),
  profilePicture: urlField().nullable().optional(),
  video: urlField().nullable().optional(),
  city: requiredText(CANDIDATE_MESSAGES.cityRequired),
  country: requiredText(CANDIDATE_MESSAGES.countryRequired),
  location: location.nullable().optional(),
  yearsOfExperience: z.number().int().min(0).max(CANDIDATE_LIMITS.experienceMonthsMax).optional(),
  gender: z.enum(CANDIDATE_GENDERS).nullable().optional(),
  dateOfBirth: calendarDate().nullable().optional(),
  isDisable: z.boolean().optional(),
  skillIds: z.array(id()).max(CANDIDATE_LIMITS.skillsMax, CANDIDATE_MESSAGES.tooManySkills).default([]),
  educations: section(candidateEducationInputSchema),
  workExperiences: section(candidateWorkExperienceInputSchema),
  certificates: section(candidateCertificateInputSchema),
  portfolios: section(candidatePortfolioInputSchema),
  criteria: candidateJobCriteriaSchema.optional(),
});
export type CandidateProfileRequest = z.infer<typeof candidateProfileRequestSchema>;

const skillRefSchema = z.object({ id: z.uuid(), skillName: z.string(), skillType: z.enum(['hard', 'soft']) });

/** GET/PUT answer: the candidate with every section, in the PUT's names (so it can be edited and sent back). */
export const candidateProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  profilePicture: z.string().nullable(),
  profileRank: z.number().int().min(0).max(100),
  video: z.string().nullable(),
  title: z.string().nullable(),
  aboutYou: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  yearsOfExperience: z.number().int(),
  gender: z.enum(CANDIDATE_GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  isDisable: z.boolean(),
  skillIds: z.array(z.uuid()),
  skills: z.array(skillRefSchema),
  educations: z.array(
    z.object({
      id: z.uuid(),
      educationId: z.uuid(),
      educationName: z.string(),
      nameOfDegree: z.string(),
      institute: z.string(),
      to: z.string().nullable(),
      degreeImage: z.string().nullable(),
    }),
  ),
  workExperiences: z.array(
    z.object({
      id: z.uuid(),
      jobTitle: z.string(),
      companyName: z.string(),
      from: z.string(),
      to: z.string().nullable(),
      experienceLetter: z.string().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      id: z.uuid(),
      nameOfCertificate: z.string(),
      institute: z.string(),
      to: z.string().nullable(),
      certificateImage: z.string().nullable(),
    }),
  ),
  portfolios: z.array(z.object({ id: z.uuid(), projectName: z.string(), projectType: z.string(), url: z.string().nullable() })),
  criteria: z.object({
    workTypes: z.array(z.enum(WORK_TYPES)),
    city: z.string().nullable(),
    salaryExpectation: z.number().nullable(),
    relocate: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** GET and PUT /api/candidate-app/profile: the profile, with the candidate's own privacy choices. */
export const candidateOwnProfileSchema = candidateProfileSchema.extend({ privacy: candidatePrivacySchema });
export type CandidateOwnProfile = z.infer<typeof candidateOwnProfileSchema>;

// Skills tests
const attemptItemSchema = z.object({
  questionId: z.uuid(),
  question: z.string(),
  image: z.string().nullable(),
  options: z.array(z.object({ id: z.uuid(), optionText: z.string() })),
  /** The option the candidate chose (null: unanswered). */
  answer: z.uuid().nullable(),
  /**
   * The right option, for a company reviewing the attempt; null in the candidate's own answers: a
   * passed test verifies a skill and adds match points, so its key is never handed to test takers.
   */
  correctAnswer: z.uuid().nullable(),
  isCorrect: z.boolean(),
});
export const candidateTestSchema = z.object({
  id: z.uuid(),
  testId: z.uuid(),
  candidateId: z.uuid(),
  result: z.number().int().min(0).max(100),
  passed: z.boolean(),
  isAttempted: z.literal(true),
  createdAt: z.string(),
  attemptArray: z.array(attemptItemSchema),
});
export type CandidateTest = z.infer<typeof candidateTestSchema>;

/** A test as a candidate sees it: its questions without the correct answers, and their attempts. */
export const skillTestSchema = z.object({
  id: z.uuid(),
  testName: z.string(),
  testCategory: z.string(),
  skill: skillRefSchema,
  questions: z.array(
    z.object({
      id: z.uuid(),
      question: z.string(),
      image: z.string().nullable(),
      options: z.array(z.object({ id: z.uuid(), optionText: z.string() })),
    }),
  ),
  candidateTests: z.array(candidateTestSchema),
});
export type SkillTest = z.infer<typeof skillTestSchema>;

export const testAttemptRequestSchema = z.strictObject({
  answers: z
    .array(z.strictObject({ questionId: id(), optionId: id().nullable() }))
    .max(100)
    .refine((a) => new Set(a.map((x) => x.questionId)).size === a.length, CANDIDATE_MESSAGES.duplicateAnswer),
});
export type TestAttemptRequest = z.infer<typeof testAttemptRequestSchema>;

export const testAttemptResponseSchema = candidateTestSchema.extend({ profileRank: z.number().int().min(0).max(100) });

// Jobs and applications
export const candidateJobsQuerySchema = z.strictObject({
  q: text().trim().max(100).optional(),
  filter: text().optional(),
});

export const candidateJobSchema = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  jobDescription: z.string(),
  jobType: z.enum(JOB_TYPES).nullable(),
  workType: z.enum(WORK_TYPES).nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  industryId: z.uuid().nullable(),
  skillIds: z.array(z.uuid()),
  educationIds: z.array(z.uuid()),
  currency: z.string(),
  salaryType: z.string(),
  minimumSalary: z.number().nullable(),
  maximumSalary: z.number().nullable(),
  /** The job welcomes differently-abled candidates (said on the page as JOB_MESSAGES.welcomesDifferentlyAbled). */
  isDisable: z.boolean(),
  createdAt: z.string(),
  company: z.object({ id: z.uuid(), companyName: z.string() }),
  customQuestions: z.array(z.object({ id: z.uuid(), question: z.string() })),
});
export type CandidateJob = z.infer<typeof candidateJobSchema>;

/** Where an application came from (application-sources.ts): the source and the link's campaign. */
export const applicationOriginSchema = z.strictObject({
  source: z.enum(APPLICATION_SOURCES),
  utmSource: text().trim().min(1).max(UTM_MAX).optional(),
  utmMedium: text().trim().min(1).max(UTM_MAX).optional(),
  utmCampaign: text().trim().min(1).max(UTM_MAX).optional(),
});

export const applyRequestSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: id(),
        answer: text(undefined, { multiline: true }).max(CANDIDATE_LIMITS.answerMax),
      }),
    )
    .max(LIMITS.customQuestionsMax)
    .default([]),
  /** Where the candidate reached the job from; the candidate app always sends it. */
  origin: applicationOriginSchema.optional(),
});
export type ApplyRequest = z.infer<typeof applyRequestSchema>;

export const jobApplicationSchema = z.object({
  id: z.uuid(),
  candidateId: z.uuid(),
  companyJobId: z.uuid(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  answers: z.array(z.object({ questionId: z.uuid().nullable(), question: z.string(), answer: z.string() })),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** The candidate's own applications (GET /api/candidate-app/applications). */
export const candidateApplicationSchema = jobApplicationSchema.extend({
  companyJob: z.object({
    id: z.uuid(),
    jobTitle: z.string(),
    jobType: z.enum(JOB_TYPES).nullable(),
    workType: z.enum(WORK_TYPES).nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    jobStatus: z.string(),
  }),
  company: z.object({ id: z.uuid(), companyName: z.string() }),
  /** The application's interview (not deleted), or null. */
  interview: interviewSchema.nullable(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;
