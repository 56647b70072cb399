import { z } from 'zod';

/** GET /api/candidate-app/privacy/export: everything held about the calling candidate. */
export const candidateExportSchema = z.object({
  /** The export's format and version, for a program reading it. */
  format: z.string(),
  exportedAt: z.string(),
  /** The companies whose people opened the candidate's profile, newest first. */
  profileReads: z.array(z.object({ companyName: z.string(), at: z.string() })),
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
