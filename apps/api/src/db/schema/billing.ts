import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';

/** What companies can buy. Money in the currency's minor unit (cents). */
export const packages = pgTable(
  'packages',
  {
    id: primaryId(),
    /** Set on the specification's default packages so the seed finds them again (never changed). */
    seedKey: text('seed_key'),
    packageName: text('package_name').notNull(),
    jobsInPackage: integer('jobs_in_package').notNull(),
    currency: text('currency').notNull().default('USD'),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    validityMonths: integer('validity_months').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('packages_seed_key').on(t.seedKey),
    check('packages_jobs_positive', sql`${t.jobsInPackage} > 0`),
    check('packages_price_not_negative', sql`${t.unitPriceMinor} >= 0`),
  ],
);

export const discountTypeEnum = pgEnum('discount_type', ['percent', 'amount']);

export const promos = pgTable(
  'promos',
  {
    id: primaryId(),
    /** Stored upper-case; codes are matched case-insensitively. */
    promoCode: text('promo_code').notNull(),
    discountType: discountTypeEnum('discount_type').notNull(),
    /** In hundredths: 2500 is 25 % off, or 25.00 off in the package's currency (the major unit). */
    discountValueHundredths: integer('discount_value_hundredths').notNull(),
    packageId: uuid('package_id').references(() => packages.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    /** Completed purchases that used the code. */
    timesUsed: integer('times_used').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promos_code_key').on(t.promoCode)],
);

/** What was bought, by whom, at what price: the same on a payment session and on its records. */
const purchaseColumns = () => ({
  companyId: requiredRef('company_id', () => companies.id),
  packageId: requiredRef('package_id', () => packages.id),
  promoId: uuid('promo_id').references(() => promos.id),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
});

/**
 * One payment the server asked the provider for: the intent, what it is for and who asked.
 * Credit is granted only against a row here, so a made-up intent id grants nothing.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: primaryId(),
    provider: text('provider').$type<'sandbox' | 'stripe' | 'free'>().notNull(),
    /** The provider's transaction (intent) id, e.g. pi_...; for a 100 % promo our own free_... id. */
    providerIntentId: text('provider_intent_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    ...purchaseColumns(),
    /** Who started the payment: the receipt goes to them. */
    payerEmail: text('payer_email').notNull(),
    payerName: text('payer_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_sessions_intent_key').on(t.providerIntentId),
    uniqueIndex('payment_sessions_secret_key').on(t.clientSecret),
    index('payment_sessions_company_idx').on(t.companyId),
  ],
);

/**
 * A use of a promo code: held while its payment is open (so parallel buyers cannot all take the
 * last use), then used when the purchase completes, or released.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: primaryId(),
    promoId: requiredRef('promo_id', () => promos.id),
    sessionId: requiredRef('session_id', () => paymentSessions.id),
    companyId: requiredRef('company_id', () => companies.id),
    status: text('status').$type<'held' | 'used' | 'released'>().notNull().default('held'),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_session_key').on(t.sessionId),
    index('promo_redemptions_promo_idx').on(t.promoId, t.status),
  ],
);

export const transactionStatusEnum = pgEnum('transaction_status', ['Successful', 'Unsuccessful']);

/**
 * The specification's payment record: every attempt, successful or not. One row per provider
 * attempt (attemptRef), whichever path (client, webhook, sandbox) reports it and however often.
 */
export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    transactionId: text('transaction_id').notNull(),
    /** The provider's id of this attempt (a charge id); 'unpaid' when no attempt was made. */
    attemptRef: text('attempt_ref').notNull(),
    sessionId: requiredRef('session_id', () => paymentSessions.id),
    ...purchaseColumns(),
    transactionStatus: transactionStatusEnum('transaction_status').notNull(),
    transactionMessage: text('transaction_message').notNull(),
    /** What the client reported, kept for support; never used to decide anything. */
    clientReport: jsonb('client_report'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_attempt_key').on(t.transactionId, t.attemptRef),
    index('payments_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const bundleSourceEnum = pgEnum('bundle_source', ['purchase', 'free']);

/** A bundle of job credits (the specification's "transaction"): what is left and until when. */
export const bundles = pgTable(
  'bundles',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    source: bundleSourceEnum('source').notNull(),
    packageId: uuid('package_id').references(() => packages.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The provider transaction that paid for it: unique, so a payment credits exactly once. */
    providerTransactionId: text('provider_transaction_id'),
    jobsInBundle: integer('jobs_in_bundle').notNull(),
    numberOfJobs: integer('number_of_jobs').notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    transactionStatus: transactionStatusEnum('transaction_status').notNull().default('Successful'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bundles_provider_transaction_key').on(t.providerTransactionId),
    uniqueIndex('bundles_free_once_key').on(t.companyId).where(sql`${t.source} = 'free'`),
    index('bundles_company_expiry_idx').on(t.companyId, t.expiryDate),
    check('bundles_jobs_not_negative', sql`${t.numberOfJobs} >= 0`),
  ],
);

export const creditEntryKindEnum = pgEnum('credit_entry_kind', ['purchase', 'free_job', 'publish', 'expiry']);

/** Every change to a company's job credits, so each balance can be explained line by line. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    bundleId: requiredRef('bundle_id', () => bundles.id),
    kind: creditEntryKindEnum('kind').notNull(),
    delta: integer('delta').notNull(),
    /** The job a publish charged (a job is charged once, whatever happens to it later). */
    jobId: uuid('job_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_ledger_publish_once_key').on(t.jobId).where(sql`${t.kind} = 'publish'`),
    uniqueIndex('credit_ledger_expiry_once_key').on(t.bundleId).where(sql`${t.kind} = 'expiry'`),
    index('credit_ledger_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * The sandbox payment provider's own state (what Stripe keeps on its side in test mode). Only
 * platform/payments/sandbox-provider.ts reads or writes it.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'requires_payment_method' | 'succeeded' | 'canceled'>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** The last attempt: its id and, when it failed, the card network's message. */
    lastAttemptId: text('last_attempt_id'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sandbox_payment_intents_secret_key').on(t.clientSecret)],
);
