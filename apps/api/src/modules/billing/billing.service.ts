import {
  type AdminPackageCreate,
  type AdminPackageUpdate,
  type AdminPromoCreate,
  type AdminPromoUpdate,
  addMonths,
  BILLING,
  type Bundle,
  type CreatePaymentIntentRequest,
  type CreatePaymentIntentResponse,
  type Currency,
  currencyExponent,
  formatMoney,
  MESSAGES,
  type Package,
  type PaymentAcceptanceRequest,
  type PaymentRecord,
  type PaymentStatus,
  type PostingAvailability,
  type Promo,
  type PromoAdditionRequest,
  type PromoAdditionResponse,
  type SandboxConfirmRequest,
  type SandboxConfirmResponse,
  toMajorUnits,
  toMinorUnits,
} from '@talentdeck/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { parseFilter } from '../../platform/filter.js';
import {
  intentIdOfClientSecret,
  type PaymentEvent,
  type ProviderIntent,
  WebhookSignatureError,
} from '../../platform/payments/index.js';
import { newSecret } from '../../platform/tokens.js';
import { receiptEmail } from './billing.emails.js';
import { bundleFilter, packageFilter, paymentFilter, promoFilter } from './billing.filters.js';
import * as repo from './billing.repository.js';

/** The caller as billing needs it (a subset of the session principal). */
export type Caller = { companyId: string | null; isAllowed: boolean; email: string; name: string };

export const PAYMENT_EVENT_JOB = 'billing.payment-event';

const iso = (d: Date | string) => new Date(d).toISOString();

// ---- Answers --------------------------------------------------------------------------------

export function toPackage(p: repo.PackageRow): Package {
  return {
    id: p.id,
    packageName: p.packageName,
    jobsInPackage: p.jobsInPackage,
    currency: p.currency as Currency,
    unitPrice: toMajorUnits(p.unitPriceMinor, p.currency),
    isPopular: p.isPopular,
    validityMonths: p.validityMonths,
    isActive: p.isActive,
    createdAt: iso(p.createdAt),
  };
}

function toBundle(b: repo.BundleRow, pkg: repo.PackageRow | null): Bundle {
  return {
    id: b.id,
    numberOfJobs: b.numberOfJobs,
    jobsInBundle: b.jobsInBundle,
    expiryDate: iso(b.expiryDate),
    transactionStatus: b.transactionStatus,
    source: b.source,
    createdAt: iso(b.createdAt),
    packages: pkg ? toPackage(pkg) : null,
  };
}

function toPayment(p: repo.PaymentRow, pkg?: repo.PackageRow | null): PaymentRecord {
  return {
    id: p.id,
    transactionId: p.transactionId,
    companyId: p.companyId,
    packageId: p.packageId,
    transactionAmount: toMajorUnits(p.amountMinor, p.currency),
    currency: p.currency as Currency,
    transactionStatus: p.transactionStatus,
    transactionMessage: p.transactionMessage,
    promosId: p.promoId,
    createdAt: iso(p.createdAt),
    ...(pkg !== undefined ? { packages: pkg ? toPackage(pkg) : null } : {}),
  };
}

function toPromo(p: repo.PromoRow): Promo {
  return {
    id: p.id,
    promoCode: p.promoCode,
    discountType: p.discountType,
    discountValue: p.discountValueHundredths / 100,
    packageId: p.packageId,
    expiresAt: p.expiresAt ? iso(p.expiresAt) : null,
    maxUses: p.maxUses,
    timesUsed: p.timesUsed,
    isActive: p.isActive,
    createdAt: iso(p.createdAt),
  };
}

/** Anything of another company answers 404, so ids cannot be probed. */
function assertOwnCompany(caller: Caller, companyId: string) {
  if (!caller.companyId || caller.companyId !== companyId) throw notFound();
}

async function activePackage(ctx: AppContext, packageId: string) {
  const pkg = await repo.getPackage(ctx.db, packageId);
  if (!pkg?.isActive) throw new AppError(404, MESSAGES.packageUnavailable, 'PACKAGE_UNAVAILABLE');
  return pkg;
}

