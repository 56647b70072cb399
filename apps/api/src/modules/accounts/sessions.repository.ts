import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyUsers, sessions, users } from '../../db/schema/index.js';

/** Who is calling, read live from the database for every request (never from a stale token). */
export type Principal = {
  sessionId: string;
  userId: string;
  name: string;
  email: string;
  userType: 'Company' | 'Candidate' | 'Admin';
  companyId: string | null;
  isOwner: boolean;
  isAllowed: boolean;
  isSignUpProcessCompleted: boolean;
};

export async function findSessionPrincipal(db: Db, tokenHash: string): Promise<Principal | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      companyId: companyUsers.companyId,
      isOwner: companyUsers.isOwner,
      isAllowed: companies.isAllowed,
      isSignUpProcessCompleted: companies.isSignUpProcessCompleted,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.isDeleted, false)))
    .leftJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  // A company user whose membership was removed has no company left to act for.
  if (row.userType === 'Company' && !row.companyId) return undefined;
  const isAdmin = row.userType === 'Admin';
  return {
    ...row,
    isOwner: row.isOwner ?? false,
    isAllowed: isAdmin || (row.isAllowed ?? false),
    isSignUpProcessCompleted: isAdmin || (row.isSignUpProcessCompleted ?? false),
  };
}

export async function insertSession(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string }) {
  await db.insert(sessions).values(values);
}

export async function revokeSessionByHash(db: Db, tokenHash: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function revokeUserSessions(db: Db, userId: string, exceptTokenHash?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
      ),
    );
}
