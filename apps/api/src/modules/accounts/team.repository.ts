import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companies, companyInvitationCounts, companyUsers, sessions, users, userTokens } from '#api/db/schema/index.js';
import { issueToken } from './tokens.repository.js';

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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The account of an address with its membership, if any (at most one per user). */
function selectAccount(db: Db | Tx) {
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
export async function lockAccount(tx: Tx, by: { email: string } | { userId: string }) {
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

export type InviteOutcome =
  | { kind: 'invited'; membershipId: string }
  | { kind: 'member' }
  | { kind: 'taken' }
  | { kind: 'limit' };

/**
 * Invites `email` to the company in one transaction: decides on the locked account, takes one of
 * the company's daily invitation slots, creates or refreshes the member, and replaces any earlier
 * invitation key by the new one. A refusal writes nothing, so it uses no slot.
 */
export async function inviteMember(
  db: Db,
  input: { companyId: string; name: string; email: string; tokenHash: string; expiresAt: Date; dailyLimit: number },
): Promise<InviteOutcome> {
  return db.transaction(async (tx) => {
    const existing = await lockAccount(tx, { email: input.email });
    // Another company's invitation that lapsed unanswered holds the address no more.
    const lapsed =
      existing !== undefined &&
      existing.companyId !== input.companyId &&
      isUnjoinedInvitee(existing) &&
      !(await hasLiveInvitation(tx, existing.userId));
    if (existing && !lapsed) {
      if (existing.companyId !== input.companyId || !existing.membershipId) return { kind: 'taken' };
      if (!existing.isDeleted && !isUnjoinedInvitee(existing)) return { kind: 'member' };
      if (existing.isOwner) return { kind: 'taken' };
    }
    if (!(await takeInvitationSlot(tx, input.companyId, input.dailyLimit))) return { kind: 'limit' };

    let userId: string;
    let membershipId: string;
    if (existing && lapsed) {
      await releaseInvitee(tx, existing);
      userId = existing.userId;
      membershipId = await insertMembership(tx, input.companyId, userId);
      await tx.update(users).set({ name: input.name, updatedAt: sql`now()` }).where(eq(users.id, userId));
    } else if (!existing?.membershipId) {
      ({ userId, membershipId } = await insertInvitedUser(tx, input));
    } else {
      userId = existing.userId;
      membershipId = existing.membershipId;
      // A removed collaborator comes back without their old password: only the new link lets them in.
      await tx.update(users).set({ name: input.name, passwordHash: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
      if (existing.isDeleted) {
        await tx.update(companyUsers).set({ isDeleted: false, createdAt: sql`now()` }).where(eq(companyUsers.id, membershipId));
      }
    }
    await issueToken(tx, { userId, purpose: 'collaborator_invite', tokenHash: input.tokenHash, expiresAt: input.expiresAt });
    return { kind: 'invited', membershipId };
  });
}

/**
 * Counts one invitation against the company's limit for today (UTC). The upsert re-checks the
 * count on the row it locks, so concurrent requests cannot go past the limit; false when full.
 */
async function takeInvitationSlot(tx: Tx, companyId: string, dailyLimit: number) {
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
async function hasLiveInvitation(tx: Tx, userId: string) {
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
async function insertMembership(tx: Tx, companyId: string, userId: string) {
  const [membership] = await tx
    .insert(companyUsers)
    .values({ companyId, userId, isOwner: false })
    .returning({ id: companyUsers.id });
  if (!membership) throw new Error('insert returned no row');
  return membership.id;
}

/** A new company user without a password, and their membership. */
async function insertInvitedUser(tx: Tx, input: { companyId: string; name: string; email: string }) {
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
export async function releaseInvitee(tx: Tx, invitee: Account) {
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