// ---- Packages -------------------------------------------------------------------------------

export async function findPackages(ctx: AppContext, rawFilter: string | undefined) {
  const rows = await repo.findPackages(ctx.db, parseFilter(rawFilter, packageFilter), true);
  return rows.map(toPackage);
}

export async function findAllPackages(ctx: AppContext, rawFilter: string | undefined) {
  const rows = await repo.findPackages(ctx.db, parseFilter(rawFilter, { ...packageFilter, defaultLimit: 100 }), false);
  return rows.map(toPackage);
}

export async function createPackage(ctx: AppContext, input: AdminPackageCreate) {
  const currency = input.currency ?? BILLING.defaultCurrency;
  const row = await repo.insertPackage(ctx.db, {
    packageName: input.packageName,
    jobsInPackage: input.jobsInPackage,
    currency,
    unitPriceMinor: toMinorUnits(input.unitPrice, currency),
    isPopular: input.isPopular ?? false,
    validityMonths: input.validityMonths,
    isActive: input.isActive ?? true,
  });
  return toPackage(row);
}

export async function updatePackage(ctx: AppContext, id: string, input: AdminPackageUpdate) {
  const existing = await repo.getPackage(ctx.db, id);
  if (!existing) throw notFound();
  const currency = input.currency ?? existing.currency;
  const { unitPrice, ...rest } = input;
  const row = await repo.updatePackage(ctx.db, id, {
    ...rest,
    ...(unitPrice !== undefined || input.currency
      ? { unitPriceMinor: toMinorUnits(unitPrice ?? toMajorUnits(existing.unitPriceMinor, existing.currency), currency) }
      : {}),
  });
  if (!row) throw notFound();
  return toPackage(row);
}

// ---- Promo codes (administration) -----------------------------------------------------------

export async function findPromos(ctx: AppContext, rawFilter: string | undefined) {
  return (await repo.findPromos(ctx.db, parseFilter(rawFilter, promoFilter))).map(toPromo);
}

async function assertPackageExists(ctx: AppContext, packageId: string | null | undefined) {
  if (packageId && !(await repo.getPackage(ctx.db, packageId)))
    throw new AppError(422, MESSAGES.packageUnavailable, 'VALIDATION_FAILED', [
      { field: 'packageId', message: MESSAGES.packageUnavailable },
    ]);
}

const promoExists = () =>
  new AppError(409, MESSAGES.promoCodeExists, 'PROMO_EXISTS', [{ field: 'promoCode', message: MESSAGES.promoCodeExists }]);

export async function createPromo(ctx: AppContext, input: AdminPromoCreate) {
  await assertPackageExists(ctx, input.packageId);
  const row = await repo.insertPromo(ctx.db, {
    promoCode: input.promoCode,
    discountType: input.discountType,
    discountValueHundredths: Math.round(input.discountValue * 100),
    packageId: input.packageId ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    maxUses: input.maxUses ?? null,
    isActive: input.isActive ?? true,
  });
  if (!row) throw promoExists();
  return toPromo(row);
}

export async function updatePromo(ctx: AppContext, id: string, input: AdminPromoUpdate) {
  const existing = await repo.getPromo(ctx.db, id);
  if (!existing) throw notFound();
  const type = input.discountType ?? existing.discountType;
  const value = input.discountValue ?? existing.discountValueHundredths / 100;
  if (type === 'percent' && value > 100)
    throw new AppError(422, 'A percentage is at most 100', 'VALIDATION_FAILED', [
      { field: 'discountValue', message: 'A percentage is at most 100' },
    ]);
  await assertPackageExists(ctx, input.packageId);
  const { discountValue, expiresAt, ...rest } = input;
  const row = await repo.updatePromo(ctx.db, id, {
    ...rest,
    ...(discountValue !== undefined ? { discountValueHundredths: Math.round(discountValue * 100) } : {}),
    ...(expiresAt !== undefined ? { expiresAt: expiresAt ? new Date(expiresAt) : null } : {}),
  });
  if (row === null) throw promoExists();
  if (!row) throw notFound();
  return toPromo(row);
}

