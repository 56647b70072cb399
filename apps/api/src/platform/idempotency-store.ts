import { IDEMPOTENCY } from '@talentdeck/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { idempotencyKeys } from '#api/db/schema/index.js';

/** The queries of platform/idempotency.ts: the table `idempotency_keys`, nothing else. */

const EXPIRED = sql`now() - make_interval(hours => ${IDEMPOTENCY.keyLifetimeHours})`;

/**
 * A claim still in progress after this long belongs to a process that died with it (a crash, a
 * deploy's kill), not to a slow request: the next request with the key runs in its place. The
 * API's slowest writes take seconds; five minutes is far above them, and a client that retries is
 * held off with 409 for no longer than that.
 */
const ABANDONED = sql`now() - interval '5 minutes'`;

export type StoredAnswer = {
  id: string;
  request: string;
  requestHash: string;
  /** Null while the request that claimed the key is still running. */
  status: number | null;
  contentType: string | null;
  body: string | null;
};

export type Claim = { userId: string; key: string; request: string; requestHash: string };

/**
 * Claims the key for this request, in one statement so that two requests with the same key cannot
 * both run: the unique index (user_id, key) lets one insert through and turns the other into the
 * conflict branch, which takes the row over only when it has expired or was abandoned. Answers the
 * claimed row's id, or undefined when the key is someone else's (read it with findAnswer).
 */
export async function claimKey(db: Db, claim: Claim): Promise<string | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        request: claim.request,
        requestHash: claim.requestHash,
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: or(
        lt(idempotencyKeys.createdAt, EXPIRED),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, ABANDONED)),
      ),
    })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

export async function findAnswer(db: Db, userId: string, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      id: idempotencyKeys.id,
      request: idempotencyKeys.request,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      contentType: idempotencyKeys.contentType,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeAnswer(
  db: Db,
  id: string,
  answer: { status: number; contentType: string | null; body: string | null },
) {
  await db.update(idempotencyKeys).set(answer).where(eq(idempotencyKeys.id, id));
}

/** Frees a claim whose answer is not kept (a 5xx, a stream), so that a retry runs for real. */
export async function releaseKey(db: Db, id: string) {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)));
}

/** Deletes every key older than its lifetime (an index on created_at keeps this cheap). */
export async function deleteExpiredKeys(db: Db) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, EXPIRED));
}
