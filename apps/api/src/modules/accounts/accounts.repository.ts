import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, companyUsers, users, userTokens } from '../../db/schema/index.js';

export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

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
};

function selectUserWithCompany(db: Db) {
  return db
    .select(userWithCompany)
    .from(users)
    .leftJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.isDeleted, false)))
    .leftJoin(companies, eq(companies.id, companyUsers.companyId));
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

/** The company and its owner are created together or not at all. */
export async function insertCompanyWithOwner(
  db: Db,
  input: { name: string; email: string; phoneNumber: string; companyName: string; passwordHash: string },
) {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ companyName: input.companyName, phoneNumber: input.phoneNumber })
      .returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        phoneNumber: input.phoneNumber,
        passwordHash: input.passwordHash,
        userType: 'Company',
      })
      .returning({ id: users.id });
    if (!company || !user) throw new Error('insert returned no row');
    await tx.insert(companyUsers).values({ companyId: company.id, userId: user.id, isOwner: true });
    return { companyId: company.id, userId: user.id };
  });
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

export async function insertToken(
  db: Db,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; data?: Record<string, string> },
) {
  await db.insert(userTokens).values(values);
}

/** Invalidates earlier secrets of that purpose, so only the newest link or code works. */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
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

/** Public card of a company (name; the logo comes with the business profile). */
export async function findCompanyCard(db: Db, companyId: string) {
  const rows = await db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0];
}