// ---- Bundles, payment history, availability -------------------------------------------------

export async function findTransactions(ctx: AppContext, caller: Caller, companyId: string, rawFilter: string | undefined) {
  assertOwnCompany(caller, companyId);
  const rows = await repo.findBundles(ctx.db, companyId, parseFilter(rawFilter, bundleFilter));
  return rows.map((r) => toBundle(r.bundle, r.pkg));
}

export async function findPaymentRecords(ctx: AppContext, caller: Caller, companyId: string, rawFilter: string | undefined) {
  assertOwnCompany(caller, companyId);
  const rows = await repo.findPayments(ctx.db, companyId, parseFilter(rawFilter, paymentFilter));
  return rows.map((r) => toPayment(r.payment, r.pkg));
}

export async function postingAvailability(ctx: AppContext, caller: Caller, companyId: string): Promise<PostingAvailability> {
  assertOwnCompany(caller, companyId);
  const remainingJobs = await repo.remainingJobs(ctx.db, companyId);
  return { allowed: caller.isAllowed && remainingJobs > 0, remainingJobs };
}

export async function creditLedger(ctx: AppContext, caller: Caller, companyId: string) {
  assertOwnCompany(caller, companyId);
  const rows = await repo.ledgerOf(ctx.db, companyId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    delta: r.delta,
    bundleId: r.bundleId,
    jobId: r.jobId,
    createdAt: iso(r.createdAt),
  }));
}

// ---- Job credits (called by other modules) --------------------------------------------------

/**
 * Takes one job credit for publishing a job, from the usable bundle that expires first. A job is
 * charged once: publishing it again (after a pause, say) costs nothing. 402 when none is left.
 */
export async function consumeJobCredit(ctx: AppContext, companyId: string, jobId: string): Promise<{ remainingJobs: number }> {
  const outcome = await repo.takeJobCredit(ctx.db, companyId, jobId);
  if (outcome === 'none') throw new AppError(402, MESSAGES.outOfJobCredits, 'OUT_OF_JOB_CREDITS');
  return { remainingJobs: await repo.remainingJobs(ctx.db, companyId) };
}

/** The free one-job bundle promised on first approval; granting it twice does nothing. */
export async function grantFreeJobPosting(ctx: AppContext, companyId: string): Promise<void> {
  await repo.grantFreeBundle(ctx.db, companyId, addMonths(new Date(), BILLING.freeJobValidityMonths));
}

/** Empties lapsed bundles, writing an expiry line for each into the ledger. */
export function expireBundles(ctx: AppContext) {
  return repo.expireLapsedBundles(ctx.db);
}

// ---- Payments -------------------------------------------------------------------------------

async function openSession(ctx: AppContext, caller: Caller, pkg: repo.PackageRow, amountMinor: number, promoId: string | null) {
  const intent = await ctx.payments.provider.createIntent({
    amountMinor,
    currency: pkg.currency,
    metadata: { companyId: caller.companyId as string, packageId: pkg.id, ...(promoId ? { promoId } : {}) },
    description: `Talentdeck ${pkg.packageName} bundle (${pkg.jobsInPackage} jobs)`,
  });
  return {
    provider: ctx.payments.provider.name,
    providerIntentId: intent.id,
    clientSecret: intent.clientSecret,
    companyId: caller.companyId as string,
    packageId: pkg.id,
    promoId,
    amountMinor,
    currency: pkg.currency,
    payerEmail: caller.email,
    payerName: caller.name,
  };
}

export async function createPaymentIntent(
  ctx: AppContext,
  caller: Caller,
  input: CreatePaymentIntentRequest,
): Promise<CreatePaymentIntentResponse> {
  assertOwnCompany(caller, input.companyId);
  const pkg = await activePackage(ctx, input.packageId);
  const session = await repo.insertSession(ctx.db, await openSession(ctx, caller, pkg, pkg.unitPriceMinor, null));
  return {
    sessionId: session.clientSecret,
    transactionAmount: toMajorUnits(session.amountMinor, session.currency),
    currency: session.currency as Currency,
  };
}

