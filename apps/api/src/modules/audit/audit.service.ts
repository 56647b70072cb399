import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_TYPE_NAMES, type AuditEntry } from '@talentdeck/shared';
import { desc } from 'drizzle-orm';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { type Principal, requireAdministrator, requireCompanyOwner } from '#api/platform/policy.js';
import * as repo from './audit.repository.js';

const c = repo.auditColumns;
const filterSpec: FilterSpec = {
  where: {
    actorUserId: { column: c.actorUserId, type: 'uuid' },
    action: { column: c.action, type: { enum: AUDIT_ACTION_NAMES } },
    entityType: { column: c.entityType, type: { enum: AUDIT_ENTITY_TYPE_NAMES } },
    entityId: { column: c.entityId, type: 'string', operators: ['eq'] },
    createdAt: { column: c.createdAt, type: 'date' },
  },
  order: ['createdAt'],
  defaultOrder: [desc(c.createdAt)],
};

const toEntry = (row: repo.AuditRow): AuditEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actorUserId: row.actorUserId,
  actorName: row.actorName,
  actorType: row.actorType,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  addressHash: row.addressHash,
  details: row.details,
});

/** Written by the audit trail (audit.trail.ts) for each recorded success. */
export async function recordAuditEntry(ctx: AppContext, entry: repo.NewAuditEntry): Promise<void> {
  await repo.insertAuditEntry(ctx.db, entry);
}

/** The company's log, newest first: its owner only. */
export async function listCompanyAuditLog(ctx: AppContext, caller: Principal, companyId: string, filter: string | undefined) {
  const own = requireCompanyOwner(caller, companyId);
  const { rows, total } = await repo.findAuditEntries(ctx.db, own, parseFilter(filter, filterSpec));
  return { entries: rows.map(toEntry), total };
}

/** The administrators' actions, newest first: administrators only. */
export async function listPlatformAuditLog(ctx: AppContext, caller: Principal, filter: string | undefined) {
  requireAdministrator(caller);
  const { rows, total } = await repo.findAuditEntries(ctx.db, null, parseFilter(filter, filterSpec));
  return { entries: rows.map(toEntry), total };
}

/** Removes the entries older than the deployment's retention (never less than a year: the database refuses). */
export async function pruneAuditLog(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.auditLogRetentionDays * 24 * 3600 * 1000);
  return inTransaction(ctx, (tx) => repo.deleteAuditEntriesBefore(tx.db, before));
}
