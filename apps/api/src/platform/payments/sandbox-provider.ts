import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardExpiryCurrent, MESSAGES, SANDBOX_CARDS } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { sandboxPaymentIntents } from '#api/db/schema/index.js';
import { type PaymentEvent, type PaymentProvider, type ProviderIntent, WebhookSignatureError } from './provider.js';

type Row = typeof sandboxPaymentIntents.$inferSelect;
export type SandboxCard = { cardNumber: string; expiry: string; cvc: string; cardholderName: string };
/** attempted is false when nothing was charged (the intent was already paid or cancelled). */
export type SandboxAttempt = { status: 'succeeded' | 'failed'; message: string; intent: ProviderIntent; attempted: boolean };

const toIntent = (r: Row): ProviderIntent => ({
  id: r.id,
  clientSecret: r.clientSecret,
  status: r.status === 'requires_payment_method' ? 'requires_payment' : r.status,
  amountMinor: r.amountMinor,
  currency: r.currency,
  metadata: r.metadata,
  attemptRef: r.lastAttemptId,
  failureMessage: r.lastError,
});

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, bytes);

/** The card network's answer for a test card, as Stripe's test mode gives it. */
function cardOutcome(card: SandboxCard, now: Date): { ok: true } | { ok: false; message: string } {
  // The request's schema refuses a past expiry already; kept for a card that expires meanwhile.
  if (!cardExpiryCurrent(card.expiry, now)) return { ok: false, message: MESSAGES.cardExpired };
  switch (card.cardNumber) {
    case SANDBOX_CARDS.success:
      return { ok: true };
    case SANDBOX_CARDS.declined:
      return { ok: false, message: MESSAGES.cardDeclined };
    case SANDBOX_CARDS.insufficientFunds:
      return { ok: false, message: MESSAGES.insufficientFunds };
    default:
      return { ok: false, message: MESSAGES.sandboxUnknownCard };
  }
}

const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The default provider: Stripe's test mode without the network. Intents live in our database,
 * the card form is our own, and the test cards give Stripe's answers. Webhooks are signed like
 * Stripe's (`t=<time>,v1=<HMAC-SHA256 of "t.body">`) with a secret only this server knows.
 */
export function createSandboxProvider(db: Db, secret: string) {
  const webhookKey = createHmac('sha256', secret).update('sandbox-payments-webhook').digest();

  const sign = (body: string, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${timestamp},v1=${createHmac('sha256', webhookKey).update(`${timestamp}.${body}`).digest('hex')}`;

  const provider = {
    name: 'sandbox' as const,
    publishableKey: null,

    async createIntent(input) {
      const id = `pi_sandbox_${token(24)}`;
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${token(24)}`,
          amountMinor: input.amountMinor,
          currency: input.currency,
          status: 'requires_payment_method',
          metadata: input.metadata,
        })
        .returning();
      return toIntent(row as Row);
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      await db
        .update(sandboxPaymentIntents)
        .set({ status: 'canceled' })
        .where(sql`${sandboxPaymentIntents.id} = ${id} and ${sandboxPaymentIntents.status} = 'requires_payment_method'`);
    },

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      const parts = Object.fromEntries(
        (signatureHeader ?? '').split(',').map((p) => p.split('=', 2) as [string, string]),
      ) as Record<string, string | undefined>;
      const timestamp = Number(parts.t);
      const given = Buffer.from(parts.v1 ?? '', 'hex');
      const expected = Buffer.from(
        createHmac('sha256', webhookKey)
          .update(`${parts.t}.${rawBody.toString('utf8')}`)
          .digest('hex'),
        'hex',
      );
      if (
        !Number.isFinite(timestamp) ||
        Math.abs(Date.now() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw new WebhookSignatureError(MESSAGES.webhookSignatureInvalid);
      }
      const event = JSON.parse(rawBody.toString('utf8')) as { type?: string; data?: { object?: ProviderIntent } };
      const intent = event.data?.object;
      if (!intent) return { type: 'ignored', eventType: String(event.type) };
      if (event.type === 'payment_intent.succeeded') return { type: 'succeeded', intent };
      if (event.type === 'payment_intent.payment_failed') return { type: 'failed', intent };
      return { type: 'ignored', eventType: String(event.type) };
    },

    /**
     * What the sandbox card form submits: one attempt on the intent. A row lock makes parallel
     * attempts on one intent take turns, and a paid intent is never charged again.
     */
    async confirmCard(clientSecret: string, card: SandboxCard): Promise<SandboxAttempt | null> {
      return db.transaction(async (tx): Promise<SandboxAttempt | null> => {
        const [row] = await tx
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
          .for('update');
        if (!row) return null;
        if (row.status === 'succeeded')
          return { status: 'succeeded', message: MESSAGES.paymentAlreadyCompleted, intent: toIntent(row), attempted: false };
        if (row.status === 'canceled')
          return { status: 'failed', message: MESSAGES.paymentSessionExpired, intent: toIntent(row), attempted: false };
        const outcome = cardOutcome(card, new Date());
        const attemptId = `ch_sandbox_${token(24)}`;
        const [updated] = await tx
          .update(sandboxPaymentIntents)
          .set({
            status: outcome.ok ? 'succeeded' : 'requires_payment_method',
            lastAttemptId: attemptId,
            lastError: outcome.ok ? null : outcome.message,
            attempts: sql`${sandboxPaymentIntents.attempts} + 1`,
          })
          .where(eq(sandboxPaymentIntents.id, row.id))
          .returning();
        const intent = toIntent(updated as Row);
        return outcome.ok
          ? { status: 'succeeded' as const, message: MESSAGES.paymentSucceeded, intent, attempted: true }
          : { status: 'failed' as const, message: outcome.message, intent, attempted: true };
      });
    },

    /** A signed webhook body and header for an intent, as the sandbox would deliver it. */
    signedEvent(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: ProviderIntent, timestamp?: number) {
      const body = JSON.stringify({ id: `evt_sandbox_${token(16)}`, type, data: { object: intent } });
      return { body, signature: sign(body, timestamp) };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