function promoIsUsable(promo: repo.PromoRow, packageId: string, now: Date) {
  return (
    promo.isActive &&
    (!promo.expiresAt || promo.expiresAt > now) &&
    (!promo.packageId || promo.packageId === packageId) &&
    (promo.maxUses === null || promo.timesUsed < promo.maxUses)
  );
}

function discountedMinor(promo: repo.PromoRow, pkg: repo.PackageRow) {
  const off =
    promo.discountType === 'percent'
      ? Math.round((pkg.unitPriceMinor * promo.discountValueHundredths) / 10_000)
      : Math.round((promo.discountValueHundredths / 100) * 10 ** currencyExponent(pkg.currency));
  return Math.max(0, pkg.unitPriceMinor - off);
}

export async function applyPromoCode(
  ctx: AppContext,
  caller: Caller,
  input: PromoAdditionRequest,
): Promise<PromoAdditionResponse> {
  assertOwnCompany(caller, input.companyId);
  const pkg = await activePackage(ctx, input.packageId);
  const invalid = {
    message: MESSAGES.invalidPromoCode,
    transactionAmount: toMajorUnits(pkg.unitPriceMinor, pkg.currency),
    sessionId: null,
    promosId: null,
  };
  const now = new Date();
  const promo = await repo.getPromoByCode(ctx.db, input.promoCode);
  if (!promo || !promoIsUsable(promo, pkg.id, now)) return invalid;
  const amountMinor = discountedMinor(promo, pkg);
  // A 100 % code needs no card: the session is our own and payment-acceptance completes it.
  let values: Parameters<typeof repo.insertSession>[1];
  if (amountMinor === 0) {
    const id = `free_${newSecret()}`;
    values = {
      provider: 'free',
      providerIntentId: id,
      clientSecret: id,
      companyId: input.companyId,
      packageId: pkg.id,
      promoId: promo.id,
      amountMinor: 0,
      currency: pkg.currency,
      payerEmail: caller.email,
      payerName: caller.name,
    };
  } else {
    values = await openSession(ctx, caller, pkg, amountMinor, promo.id);
  }
  const opened = await repo.openPromoSession(ctx.db, {
    promoId: promo.id,
    session: values,
    heldUntil: new Date(now.getTime() + BILLING.promoHoldMinutes * 60_000),
    isUsable: (p) => promoIsUsable(p, pkg.id, new Date()),
  });
  if (!opened) {
    if (values.provider !== 'free') await ctx.payments.provider.cancelIntent(values.providerIntentId);
    return invalid;
  }
  // The company's earlier reservation of this code lapses with its intent, so it cannot be paid later.
  for (const s of opened.releasedSessions) {
    if (s.provider !== 'free') await ctx.payments.provider.cancelIntent(s.providerIntentId).catch(() => undefined);
  }
  const off =
    promo.discountType === 'percent'
      ? `${promo.discountValueHundredths / 100}% off`
      : `${formatMoney(promo.discountValueHundredths / 100, pkg.currency)} off`;
  return {
    message: `${MESSAGES.promoApplied}: ${off}`,
    transactionAmount: toMajorUnits(amountMinor, pkg.currency),
    sessionId: opened.session.clientSecret,
    promosId: promo.id,
  };
}

