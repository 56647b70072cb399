import type { ReachFilter } from '@talentdeck/shared';

/**
 * Every TanStack Query key of the web app, one factory per API area. The keys are hierarchical:
 * each one extends its area's prefix, so invalidating a prefix refreshes every query under it
 * (`queryKeys.jobs.all` refreshes the openings list, the job filters of the dashboard and the
 * interviews, and every job's details). The `queryOptions` that use them live with the feature
 * that owns the call, or in lib/ when several features share it; no key is written anywhere else
 * (query-keys.test.ts checks).
 */
export const queryKeys = {
  session: { me: ['session', 'me'] as const },
  users: { one: (userId: string) => ['users', userId] as const },
  config: { public: ['config', 'public'] as const, payments: ['config', 'payments'] as const },
  emailedSecrets: { one: (kind: string, secret: string) => ['emailed-secrets', kind, secret] as const },
  geo: { cities: (q: string) => ['geo', 'cities', q] as const },
  taxonomy: {
    industries: ['taxonomy', 'industries'] as const,
    professions: (industryId: string) => ['taxonomy', 'professions', industryId] as const,
    professionSkills: (professionId: string) => ['taxonomy', 'profession-skills', professionId] as const,
    educations: ['taxonomy', 'educations'] as const,
    experiences: ['taxonomy', 'experiences'] as const,
    ageSpecifications: ['taxonomy', 'age-specifications'] as const,
  },

  /** A company and what it owns: a purchase invalidates `one` and so every billing figure under it. */
  companies: {
    one: (companyId: string) => ['companies', companyId] as const,
    profile: (companyId: string) => ['companies', companyId, 'profile'] as const,
    payments: (companyId: string) => ['companies', companyId, 'payments'] as const,
    creditLedger: (companyId: string) => ['companies', companyId, 'credit-ledger'] as const,
    transactions: (companyId: string) => ['companies', companyId, 'transactions'] as const,
    postingAvailability: (companyId: string) => ['companies', companyId, 'posting-availability'] as const,
  },
  billing: {
    packages: ['billing', 'packages'] as const,
    paymentStatus: (sessionId: string) => ['billing', 'payment-status', sessionId] as const,
  },
  collaborators: {
    all: ['collaborators'] as const,
    list: (companyId: string) => ['collaborators', 'list', companyId] as const,
    invitation: (key: string) => ['collaborators', 'invitation', key] as const,
  },

  /** The company's jobs: any change of a job's status invalidates `all` (lists, filters, details). */
  jobs: {
    all: ['jobs'] as const,
    list: (filters: object) => ['jobs', 'list', filters] as const,
    /** The company's published jobs, offered by the job filters of the dashboard and the interviews. */
    published: ['jobs', 'published'] as const,
    cities: (companyId: string) => ['jobs', 'cities', companyId] as const,
    detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
    title: (jobId: string) => ['jobs', 'detail', jobId, 'title'] as const,
    stats: (jobId: string) => ['jobs', 'detail', jobId, 'stats'] as const,
    customQuestions: (jobId: string) => ['jobs', 'detail', jobId, 'custom-questions'] as const,
  },
  /** A job's applications as the company reads them: `byJob` covers the lists and the tab counts. */
  applications: {
    byJob: (jobId: string) => ['applications', 'job', jobId] as const,
    list: (jobId: string, filters: object) => ['applications', 'job', jobId, 'list', filters] as const,
    counts: (jobId: string) => ['applications', 'job', jobId, 'counts'] as const,
    detail: (applicationId: string) => ['applications', 'detail', applicationId] as const,
    notes: (applicationId: string) => ['applications', 'detail', applicationId, 'notes'] as const,
  },
  candidates: {
    one: (candidateId: string) => ['candidates', candidateId] as const,
    tests: (candidateId: string) => ['candidates', candidateId, 'tests'] as const,
  },
  matches: {
    list: (jobId: string, reach?: ReachFilter) => ['matches', jobId, 'list', reach ?? 'All'] as const,
    candidate: (jobId: string, candidateId: string) => ['matches', jobId, 'candidate', candidateId] as const,
  },
  /** Every interview list of the company's screens: one invalidation of `all` refreshes them. */
  interviews: {
    all: ['interviews'] as const,
    company: (companyId: string, companyJobId: string | null, time: string) =>
      ['interviews', 'company', companyId, companyJobId, time] as const,
    job: (jobId: string) => ['interviews', 'job', jobId] as const,
    one: (interviewId: string) => ['interviews', 'one', interviewId] as const,
  },
  chat: {
    all: ['chat'] as const,
    sessions: (side: string) => ['chat', 'sessions', side] as const,
    chats: (side: string, sessionId: string) => ['chat', 'chats', side, sessionId] as const,
    unreadCount: (companyId: string) => ['chat', 'unread-count', companyId] as const,
  },
  notifications: { list: (userId: string) => ['notifications', userId] as const },
  waitlist: { entry: (userId: string) => ['waitlist', userId] as const },
  dashboard: {
    panel: (panel: 'industry' | 'cities' | 'top-matching' | 'interviews', filters: object) =>
      ['dashboard', panel, filters] as const,
    threads: (companyId: string) => ['dashboard', 'threads', companyId] as const,
  },
  /** How long a company keeps applicants' data. */
  privacy: { settings: (companyId: string) => ['privacy', 'settings', companyId] as const },
  /** The audit log: a company's (its owner's screen) or the administrators'. */
  audit: {
    all: ['audit'] as const,
    company: (companyId: string, params: object) => ['audit', 'company', companyId, params] as const,
    platform: (params: object) => ['audit', 'platform', params] as const,
  },
  admin: {
    all: ['admin'] as const,
    allCompanies: ['admin', 'companies'] as const,
    companies: (params: object) => ['admin', 'companies', params] as const,
    catalogue: (kind: string) => ['admin', 'catalogue', kind] as const,
    industries: ['admin', 'industries'] as const,
    professions: ['admin', 'professions'] as const,
    skills: (q: string) => ['admin', 'skills', q] as const,
  },

  /** The candidate app's own calls (under /api/candidate-app). */
  candidateApp: {
    profile: ['candidate-app', 'profile'] as const,
    applications: ['candidate-app', 'applications'] as const,
    tests: ['candidate-app', 'tests'] as const,
    interviews: ['candidate-app', 'interviews'] as const,
    jobSearch: (search: object) => ['candidate-app', 'jobs', 'search', search] as const,
    job: (jobId: string) => ['candidate-app', 'jobs', 'detail', jobId] as const,
    ownMatch: (jobId: string) => ['candidate-app', 'jobs', 'detail', jobId, 'match'] as const,
  },
};
