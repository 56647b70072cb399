import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { bundles, paymentSessions, payments, promoRedemptions, promos } from '#api/db/schema/index.js';
import type { PaymentRow, Tx } from './billing.repository.js';

/**
 * The payment flow's data (billing.payments.service): payment sessions, the promo code uses they
 * reserve, the record of every attempt, and the crediting of a confirmed payment.
 */

export type SessionRow = typeof paymentSessions.$inferSelect;

/** A reservation that still holds its use of the code. */
const isHeld = () => and(eq(promoRedemptions.status, 'held'), gt(promoRedemptions.heldUntil, sql`now()`));
const liveHold = (promoId: string) => and(eq(promoRedemptions.promoId, promoId), isHeld());

/**
 * The promo row, locked until the transaction ends: parallel buyers of a code are counted one
 * after the other.
 */
export async function lockPromo(db: Db, promoId: string) {
  const [promo] = await db.select().from(promos).where(eq(promos.id, promoId)).for('update');
  return promo;
}

/** The live reservations of a code held by companies other than `companyId`. */
export async function countOthersLiveHolds(db: Db, promoId: string, companyId: string) {
  const [others] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(liveHold(promoId), ne(promoRedemptions.companyId, companyId)));
  return others?.n ?? 0;
}

/** Releases the company's live reservations of a code; answers the ids of their sessions. */
export async function releaseLiveHolds(db: Db, promoId: string, companyId: string) {
  const released = await db
    .update(promoRedemptions)
    .set({ status: 'released' })
    .where(and(liveHold(promoId), eq(promoRedemptions.companyId, companyId)))
    .returning({ sessionId: promoRedemptions.sessionId });
  return released.map((r) => r.sessionId);
}

/** Reserves one use of a code for a session, until `heldUntil`. */
export async function insertPromoHold(db: Db, hold: { promoId: string; sessionId: string; companyId: string; heldUntil: Date }) {
  await db.insert(promoRedemptions).values(hold);
}

export async function findSessions(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(paymentSessions).where(inArray(paymentSessions.id, ids));
}

/** Whether a session's reservation of its promo code is still live. */
export async function promoHoldIsLive(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.sessionId, sessionId), isHeld()));
  return Boolean(row);
}

export type NewSession = typeof paymentSessions.$inferInsert;

export async function insertSession(db: Db, values: NewSession) {
  const [row] = await db.insert(paymentSessions).values(values).returning();
  return row as SessionRow;
}

export async function getSessionByIntentId(db: Db, providerIntentId: string) {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerIntentId, providerIntentId));
  return row;
}

export async function getSessionByClientSecret(db: Db, clientSecret: string) {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.clientSecret, clientSecret));
  return row;
}

/** Whether the bundle of a provider transaction has been credited (by the client's acceptance call or the webhook). */
export async function isTransactionCredited(db: Db, providerIntentId: string) {
  const [row] = await db
    .select({ id: bundles.id })
    .from(bundles)
    .where(eq(bundles.providerTransactionId, providerIntentId))
    .limit(1);
  return Boolean(row);
}

type AttemptInput = {
  session: SessionRow;
  attemptRef: string;
  status: 'Successful' | 'Unsuccessful';
  message: string;
  clientReport?: unknown;
};

const attemptValues = (a: AttemptInput) => ({
  transactionId: a.session.providerIntentId,
  attemptRef: a.attemptRef,
  sessionId: a.session.id,
  companyId: a.session.companyId,
  packageId: a.session.packageId,
  promoId: a.session.promoId,
  amountMinor: a.session.amountMinor,
  currency: a.session.currency,
  transactionStatus: a.status,
  transactionMessage: a.message,
  clientReport: a.clientReport ?? null,
});

async function upsertAttempt(tx: Tx | Db, a: AttemptInput) {
  const [inserted] = await tx.insert(payments).values(attemptValues(a)).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.transactionId, a.session.providerIntentId), eq(payments.attemptRef, a.attemptRef)));
  return existing as PaymentRow;
}

/** Records an attempt that did not pay, once per provider attempt however often it is reported. */
export function recordFailedAttempt(db: Db, a: Omit<AttemptInput, 'status'>) {
  return upsertAttempt(db, { ...a, status: 'Unsuccessful' });
}

/** Records a confirmed attempt, once per provider attempt however often it is reported. */
export function recordSuccessfulAttempt(db: Db, a: Omit<AttemptInput, 'status'>) {
  return upsertAttempt(db, { ...a, status: 'Successful' });
}

/** The bundle a provider transaction credited, if it has been credited. */
export async function findBundleOfTransaction(db: Db, providerIntentId: string) {
  const [bundle] = await db.select().from(bundles).where(eq(bundles.providerTransactionId, providerIntentId));
  return bundle;
}

/**
 * Turns the session's reservation of its promo code into a use; false when there was none to
 * turn. The update waits for the lock of a parallel confirmation of the same session.
 */
export async function convertPromoHold(db: Db, session: SessionRow) {
  const converted = await db
    .update(promoRedemptions)
    .set({ status: 'used' })
    .where(
      and(
        eq(promoRedemptions.sessionId, session.id),
        // A card payment has been taken already: it is honoured even if the reservation lapsed.
        session.provider === 'free' ? isHeld() : inArray(promoRedemptions.status, ['held', 'released']),
      ),
    )
    .returning({ id: promoRedemptions.id });
  return converted.length > 0;
}

export async function countPromoUse(db: Db, promoId: string) {
  await db
    .update(promos)
    .set({ timesUsed: sql`${promos.timesUsed} + 1` })
    .where(eq(promos.id, promoId));
}

/**
 * The bundle bought by a confirmed payment. The bundle is unique per provider transaction, so
 * however many confirmations arrive only one inserts it; the others answer undefined.
 */
export async function insertPurchaseBundle(
  db: Db,
  input: { session: SessionRow; paymentId: string; jobs: number; expiryDate: Date },
) {
  const { session } = input;
  const [bundle] = await db
    .insert(bundles)
    .values({
      companyId: session.companyId,
      source: 'purchase',
      packageId: session.packageId,
      paymentId: input.paymentId,
      providerTransactionId: session.providerIntentId,
      jobsInBundle: input.jobs,
      numberOfJobs: input.jobs,
      expiryDate: input.expiryDate,
    })
    .onConflictDoNothing()
    .returning();
  return bundle;
}
