import { z } from 'zod';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_TYPE_NAMES } from '../audit.js';

/** One entry of the audit log: who did what to which record, when, and from which address (as a keyed hash). */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  actorUserId: z.uuid().nullable(),
  /** The name the person had when they acted (kept if they later leave or rename). */
  actorName: z.string(),
  /**
   * A company's user, or a platform administrator; 'Candidate' for a candidate's erasure, told to
   * each company concerned, whose actor is named only "Candidate" (never the person).
   */
  actorType: z.enum(['Company', 'Admin', 'Candidate']),
  action: z.enum(AUDIT_ACTION_NAMES),
  entityType: z.enum(AUDIT_ENTITY_TYPE_NAMES).nullable(),
  entityId: z.string().nullable(),
  /** HMAC-SHA256 of the caller's address with the deployment's key: the same address gives the same value, which does not reveal it. */
  addressHash: z.string().nullable(),
  /** A few non-personal facts of the change (a new status, a job's status), never free text. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditEntriesSchema = z.array(auditEntrySchema);
