import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { userTokens } from '#api/db/schema/index.js';

export type TokenPurpose = (typeof userTokens.$inferSelect)['purpose'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TokenValues = { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; data?: Record<string, string> };

export async function insertToken(db: Db | Tx, values: TokenValues) {
  await db.insert(userTokens).values(values);
}

/** Invalidates earlier secrets of that purpose, so only the newest link or code works. */
export async function retireTokens(db: Db | Tx, userId: string, purpose: TokenPurpose) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/** A fresh secret of a purpose for a user: the earlier ones of that purpose stop working. */
export async function issueToken(db: Db | Tx, values: TokenValues) {
  await retireTokens(db, values.userId, values.purpose);
  await insertToken(db, values);
}
