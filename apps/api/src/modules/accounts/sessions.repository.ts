import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { candidates, companies, companyUsers, sessions, users } from '#api/db/schema/index.js';
import { createBatchLoader, perDatabase } from '#api/platform/batch.js';
import { hasStanding, isAdmin, isCandidate, type Principal } from '#api/platform/policy.js';

type PrincipalRow = Awaited<ReturnType<ReturnType<typeof preparePrincipalQuery>['execute']>>[number];

/** Prepared once per database and planned once per connection: it runs on every authenticated request. */
function preparePrincipalQuery(db: Db) {
  return (
    db
      .select({
        tokenHash: sessions.tokenHash,
        sessionId: sessions.id,
        userId: users.id,
        name: users.name,
        email: users.email,
        userType: users.userType,
        companyId: companyUsers.companyId,
        isOwner: companyUsers.isOwner,
        isAllowed: companies.isAllowed,
        isSignUpProcessCompleted: companies.isSignUpProcessCompleted,
        candidateId: candidates.id,
        candidateProfileSaved: sql<boolean>`${candidates.profileSavedAt} is not null`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.isDeleted, false)))
      .leftJoin(companies, eq(companies.id, companyUsers.companyId))
      // The candidate record is the candidate principal's identity, as the membership is a company user's.
      .leftJoin(candidates, eq(candidates.userId, users.id))
      .where(
        and(
          sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .prepare('session_principals')
  );
}

/** Sessions looked up in batches (platform/batch.ts): a revoked session fails on the very next request. */
const principalLoader = perDatabase((db: Db) => {
  const query = preparePrincipalQuery(db);
  return createBatchLoader(async (tokenHashes: string[]) => {
    const rows = await query.execute({ tokenHashes: [...new Set(tokenHashes)] });
    const byHash = new Map(rows.map((r) => [r.tokenHash, r]));
    return tokenHashes.map((hash): PrincipalRow | undefined => byHash.get(hash));
  });
});

export async function findSessionPrincipal(db: Db, tokenHash: string): Promise<Principal | undefined> {
  const found = await principalLoader(db)(tokenHash);
  if (!found) return undefined;
  const { tokenHash: _hash, candidateProfileSaved, ...row } = found;
  // A company user whose membership was removed has no company left to act for.
  if (!hasStanding(row)) return undefined;
  const admin = isAdmin(row);
  const candidate = isCandidate(row);
  return {
    ...row,
    // Only a candidate has a candidate id, only a company user a company.
    candidateId: candidate ? row.candidateId : null,
    isOwner: row.isOwner ?? false,
    isAllowed: admin || candidate || (row.isAllowed ?? false),
    isSignUpProcessCompleted: admin || (candidate ? candidateProfileSaved : (row.isSignUpProcessCompleted ?? false)),
  };
}

/** A new session, and the user's last sign-in (what the retention of inactive accounts counts from). */
export async function insertSession(db: Db, values: { userId: string; tokenHash: string; expiresAt: Date; userAgent?: string }) {
  await db.insert(sessions).values(values);
  await db.update(users).set({ lastSignedInAt: sql`now()` }).where(eq(users.id, values.userId));
}

export async function revokeSessionByHash(db: Db, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Deletes every session row of a user, ended or not (an erased account keeps none, not even its devices' names). */
export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
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
