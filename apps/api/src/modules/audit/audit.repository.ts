import { and, asc, count, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { auditLog } from '#api/db/schema/index.js';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;
export const auditColumns = auditLog;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

type Page = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number };

/** A page of one scope's entries (a company's, or the administrators' when companyId is null) and their total. */
export async function findAuditEntries(
  db: Db,
  companyId: string | null,
  page: Page,
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = and(companyId === null ? isNull(auditLog.companyId) : eq(auditLog.companyId, companyId), page.where);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(...page.orderBy, asc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/**
 * Deletes the entries older than `before`, in the transaction `db` is: the log's trigger allows it
 * only under talentdeck.audit_prune, and only for entries past the least retention.
 */
export async function deleteAuditEntriesBefore(db: Db, before: Date): Promise<number> {
  await db.execute(sql`select set_config('talentdeck.audit_prune', 'on', true)`);
  const deleted = await db.delete(auditLog).where(lt(auditLog.createdAt, before)).returning({ id: auditLog.id });
  return deleted.length;
}
