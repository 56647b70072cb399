import {
  addMonths,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type Currency,
  hasRefusedCharacters,
  MESSAGES,
  type PaymentAcceptanceRequest,
  type PaymentRecord,
  type PaymentStatus,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
  toMajorUnits,
} from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError, notFound } from '#api/platform/errors.js';
import {
  intentIdOfClientSecret,
  type PaymentEvent,
  type ProviderIntent,
  WebhookSignatureError,
} from '#api/platform/payments/index.js';
import { callerCompany, type Principal, requireCompany, requireCompanyRow } from '#api/platform/policy.js';
import { newSecret } from '#api/platform/tokens.js';
import { receiptEmail } from './billing.emails.js';
import * as paymentsRepo from './billing.payments.repository.js';
import * as repo from './billing.repository.js';
import { activePackage, toPayment } from './billing.service.js';

/**
 * Card payments: intents (promo codes are in billing.promos.service.ts), confirmation with the provider (by the client's
 * acceptance call, the webhook or the sandbox form) and the bundle they credit, exactly once.
 */

export const PAYMENT_EVENT_JOB = 'billing.payment-event';

// ---- Payments -------------------------------------------------------------------------------

/** The active package the caller's company is about to pay for. */
export async function packageToPay(ctx: AppContext, caller: Principal, input: { companyId: string; packageId: string }) {
  requireCompany(caller, input.companyId);
  return activePackage(ctx, input.packageId);
}

/** The stored payment session: who pays what for which package, behind the provider's intent. */
function sessionRow(
  caller: Principal,
  pkg: repo.PackageRow,
  amountMinor: number,
  promoId: string | null,
  provider: paymentsRepo.SessionRow['provider'],
  intent: Pick<ProviderIntent, 'id' | 'clientSecret'>,
): paymentsRepo.NewSession {
  return {
    provider,
    providerIntentId: intent.id,
    clientSecret: intent.clientSecret,
    companyId: callerCompany(caller),
    packageId: pkg.id,
    promoId,
    amountMinor,
    currency: pkg.currency,
    payerEmail: caller.email,
    payerName: caller.name,
  };
}

/** A 100 % code needs no card: the session is our own and payment-acceptance completes it. */
export function freeSession(caller: Principal, pkg: repo.PackageRow, promoId: string) {
  const id = `free_${newSecret()}`;
  return sessionRow(caller, pkg, 0, promoId, 'free', { id, clientSecret: id });
}

export async function openSession(
  ctx: AppContext,
  caller: Principal,
  pkg: repo.PackageRow,
  amountMinor: number,
  promoId: string | null,
) {
  const intent = await ctx.payments.provider.createIntent({
    amountMinor,
    currency: pkg.currency,
    metadata: { companyId: callerCompany(caller), packageId: pkg.id, ...(promoId ? { promoId } : {}) },
    description: `Talentdeck ${pkg.packageName} bundle (${pkg.jobsInPackage} jobs)`,
  });
  return sessionRow(caller, pkg, amountMinor, promoId, ctx.payments.provider.name, intent);
}

