/**
 * Business constants and limits of the specification (section 9 of both documents).
 * Both the API and the web app import them, so a limit is changed in one place.
 */
export const LIMITS = {
  passwordMin: 8,
  nameMin: 2,
  companyNameMin: 2,
  /** A company's careers address, /careers/{slug}. */
  slugMin: 3,
  slugMax: 60,
  phoneMin: 10,
  phoneMax: 20,
  emailMax: 254,
  textMax: 200,
  aboutMax: 5000,
  linkMax: 2048,
  officeAddressMin: 3,
  officesMax: 5,
  emailCodeLength: 6,
  jobTitleMax: 50,
  customQuestionsMax: 10,
  hiresMin: 1,
  salaryDigitsMax: 7,
  /** The countries a fully remote job hires from (ISO 3166-1 alpha-2 codes). */
  hiringCountriesMax: 50,
  /** Collaborator invitations one company may send per day (UTC), counted in the database. */
  invitationsPerCompanyPerDay: 50,
} as const;

/**
 * A cookie set and cleared with the session's (which is HttpOnly): not a credential, only a hint
 * the web app can read, so a signed-out page asks for no profile (a 401 in every visitor's console).
 */
export const SIGNED_IN_HINT_COOKIE = 'td_signed_in';

/**
 * The header a client sends with a POST so that a retry of it is answered, not run, again
 * (decision 35), and the header of such a replayed answer. Keys are kept for a day.
 */
export const IDEMPOTENCY = {
  keyHeader: 'Idempotency-Key',
  replayedHeader: 'Idempotent-Replayed',
  keyMaxLength: 255,
  keyLifetimeHours: 24,
} as const;

export const TIMINGS = {
  resendCountdownSeconds: 30,
  loginAlertMs: 2000,
  loaderTimeoutMs: 300_000,
  copyTooltipMs: 2000,
  inviteDialogCloseMs: 800,
  waitlistLogoutMs: 5000,
  pollIntervalMs: 15_000,
} as const;

/** Lifetimes of the emailed secrets. */
export const TOKEN_TTL = {
  emailVerificationHours: 24,
  passwordResetHours: 1,
  emailChangeMinutes: 15,
  emailChangeMaxAttempts: 5,
  sessionDays: 30,
  collaboratorInviteDays: 7,
} as const;

export const UNREAD_BADGE_CAP = 99;

export const USER_TYPES = ['Company', 'Candidate', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const NOTIFICATION_TYPES = ['JOBAPPLICATION', 'JOBEXPIRED', 'CHAT', 'NOTES', 'INTERVIEWINVITE'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NUMBER_OF_EMPLOYEES = ['1-5', '5-10', '10-25', '25-50', '50-100', '100+'] as const;
export const COMPANY_BENEFITS = ['No Benefit', 'All Benefits'] as const;

export const JOB_STATUSES = ['Draft', 'Published', 'Completed', 'Paused'] as const;
export const JOB_TYPES = ['Full time', 'Part time', 'Short-term', 'Project/Freelance'] as const;
export const WORK_TYPES = ['On-site', 'Partially Remote', 'Fully Remote'] as const;
export const GENDERS = ['All', 'Male', 'Female', 'Other'] as const;
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'PKR', 'NOK', 'CHF', 'JPY', 'CNY', 'KRW'] as const;
export const SALARY_TYPES = ['Monthly', 'Yearly'] as const;

export const APPLICATION_STATUSES = ['Awaiting', 'Reviewed', 'Contacted', 'Shortlist Candidate', 'Hired', 'On Hold'] as const;

export const INTERVIEW_DURATIONS_MINUTES = [30, 45, 60, 90, 120, 150, 180] as const;
export const JOB_END_DAYS = 15;
export const MATCH_PERCENT_RANGE = { min: 20, max: 100 } as const;
export const PASS_MARK = 50;

/** A candidate's own gender (a job's `gender` also allows All). */
export const CANDIDATE_GENDERS = ['Male', 'Female', 'Other'] as const;

/** The candidate profile's limits: how many entries each section may hold. */
export const CANDIDATE_LIMITS = {
  sectionItemsMax: 20,
  skillsMax: 50,
  titleMax: 120,
  /** yearsOfExperience is in months: 60 years at most. */
  experienceMonthsMax: 720,
  /** Job application answers: one per screening question. */
  answerMax: 2000,
} as const;

/**
 * The applicants list (/job-opening-details). Experience brackets are year ranges over the months of
 * `yearsOfExperience`, both ends included, so neighbouring brackets overlap on their shared month
 * (the specification's "overlapping month ranges"); `max: null` has no upper end.
 */
export const APPLICANT_EXPERIENCE_FILTERS = {
  '0-1': { min: 0, max: 12 },
  '1-3': { min: 12, max: 36 },
  '3-5': { min: 36, max: 60 },
  '5-10': { min: 60, max: 120 },
  '10+': { min: 120, max: null },
} as const;
export type ApplicantExperienceFilter = keyof typeof APPLICANT_EXPERIENCE_FILTERS;
export const APPLICANT_VIDEO_FILTERS = ['With Video', 'Without Video'] as const;
/** dateApplied newest first; matchingPercentage and profileRank highest first; status in APPLICATION_STATUSES order. */
export const APPLICANT_SORTS = ['dateApplied', 'matchingPercentage', 'profileRank', 'status'] as const;
export const APPLICANTS_PAGE_SIZE = 5;
/** The tabs of /job-opening-details: the label and the status it lists (null: every status). */
export const APPLICANT_TABS = [
  { label: 'Candidates', status: null },
  { label: 'Awaiting', status: 'Awaiting' },
  { label: 'Reviewed', status: 'Reviewed' },
  { label: 'Shortlisted', status: 'Shortlist Candidate' },
  { label: 'Hired', status: 'Hired' },
] as const;
/** How the status is shown (the specification shows Shortlist Candidate as Shortlisted). */
export const APPLICATION_STATUS_LABELS = {
  Awaiting: 'Awaiting',
  Reviewed: 'Reviewed',
  Contacted: 'Contacted',
  'Shortlist Candidate': 'Shortlisted',
  Hired: 'Hired',
  'On Hold': 'On Hold',
} as const;
/** Match colour bands: up to 20 red, 40 orange, 60 yellow, 80 light green, above green. */
export const MATCH_BANDS = [
  { upTo: 20, colour: 'red' },
  { upTo: 40, colour: 'orange' },
  { upTo: 60, colour: 'yellow' },
  { upTo: 80, colour: 'lightgreen' },
  { upTo: 100, colour: 'green' },
] as const;
export const NOTE_LIMITS = { noteMax: 2000 } as const;

/**
 * The audit log's retention (AUDIT_LOG_RETENTION_DAYS): by default two years, and never less than
 * one, which the database itself holds to (migration 0030's trigger).
 */
export const AUDIT_LOG_RETENTION = { defaultDays: 730, minDays: 365 } as const;
