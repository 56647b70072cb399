import { z } from 'zod';
import { PRIVACY_MESSAGES, RETENTION_MONTHS } from '../privacy.js';

/** GET /api/candidate-app/privacy/export: everything held about the calling candidate. */
export const candidateExportSchema = z.object({
  /** The export's format and version, for a program reading it. */
  format: z.string(),
  exportedAt: z.string(),
  /** The companies whose people opened the candidate's profile, newest first. */
  profileReads: z.array(z.object({ companyName: z.string(), at: z.string() })),
  /** Each application's job and company by name (the rows name them by id), newest first. */
  applications: z.array(
    z.object({ applicationId: z.uuid(), jobTitle: z.string(), companyName: z.string(), appliedAt: z.string() }),
  ),
  /** The addresses of the candidate's files (pictures, a video), with the row field naming each. */
  files: z.array(z.object({ table: z.string(), field: z.string(), url: z.string() })),
  /** Every table holding nothing of theirs, with the reason. */
  notExported: z.record(z.string(), z.string()),
  /** Every row of theirs, by table, with the table's own column names; secrets (password and token hashes) left out. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type CandidateExport = z.infer<typeof candidateExportSchema>;

/** GET /api/company/{id}/candidates/{candidateId}/export: everything the company holds about one candidate (a data-subject request). */
export const companyCandidateExportSchema = z.object({
  format: z.string(),
  exportedAt: z.string(),
  companyId: z.uuid(),
  candidateId: z.uuid(),
  /** The candidate's profile as the company sees it, then what concerns this company alone, by table. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type CompanyCandidateExport = z.infer<typeof companyCandidateExportSchema>;

/** PATCH /api/candidate-app/profile/discoverable: "Let companies find my profile". */
export const discoverableRequestSchema = z.strictObject({ discoverable: z.boolean({ error: 'Must be true or false' }) });
export const discoverableResponseSchema = z.object({ discoverable: z.boolean() });
export type DiscoverableResponse = z.infer<typeof discoverableResponseSchema>;

/** The candidate's privacy choices, in their own profile only (never in a company's view of them). */
export const candidatePrivacySchema = z.object({
  discoverable: z.boolean(),
  /** A profile from before the choice existed, not yet told that it is findable and can change that. */
  discoverableNotice: z.boolean(),
  /** The privacy notice accepted at sign-up, and when (null for accounts from before it was recorded). */
  privacyNoticeVersion: z.string().nullable(),
  privacyNoticeAcceptedAt: z.string().nullable(),
});
export type CandidatePrivacy = z.infer<typeof candidatePrivacySchema>;

/** GET and PATCH /api/company/{id}/privacy-settings. */
export const privacySettingsSchema = z.object({
  /** Months applicants' data is kept after the job closes or the last activity. */
  retentionMonths: z.number().int(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const privacySettingsRequestSchema = z.strictObject({
  retentionMonths: z
    .number({ error: PRIVACY_MESSAGES.retentionRange })
    .int(PRIVACY_MESSAGES.retentionRange)
    .min(RETENTION_MONTHS.min, PRIVACY_MESSAGES.retentionRange)
    .max(RETENTION_MONTHS.max, PRIVACY_MESSAGES.retentionRange),
});
export type PrivacySettingsRequest = z.infer<typeof privacySettingsRequestSchema>;

/** PATCH /api/company/{id}/applications/{applicationId}/legal-hold. */
export const legalHoldRequestSchema = z.strictObject({ legalHold: z.boolean({ error: 'Must be true or false' }) });
export const legalHoldResponseSchema = z.object({ legalHold: z.boolean() });