export async function createPaymentIntent(
  ctx: AppContext,
  caller: Principal,
  input: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResponse> {
  const pkg = await packageToPay(ctx, caller, input);
  const session = await paymentsRepo.insertSession(ctx.db, await openSession(ctx, caller, pkg, pkg.unitPriceMinor, null));
  return {
    sessionId: session.clientSecret,
    transactionAmount: toMajorUnits(session.amountMinor, session.currency),
    currency: session.currency as Currency,
  };
}

/** A session paid with no card is "confirmed" by its own existence and a live promo reservation. */
function freeIntent(session: paymentsRepo.SessionRow): ProviderIntent {
  return {
    id: session.providerIntentId,
    clientSecret: session.clientSecret,
    status: 'succeeded',
    amountMinor: 0,
    currency: session.currency,
    metadata: {},
    attemptRef: 'free',
    failureMessage: null,
  };
}

async function intentOf(ctx: AppContext, session: paymentsRepo.SessionRow) {
  if (session.provider === 'free') return freeIntent(session);
  return ctx.payments.provider.retrieveIntent(session.providerIntentId);
}

/**
 * Records a confirmed payment and credits its bundle, in one transaction. The bundle is unique per
 * provider transaction, so however many confirmations arrive (client, webhook, in any order, at
 * the same time) exactly one of them credits. A session paid with no card (a 100 % promo) also
 * needs its promo reservation to be live; the reservation is turned into a use atomically.
 */
function creditConfirmedPayment(
  ctx: AppContext,
  input: {
    session: paymentsRepo.SessionRow;
    attemptRef: string;
    message: string;
    jobs: number;
    expiryDate: Date;
    clientReport?: unknown;
  },
): Promise<{ payment: repo.PaymentRow; credited: boolean; bundle?: repo.BundleRow } | { expired: true }> {
  const { session } = input;
  return inTransaction(ctx, async (tx) => {
    const already = await paymentsRepo.findBundleOfTransaction(tx.db, session.providerIntentId);
    if (session.promoId) {
      const converted = await paymentsRepo.convertPromoHold(tx.db, session);
      if (!converted && !already && session.provider === 'free') {
        // A parallel confirmation may have just completed it (the conversion waited for its lock).
        const done = await paymentsRepo.findBundleOfTransaction(tx.db, session.providerIntentId);
        if (!done) return { expired: true as const };
      }
      if (converted) await paymentsRepo.countPromoUse(tx.db, session.promoId);
    }
    const payment = await paymentsRepo.recordSuccessfulAttempt(tx.db, input);
    const bundle = await paymentsRepo.insertPurchaseBundle(tx.db, { ...input, paymentId: payment.id });
    if (!bundle) return { payment, credited: false };
    await repo.insertLedgerLine(tx.db, {
      companyId: session.companyId,
      bundleId: bundle.id,
      kind: 'purchase',
      delta: input.jobs,
    });
    return { payment, credited: true, bundle };
  });
}

/**
 * Applies what the provider says about an intent: a confirmed payment credits its bundle (once),
 * a failed attempt is recorded with the provider's message. Every path ends here.
 */
async function applyIntent(ctx: AppContext, session: paymentsRepo.SessionRow, intent: ProviderIntent, clientReport?: unknown) {
  if (intent.status === 'succeeded') {
    if (intent.amountMinor !== session.amountMinor || intent.currency.toUpperCase() !== session.currency) {
      return paymentsRepo.recordFailedAttempt(ctx.db, {
        session,
        attemptRef: intent.attemptRef ?? 'mismatch',
        message: MESSAGES.paymentAmountMismatch,
        clientReport,
      });
    }
    const pkg = await repo.getPackage(ctx.db, session.packageId);
    if (!pkg) throw notFound();
    const expiryDate = addMonths(new Date(), pkg.validityMonths);
    const result = await creditConfirmedPayment(ctx, {
      session,
      attemptRef: intent.attemptRef ?? 'succeeded',
      message: MESSAGES.paymentSucceeded,
      jobs: pkg.jobsInPackage,
      expiryDate,
      clientReport,
    });
    if ('expired' in result) {
      return paymentsRepo.recordFailedAttempt(ctx.db, {
        session,
        attemptRef: 'free',
        message: MESSAGES.paymentSessionExpired,
        clientReport,
      });
    }
    if (result.credited && result.bundle) {
      await ctx.mailer.send(
        receiptEmail(session.payerEmail, session.payerName, {
          packageName: pkg.packageName,
          amount: toMajorUnits(session.amountMinor, session.currency),
          currency: session.currency,
          jobs: result.bundle.jobsInBundle,
          expiryDate: result.bundle.expiryDate,
          reference: session.providerIntentId,
          billingUrl: `${ctx.config.publicUrl}/profilesettings/billingandpackages`,
        }),
      );
    }
    return result.payment;
  }
  if (intent.attemptRef && intent.failureMessage) {
    return paymentsRepo.recordFailedAttempt(ctx.db, {
      session,
      attemptRef: intent.attemptRef,
      message: intent.failureMessage,
      clientReport,
    });
  }
  return paymentsRepo.recordFailedAttempt(ctx.db, {
    session,
    attemptRef: 'unpaid',
    message: MESSAGES.paymentNotCompleted,
    clientReport,
  });
}

async function sessionForTransaction(ctx: AppContext, transactionId: string) {
  return (
    (await paymentsRepo.getSessionByIntentId(ctx.db, transactionId)) ??
    (intentIdOfClientSecret(transactionId) ? await paymentsRepo.getSessionByClientSecret(ctx.db, transactionId) : undefined)
  );
}

/**
 * The client says a payment went through (or not). Its word is recorded, never trusted: the
 * server asks the provider and credits only what the provider confirms.
 */
export async function acceptPayment(ctx: AppContext, caller: Principal, input: PaymentAcceptanceRequest): Promise<PaymentRecord> {
  requireCompany(caller, input.companyId);
  const session = requireCompanyRow(caller, await sessionForTransaction(ctx, input.transactionId));
  if (session.packageId !== input.packageId) throw notFound();
  if ((input.promosId ?? null) !== null && input.promosId !== session.promoId) throw notFound();
  const intent = await intentOf(ctx, session);
  if (!intent) throw notFound();
  const clientReport = {
    transactionStatus: input.transactionStatus,
    transactionMessage: input.transactionMessage,
    transactionAmount: input.transactionAmount,
  };
  return toPayment(await applyIntent(ctx, session, intent, clientReport));
}

/** A provider event (a verified webhook, or the sandbox's own delivery). */
export async function applyProviderEvent(ctx: AppContext, event: PaymentEvent) {
  if (event.type === 'ignored') return;
  // No intent of ours has an id that is not plain text (PostgreSQL would refuse to compare a NUL).
  if (typeof event.intent.id !== 'string' || hasRefusedCharacters(event.intent.id)) return;
  const session = await paymentsRepo.getSessionByIntentId(ctx.db, event.intent.id);
  // An intent we did not create (another integration on the same account): nothing to credit.
  if (!session) return;
  await applyIntent(ctx, session, event.intent);
}

export async function handleWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  let event: PaymentEvent;
  try {
    event = ctx.payments.provider.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError) throw new AppError('WEBHOOK_SIGNATURE');
    throw err;
  }
  await applyProviderEvent(ctx, event);
  return { received: true };
}

