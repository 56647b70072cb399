import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { candidates, companies, companyUsers, users, userTokens } from '#api/db/schema/index.js';
import { findAccountByEmail, isUnjoinedInvitee } from './team.repository.js';
import type { TokenPurpose } from './tokens.repository.js';

export { insertToken, issueToken, retireTokens, type TokenPurpose } from './tokens.repository.js';

const userWithCompany = {
  id: users.id,
  name: users.name,
  email: users.email,
  title: users.title,
  profilePicture: users.profilePicture,
  phoneNumber: users.phoneNumber,
  userType: users.userType,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  companyId: companyUsers.companyId,
  isOwner: companyUsers.isOwner,
  companyName: companies.companyName,
  isAllowed: companies.isAllowed,
  isSignUpProcessCompleted: companies.isSignUpProcessCompleted,
  candidateId: candidates.id,
  candidateProfileSaved: sql<boolean>`${candidates.profileSavedAt} is not null`,
};

function selectUserWithCompany(db: Db) {
  return db
    .select(userWithCompany)
    .from(users)
    .leftJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.isDeleted, false)))
    .leftJoin(companies, eq(companies.id, companyUsers.companyId))
    .leftJoin(candidates, eq(candidates.userId, users.id));
}

export type UserRecord = Awaited<ReturnType<typeof findUserById>>;

export async function findUserById(db: Db, id: string) {
  const rows = await selectUserWithCompany(db).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await selectUserWithCompany(db).where(eq(users.email, email)).limit(1);
  return rows[0];
}

export async function emailExists(db: Db, email: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

type NewOwner = { name: string; phoneNumber: string; passwordHash: string; userType: 'Company' };

/** A new user who owns a company (their membership is inserted next). */
export async function insertOwnerUser(db: Db, owner: NewOwner & { email: string }) {
  const [user] = await db.insert(users).values(owner).returning({ id: users.id });
  if (!user) throw new Error('insert returned no row');
  return user.id;
}

/**
 * Makes the released user row of an unjoined invitee the new owner's. Whoever signs up proves the
 * address again: nothing from the invitation carries over.
 */
export async function resetUserAsOwner(db: Db, userId: string, owner: NewOwner) {
  await db
    .update(users)
    .set({ ...owner, emailVerifiedAt: null, title: null, profilePicture: null, fcmToken: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertCompany(db: Db, values: { companyName: string; phoneNumber: string }) {
  const [company] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!company) throw new Error('insert returned no row');
  return company.id;
}

export async function insertOwnerMembership(db: Db, companyId: string, userId: string) {
  await db.insert(companyUsers).values({ companyId, userId, isOwner: true });
}

/**
 * Creates a user of type Candidate (not verified yet) inside the caller's transaction; answers its
 * id, or undefined when the address belongs to an account already (the unique index decides).
 */
export async function insertCandidateUser(db: Db, input: { name: string; email: string; passwordHash: string }) {
  const rows = await db
    .insert(users)
    .values({ ...input, userType: 'Candidate' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0]?.id;
}

/**
 * Consumes a live key by id; undefined when it has been used, has expired or was retired meanwhile
 * (the condition is checked again on the row the update locks).
 */
export async function consumeLiveToken(db: Db, purpose: TokenPurpose, tokenId: string) {
  const [consumed] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(live(purpose), eq(userTokens.id, tokenId)))
    .returning({ id: userTokens.id });
  return consumed;
}

/** Sets the password an invitee chose on joining; following their invitation link proved the address. */
export async function setJoinedPassword(db: Db, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Whether an address belongs to an account (an invitee who never joined does not count). */
export async function emailTaken(db: Db, email: string) {
  const account = await findAccountByEmail(db, email);
  return account !== undefined && !isUnjoinedInvitee(account);
}

export async function updateUserRow(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      'name' | 'title' | 'profilePicture' | 'email' | 'passwordHash' | 'fcmToken' | 'emailVerifiedAt'
    >
  >,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function markEmailVerified(db: Db, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

const live = (purpose: TokenPurpose) =>
  and(eq(userTokens.purpose, purpose), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`));

export async function findLiveToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  const rows = await db
    .select()
    .from(userTokens)
    .where(and(live(purpose), eq(userTokens.tokenHash, tokenHash)))
    .limit(1);
  return rows[0];
}

/** Marks a secret used; only one caller can win, so a link or code works exactly once. */
export async function consumeToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(live(purpose), eq(userTokens.tokenHash, tokenHash)))
    .returning();
  return rows[0];
}

export async function findNewestLiveTokenOfUser(db: Db, userId: string, purpose: TokenPurpose) {
  const rows = await db
    .select()
    .from(userTokens)
    .where(and(live(purpose), eq(userTokens.userId, userId)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return rows[0];
}

/** Counts a wrong attempt; the code is burnt when it reaches the limit. */
export async function recordFailedAttempt(db: Db, tokenId: string, maxAttempts: number) {
  await db
    .update(userTokens)
    .set({
      attempts: sql`${userTokens.attempts} + 1`,
      usedAt: sql`case when ${userTokens.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(eq(userTokens.id, tokenId));
}

export async function consumeTokenById(db: Db, tokenId: string) {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
    .returning();
  return rows[0];
}

/** Companies' names by id, in one query. */
export async function findCompanyNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: companies.id, companyName: companies.companyName }).from(companies).where(inArray(companies.id, ids));
}

/** Public card of a company (name; the logo comes with the business profile). */
export async function findCompanyCard(db: Db, companyId: string) {
  const rows = await db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0];
}

/** Deletes every emailed key of a user, used or not (an erased account keeps none). */
export async function deleteUserTokens(db: Db, userId: string) {
  await db.delete(userTokens).where(eq(userTokens.userId, userId));
}
