import type { AuditAction, AuditEntityType } from '@talentdeck/shared';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';

/**
 * The audit log: append-only (migration 0030's triggers refuse UPDATE, TRUNCATE and any DELETE but
 * the retention job's of entries past the retention). No foreign keys: an entry outlives the user,
 * company or record it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    createdAt: createdAt(),
    /** The company the actor acted for; null for an administrator's action (the platform's log). */
    companyId: uuid('company_id'),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorType: text('actor_type').$type<'Company' | 'Admin' | 'Candidate'>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    entityType: text('entity_type').$type<AuditEntityType>(),
    entityId: text('entity_id'),
    addressHash: text('address_hash'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
