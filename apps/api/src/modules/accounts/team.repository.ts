import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companies, companyInvitationCounts, companyUsers, sessions, users, userTokens } from '#api/db/schema/index.js';

/** Company accounts and their memberships (the tables of sign-up, read by the companies and collaborators modules through team.service). */

export async function findCompany(db: Db, companyId: string) {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0];
}

export async function updateCompany(
  db: Db,
  companyId: string,
  values: Partial<Pick<typeof companies.$inferInsert, 'companyName' | 'phoneNumber' | 'isSignUpProcessCompleted'>>,
) {
  const rows = await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId))
    .returning();
  return rows[0];
}

const member = {
  id: companyUsers.id,
  companyId: companyUsers.companyId,
  userId: companyUsers.userId,
  isOwner: companyUsers.isOwner,
  isDeleted: companyUsers.isDeleted,
  createdAt: companyUsers.createdAt,
  name: users.name,
  email: users.email,
  hasJoined: sql<boolean>`${users.passwordHash} is not null`,
};

export type MemberRow = Awaited<ReturnType<typeof findMembership>>;

/** Live members of a company, oldest first. */
export async function findMembers(db: Db, companyId: string) {
  return db
    .select(member)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isDeleted, false)))
    .orderBy(asc(companyUsers.createdAt), asc(companyUsers.id));
}

/** The user ids of a company's live members (owner and collaborators not removed). */
export async function findMemberUserIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isDeleted, false)));
  return rows.map((r) => r.userId);
}

export async function findMembership(db: Db, membershipId: string) {
  const rows = await db
    .select(member)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.id, membershipId))
    .limit(1);
  return rows[0];
}

/** The account of an address with its membership, if any (at most one per user). */
function selectAccount(db: Db) {
  return db
    .select({
      userId: users.id,
      userType: users.userType,
      passwordHash: users.passwordHash,
      membershipId: companyUsers.id,
      companyId: companyUsers.companyId,
      isOwner: companyUsers.isOwner,
      isDeleted: companyUsers.isDeleted,
    })
    .from(users)
    .leftJoin(companyUsers, eq(companyUsers.userId, users.id));
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;

export async function findAccountByEmail(db: Db, email: string) {
  const rows = await selectAccount(db).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/**
 * The same, with the user's row locked until the transaction ends. Sign-up, invitation and
 * acceptance all lock the user row first, so they take turns on one address and never deadlock.
 */
export async function lockAccount(tx: Db, by: { email: string } | { userId: string }) {
  const rows = await selectAccount(tx)
    .where('email' in by ? eq(users.email, by.email) : eq(users.id, by.userId))
    .limit(1)
    .for('update', { of: users });
  return rows[0];
}

/**
 * Someone a company invited who never set a password (a removed collaborator invited again has
 * theirs cleared too). Such an account holds the address for the invitation only.
 */
export const isUnjoinedInvitee = (a: Account) =>
  a.userType === 'Company' && a.passwordHash === null && a.membershipId !== null && !a.isOwner;

/** Updates an invitee's user row: the name the company gave, and the password cleared on a return. */
export async function updateInviteeUser(db: Db, userId: string, values: { name: string; passwordHash?: null }) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Brings a removed collaborator's membership back, listed as new. */
export async function restoreMembership(db: Db, membershipId: string) {
  await db.update(companyUsers).set({ isDeleted: false, createdAt: sql`now()` }).where(eq(companyUsers.id, membershipId));
}

/**
 * Counts one invitation against the company's limit for today (UTC). The upsert re-checks the
 * count on the row it locks, so concurrent requests cannot go past the limit; false when full.
 */
export async function takeInvitationSlot(tx: Db, companyId: string, dailyLimit: number) {
  const rows = await tx
    .insert(companyInvitationCounts)
    .values({ companyId, day: sql`(now() at time zone 'utc')::date`, sent: 1 })
    .onConflictDoUpdate({
      target: [companyInvitationCounts.companyId, companyInvitationCounts.day],
      set: { sent: sql`${companyInvitationCounts.sent} + 1` },
      setWhere: sql`${companyInvitationCounts.sent} < ${dailyLimit}`,
    })
    .returning({ sent: companyInvitationCounts.sent });
  return rows.length > 0;
}

/** Whether the user holds an invitation key that can still be used. */
export async function hasLiveInvitation(tx: Db, userId: string) {
  const rows = await tx
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'collaborator_invite'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A collaborator's (not an owner's) membership of the company. */
export async function insertMembership(tx: Db, companyId: string, userId: string) {
  const [membership] = await tx
    .insert(companyUsers)
    .values({ companyId, userId, isOwner: false })
    .returning({ id: companyUsers.id });
  if (!membership) throw new Error('insert returned no row');
  return membership.id;
}

/** A new company user without a password, and their membership. */
export async function insertInvitedUser(tx: Db, input: { companyId: string; name: string; email: string }) {
  const [user] = await tx
    .insert(users)
    .values({ name: input.name, email: input.email, userType: 'Company' })
    .returning({ id: users.id });
  if (!user) throw new Error('insert returned no row');
  return { userId: user.id, membershipId: await insertMembership(tx, input.companyId, user.id) };
}

/**
 * Takes the address of an unjoined invitee for a new sign-up, inside the sign-up's transaction
 * (the account locked by lockAccount): every key of theirs stops working, the membership goes, so
 * the inviting company no longer lists them, and the user row is the new owner's from now on.
 */
export async function releaseInvitee(tx: Db, invitee: Account) {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, invitee.userId), isNull(userTokens.usedAt)));
  if (invitee.membershipId) await tx.delete(companyUsers).where(eq(companyUsers.id, invitee.membershipId));
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, invitee.userId), isNull(sessions.revokedAt)));
}

/** Marks a membership removed; only one caller wins, so the answer says whether this call did it. */
export async function markMembershipDeleted(db: Db, membershipId: string) {
  const rows = await db
    .update(companyUsers)
    .set({ isDeleted: true })
    .where(and(eq(companyUsers.id, membershipId), eq(companyUsers.isDeleted, false)))
    .returning({ id: companyUsers.id });
  return rows.length > 0;
}