/** The sandbox card form's submit: one attempt, answered like Stripe's test mode would. */
export async function confirmSandboxPayment(
  ctx: AppContext,
  caller: Principal,
  input: Omit<SandboxConfirmRequest, 'cardNumber'> & { cardNumber: string },
): Promise<SandboxConfirmResponse> {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) throw notFound();
  const session = await paymentsRepo.getSessionByClientSecret(ctx.db, input.sessionId);
  if (session?.provider !== 'sandbox') throw notFound();
  requireCompany(caller, session.companyId);
  if (session.promoId && !(await paymentsRepo.promoHoldIsLive(ctx.db, session.id))) {
    const intent = await sandbox.retrieveIntent(session.providerIntentId);
    if (intent?.status !== 'succeeded') {
      await sandbox.cancelIntent(session.providerIntentId);
      return { status: 'failed', message: MESSAGES.paymentSessionExpired, transactionId: session.providerIntentId };
    }
  }
  const attempt = await sandbox.confirmCard(input.sessionId, input);
  if (!attempt) throw notFound();
  // Delivered later, as Stripe's webhook would be; the client's payment-acceptance may come first.
  if (attempt.attempted) {
    await ctx.queue.send(PAYMENT_EVENT_JOB, {
      type: attempt.status === 'succeeded' ? 'succeeded' : 'failed',
      intent: attempt.intent,
    } satisfies PaymentEvent);
  }
  return { status: attempt.status, message: attempt.message, transactionId: attempt.intent.id };
}

/**
 * The payment result page (public): the client secret is the proof of being part of the payment.
 * Read-only (API.md): it reports what the provider and our records say and credits nothing. A
 * payment the provider confirmed is credited by the client's payment-acceptance call or by the
 * provider's webhook; until one of them has, it shows as processing and the page asks again.
 */
export async function paymentStatus(ctx: AppContext, sessionId: string): Promise<PaymentStatus> {
  const session = await paymentsRepo.getSessionByClientSecret(ctx.db, sessionId);
  if (!session) throw notFound();
  const intent = await intentOf(ctx, session);
  if (!intent) throw notFound();
  const pkg = await repo.getPackage(ctx.db, session.packageId);
  const base = {
    packageName: pkg?.packageName ?? null,
    transactionAmount: toMajorUnits(session.amountMinor, session.currency),
    currency: session.currency as Currency,
  };
  if (intent.status === 'succeeded') {
    // The same judgement as applyIntent's, without recording it.
    if (intent.amountMinor !== session.amountMinor || intent.currency.toUpperCase() !== session.currency) {
      return { ...base, status: 'failed', message: MESSAGES.paymentAmountMismatch };
    }
    if (await paymentsRepo.isTransactionCredited(ctx.db, session.providerIntentId)) {
      return { ...base, status: 'succeeded', message: MESSAGES.paymentSucceeded };
    }
    if (session.provider === 'free' && !(await paymentsRepo.promoHoldIsLive(ctx.db, session.id))) {
      return { ...base, status: 'failed', message: MESSAGES.paymentSessionExpired };
    }
    return { ...base, status: 'processing', message: MESSAGES.paymentBeingConfirmed };
  }
  if (intent.status === 'processing') return { ...base, status: 'processing', message: MESSAGES.paymentBeingProcessed };
  if (intent.failureMessage) return { ...base, status: 'failed', message: intent.failureMessage };
  return { ...base, status: 'requires_payment', message: MESSAGES.paymentNotCompleted };
}

export function paymentConfig(ctx: AppContext) {
  return { provider: ctx.payments.provider.name, publishableKey: ctx.payments.provider.publishableKey };
}
