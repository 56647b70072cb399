import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { waitingLists } from '#api/db/schema/index.js';

export type WaitlistRow = typeof waitingLists.$inferSelect;

export async function findEntryByUser(db: Db, userId: string): Promise<WaitlistRow | undefined> {
  const rows = await db.select().from(waitingLists).where(eq(waitingLists.userId, userId)).limit(1);
  return rows[0];
}

/** Adds the user once; a second call (or two at the same moment) finds the first entry. */
export async function insertEntryOnce(db: Db, values: { userId: string; companyId: string; email: string }) {
  await db.insert(waitingLists).values(values).onConflictDoNothing({ target: waitingLists.userId });
  return findEntryByUser(db, values.userId);
}
