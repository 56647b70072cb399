import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyUsers, users } from '../../db/schema/index.js';

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

export async function findMembership(db: Db, membershipId: string) {
  const rows = await db
    .select(member)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.id, membershipId))
    .limit(1);
  return rows[0];
}

export async function findMembershipByEmail(db: Db, email: string) {
  const rows = await db
    .select({ ...member, userType: users.userType, userId: users.id })
    .from(users)
    .leftJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** A new company user without a password, and their membership, together. */
export async function insertInvitedUser(db: Db, input: { companyId: string; name: string; email: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, userType: 'Company' })
      .returning({ id: users.id });
    if (!user) throw new Error('insert returned no row');
    const [membership] = await tx
      .insert(companyUsers)
      .values({ companyId: input.companyId, userId: user.id, isOwner: false })
      .returning({ id: companyUsers.id });
    if (!membership) throw new Error('insert returned no row');
    return { userId: user.id, membershipId: membership.id };
  });
}

/**
 * Invites a removed collaborator again: the membership comes back, and the old password is cleared
 * so that only the new invitation lets them in.
 */
export async function reviveMembership(db: Db, membershipId: string, userId: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name, passwordHash: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await tx.update(companyUsers).set({ isDeleted: false, createdAt: sql`now()` }).where(eq(companyUsers.id, membershipId));
  });
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