/** A session paid with no card is "confirmed" by its own existence and a live promo reservation. */
function freeIntent(session: repo.SessionRow): ProviderIntent {
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

async function intentOf(ctx: AppContext, session: repo.SessionRow) {
  if (session.provider === 'free') return freeIntent(session);
  return ctx.payments.provider.retrieveIntent(session.providerIntentId);
}

/**
 * Applies what the provider says about an intent: a confirmed payment credits its bundle (once),
 * a failed attempt is recorded with the provider's message. Every path ends here.
 */
async function applyIntent(ctx: AppContext, session: repo.SessionRow, intent: ProviderIntent, clientReport?: unknown) {
  if (intent.status === 'succeeded') {
    if (intent.amountMinor !== session.amountMinor || intent.currency.toUpperCase() !== session.currency) {
      return repo.recordFailedAttempt(ctx.db, {
        session,
        attemptRef: intent.attemptRef ?? 'mismatch',
        message: MESSAGES.paymentAmountMismatch,
        clientReport,
      });
    }
    const pkg = await repo.getPackage(ctx.db, session.packageId);
    if (!pkg) throw notFound();
    const expiryDate = addMonths(new Date(), pkg.validityMonths);
    const result = await repo.creditConfirmedPayment(ctx.db, {
      session,
      attemptRef: intent.attemptRef ?? 'succeeded',
      message: 'Payment succeeded',
      jobs: pkg.jobsInPackage,
      expiryDate,
      clientReport,
    });
    if ('expired' in result) {
      return repo.recordFailedAttempt(ctx.db, {
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
    return repo.recordFailedAttempt(ctx.db, {
      session,
      attemptRef: intent.attemptRef,
      message: intent.failureMessage,
      clientReport,
    });
  }
  return repo.recordFailedAttempt(ctx.db, { session, attemptRef: 'unpaid', message: MESSAGES.paymentNotCompleted, clientReport });
}

async function sessionForTransaction(ctx: AppContext, transactionId: string) {
  return (
    (await repo.getSessionByIntentId(ctx.db, transactionId)) ??
    (intentIdOfClientSecret(transactionId) ? await repo.getSessionByClientSecret(ctx.db, transactionId) : undefined)
  );
}

/**
 * The client says a payment went through (or not). Its word is recorded, never trusted: the
 * server asks the provider and credits only what the provider confirms.
 */
export async function acceptPayment(ctx: AppContext, caller: Caller, input: PaymentAcceptanceRequest): Promise<PaymentRecord> {
  assertOwnCompany(caller, input.companyId);
  const session = await sessionForTransaction(ctx, input.transactionId);
  if (!session || session.companyId !== input.companyId || session.packageId !== input.packageId) throw notFound();
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
  const session = await repo.getSessionByIntentId(ctx.db, event.intent.id);
  // An intent we did not create (another integration on the same account): nothing to credit.
  if (!session) return;
  await applyIntent(ctx, session, event.intent);
}

export async function handleWebhook(ctx: AppContext, rawBody: Buffer, signature: string | undefined) {
  let event: PaymentEvent;
  try {
    event = ctx.payments.provider.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError)
      throw new AppError(400, MESSAGES.webhookSignatureInvalid, 'WEBHOOK_SIGNATURE');
    throw err;
  }
  await applyProviderEvent(ctx, event);
  return { received: true };
}

/** The sandbox card form's submit: one attempt, answered like Stripe's test mode would. */
export async function confirmSandboxPayment(
  ctx: AppContext,
  caller: Caller,
  input: Omit<SandboxConfirmRequest, 'cardNumber'> & { cardNumber: string },
): Promise<SandboxConfirmResponse> {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) throw notFound();
  const session = await repo.getSessionByClientSecret(ctx.db, input.sessionId);
  if (session?.provider !== 'sandbox' || session.companyId !== caller.companyId) throw notFound();
  if (session.promoId && !(await repo.promoHoldIsLive(ctx.db, session.id))) {
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

/** The payment result page (public): the client secret is the proof of being part of the payment. */
export async function paymentStatus(ctx: AppContext, sessionId: string): Promise<PaymentStatus> {
  const session = await repo.getSessionByClientSecret(ctx.db, sessionId);
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
    const record = await applyIntent(ctx, session, intent);
    if (record.transactionStatus === 'Successful') return { ...base, status: 'succeeded', message: 'Payment succeeded' };
    return { ...base, status: 'failed', message: record.transactionMessage };
  }
  if (intent.status === 'processing') return { ...base, status: 'processing', message: 'Your payment is being processed.' };
  if (intent.failureMessage) return { ...base, status: 'failed', message: intent.failureMessage };
  return { ...base, status: 'requires_payment', message: MESSAGES.paymentNotCompleted };
}

export function paymentConfig(ctx: AppContext) {
  return { provider: ctx.payments.provider.name, publishableKey: ctx.payments.provider.publishableKey };
}
