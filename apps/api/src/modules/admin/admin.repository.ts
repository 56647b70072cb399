import { and, asc, count, desc, eq, ilike, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companies, companyApprovals, companyUsers, users, waitingLists } from '#api/db/schema/index.js';

/**
 * Platform administration works across the tenants: it reads companies with their owner and
 * waitlist state, and changes a company's access. These back-office queries join the tables of
 * accounts and waitlist on purpose (one query per page instead of one per company); the tables'
 * own modules never depend on them.
 */

const waitlistByCompany = (db: Db) =>
  db
    .select({ companyId: waitingLists.companyId, joinedAt: min(waitingLists.createdAt).as('joined_at') })
    .from(waitingLists)
    .groupBy(waitingLists.companyId)
    .as('w');

/** Columns the admin filter may use; `waitlistJoinedAt` comes from the grouped waitlist. */
export const adminCompanyColumns = {
  isAllowed: companies.isAllowed,
  isSignUpProcessCompleted: companies.isSignUpProcessCompleted,
  companyName: companies.companyName,
  createdAt: companies.createdAt,
  waitlistJoinedAt: sql<Date | null>`w.joined_at`,
};

function baseQuery<T extends Record<string, unknown>>(db: Db, fields: T) {
  const w = waitlistByCompany(db);
  return db
    .select(fields as never)
    .from(companies)
    .leftJoin(companyUsers, and(eq(companyUsers.companyId, companies.id), eq(companyUsers.isOwner, true)))
    .leftJoin(users, eq(users.id, companyUsers.userId))
    .leftJoin(companyApprovals, eq(companyApprovals.companyId, companies.id))
    .leftJoin(w, eq(w.companyId, companies.id));
}

const rowFields = {
  id: companies.id,
  companyName: companies.companyName,
  isAllowed: companies.isAllowed,
  isSignUpProcessCompleted: companies.isSignUpProcessCompleted,
  createdAt: companies.createdAt,
  firstApprovedAt: companyApprovals.firstApprovedAt,
  ownerUserId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
  waitlistJoinedAt: sql<Date | string | null>`w.joined_at`,
};

export type AdminCompanyRow = {
  id: string;
  companyName: string;
  isAllowed: boolean;
  isSignUpProcessCompleted: boolean;
  createdAt: Date;
  firstApprovedAt: Date | null;
  ownerUserId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  waitlistJoinedAt: Date | string | null;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(companies.companyName, pattern), ilike(users.name, pattern), ilike(users.email, pattern));
}

export async function findCompanies(
  db: Db,
  q: { where: SQL | undefined; search?: string; orderBy: SQL[]; limit: number; offset: number },
): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const condition = and(q.where, searchCondition(q.search));
  const [rows, totals] = await Promise.all([
    baseQuery(db, rowFields)
      .where(condition)
      .orderBy(...q.orderBy, asc(companies.id))
      .limit(q.limit)
      .offset(q.offset) as unknown as Promise<AdminCompanyRow[]>,
    baseQuery(db, { total: count() }).where(condition) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export async function findCompany(db: Db, id: string): Promise<AdminCompanyRow | undefined> {
  const rows = (await baseQuery(db, rowFields).where(eq(companies.id, id)).limit(1)) as unknown as AdminCompanyRow[];
  return rows[0];
}

/** Changes access only if it differs; answers whether this call changed it (one email per approval). */
export async function setCompanyAllowed(db: Db, id: string, isAllowed: boolean): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ isAllowed, updatedAt: sql`now()` })
    .where(and(eq(companies.id, id), eq(companies.isAllowed, !isAllowed)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** Records the first approval; answers true only the first time for a company. */
export async function recordFirstApproval(db: Db, companyId: string, approvedBy: string): Promise<boolean> {
  const rows = await db
    .insert(companyApprovals)
    .values({ companyId, approvedBy })
    .onConflictDoNothing({ target: companyApprovals.companyId })
    .returning({ companyId: companyApprovals.companyId });
  return rows.length > 0;
}

export const defaultCompanyOrder = [sql`w.joined_at asc nulls last`, desc(companies.createdAt)];

// Administrators themselves.

export async function findUserForAdmin(db: Db, email: string) {
  const [user] = await db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return undefined;
  const [memberships] = await db
    .select({ n: count() })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, user.id), eq(companyUsers.isDeleted, false)));
  return { ...user, activeMemberships: Number(memberships?.n ?? 0) };
}

export async function insertAdmin(db: Db, values: { name: string; email: string; passwordHash: string }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, userType: 'Admin', emailVerifiedAt: sql`now()` })
    .returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function promoteToAdmin(db: Db, id: string, values: { passwordHash: string; name?: string }) {
  await db
    .update(users)
    .set({
      userType: 'Admin',
      passwordHash: values.passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
      ...(values.name ? { name: values.name } : {}),
    })
    .where(eq(users.id, id));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.userType, 'Admin'));
  return Number(row?.n ?? 0);
}
