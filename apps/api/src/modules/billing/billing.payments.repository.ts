import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { bundles, creditLedger, paymentSessions, payments, promoRedemptions, promos } from '#api/db/schema/index.js';
import type { BundleRow, PaymentRow, PromoRow, Tx } from './billing.repository.js';

/**
 * The payment flow's data (billing.payments.service): payment sessions, the promo code uses they
 * reserve, the record of every attempt, and the crediting of a confirmed payment.
 */

export type SessionRow = typeof paymentSessions.$inferSelect;

/** A reservation that still holds its use of the code. */
const isHeld = () => and(eq(promoRedemptions.status, 'held'), gt(promoRedemptions.heldUntil, sql`now()`));
const liveHold = (promoId: string) => and(eq(promoRedemptions.promoId, promoId), isHeld());

/**
 * Opens a payment session that uses a promo code, reserving one of the code's uses for it. The
 * promo row is locked, so parallel buyers are counted one after the other and the completed plus
 * reserved uses never pass maxUses. The company's earlier reservations of the code are released
 * (their sessions are returned so their intents can be cancelled). Returns undefined when no use is left.
 */
export async function openPromoSession(
  db: Db,
  input: { promoId: string; session: NewSession; heldUntil: Date; isUsable: (p: PromoRow) => boolean },
) {
  return db.transaction(async (tx) => {
    const [promo] = await tx.select().from(promos).where(eq(promos.id, input.promoId)).for('update');
    if (!promo || !input.isUsable(promo)) return undefined;
    const companyId = input.session.companyId;
    if (promo.maxUses !== null) {
      const [others] = await tx
        .select({ n: count() })
        .from(promoRedemptions)
        .where(and(liveHold(promo.id), ne(promoRedemptions.companyId, companyId)));
      if (promo.timesUsed + (others?.n ?? 0) >= promo.maxUses) return undefined;
    }
    const released = await tx
      .update(promoRedemptions)
      .set({ status: 'released' })
      .where(and(liveHold(promo.id), eq(promoRedemptions.companyId, companyId)))
      .returning({ sessionId: promoRedemptions.sessionId });
    const [session] = await tx.insert(paymentSessions).values(input.session).returning();
    await tx.insert(promoRedemptions).values({
      promoId: promo.id,
      sessionId: (session as SessionRow).id,
      companyId,
      heldUntil: input.heldUntil,
    });
    const releasedSessions = released.length
      ? await tx
          .select()
          .from(paymentSessions)
          .where(
            inArray(
              paymentSessions.id,
              released.map((r) => r.sessionId),
            ),
          )
      : [];
    return { session: session as SessionRow, releasedSessions };
  });
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

/**
 * Records a confirmed payment and credits its bundle, in one transaction. The bundle is unique per
 * provider transaction, so however many confirmations arrive (client, webhook, in any order, at
 * the same time) exactly one of them credits. A session paid with no card (a 100 % promo) also
 * needs its promo reservation to be live; the reservation is turned into a use atomically.
 */
export async function creditConfirmedPayment(
  db: Db,
  input: { session: SessionRow; attemptRef: string; message: string; jobs: number; expiryDate: Date; clientReport?: unknown },
): Promise<{ payment: PaymentRow; credited: boolean; bundle?: BundleRow } | { expired: true }> {
  const { session } = input;
  return db.transaction(async (tx) => {
    const [already] = await tx.select().from(bundles).where(eq(bundles.providerTransactionId, session.providerIntentId));
    if (session.promoId) {
      const converted = await tx
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
      if (converted.length === 0 && !already && session.provider === 'free') {
        // A parallel confirmation may have just completed it (this statement waited for its lock).
        const [done] = await tx.select().from(bundles).where(eq(bundles.providerTransactionId, session.providerIntentId));
        if (!done) return { expired: true as const };
      }
      if (converted.length > 0) {
        await tx
          .update(promos)
          .set({ timesUsed: sql`${promos.timesUsed} + 1` })
          .where(eq(promos.id, session.promoId));
      }
    }
    const payment = await upsertAttempt(tx, { ...input, status: 'Successful' });
    const [bundle] = await tx
      .insert(bundles)
      .values({
        companyId: session.companyId,
        source: 'purchase',
        packageId: session.packageId,
        paymentId: payment.id,
        providerTransactionId: session.providerIntentId,
        jobsInBundle: input.jobs,
        numberOfJobs: input.jobs,
        expiryDate: input.expiryDate,
      })
      .onConflictDoNothing()
      .returning();
    if (!bundle) return { payment, credited: false };
    await tx
      .insert(creditLedger)
      .values({ companyId: session.companyId, bundleId: bundle.id, kind: 'purchase', delta: input.jobs });
    return { payment, credited: true, bundle };
  });
}
