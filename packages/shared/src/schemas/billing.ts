import { z } from 'zod';
import { BILLING, cardExpiryCurrent, DISCOUNT_TYPES, luhnValid, TRANSACTION_STATUSES } from '../billing.js';
import { CURRENCIES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { storableDateTime, text } from './common.js';

const money = z.number().min(0).max(1_000_000);
const isoDate = z.iso.datetime({ offset: true });

// ---- Packages -------------------------------------------------------------------------------

export const packageSchema = z.object({
  id: z.uuid(),
  packageName: z.string(),
  jobsInPackage: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** In the currency's major unit (453 for $453). */
  unitPrice: money,
  isPopular: z.boolean(),
  validityMonths: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDate,
});
export type Package = z.infer<typeof packageSchema>;

export const adminPackageCreateSchema = z.strictObject({
  packageName: text().trim().min(1, 'Enter the package name').max(60),
  jobsInPackage: z.number().int().min(1).max(BILLING.jobsMax),
  currency: z.enum(CURRENCIES).default(BILLING.defaultCurrency),
  unitPrice: z.number().positive('The price must be above 0').max(1_000_000).multipleOf(0.01),
  isPopular: z.boolean().default(false),
  validityMonths: z.number().int().min(1).max(BILLING.validityMonthsMax),
  isActive: z.boolean().default(true),
});
export type AdminPackageCreate = z.input<typeof adminPackageCreateSchema>;

export const adminPackageUpdateSchema = z.strictObject({
  packageName: text().trim().min(1, 'Enter the package name').max(60).optional(),
  jobsInPackage: z.number().int().min(1).max(BILLING.jobsMax).optional(),
  currency: z.enum(CURRENCIES).optional(),
  unitPrice: z.number().positive('The price must be above 0').max(1_000_000).multipleOf(0.01).optional(),
  isPopular: z.boolean().optional(),
  validityMonths: z.number().int().min(1).max(BILLING.validityMonthsMax).optional(),
  isActive: z.boolean().optional(),
});
export type AdminPackageUpdate = z.infer<typeof adminPackageUpdateSchema>;

// ---- Bundles (the specification's "transactions") and payment records ----------------------

export const bundleSchema = z.object({
  id: z.uuid(),
  /** Jobs still available in this bundle. */
  numberOfJobs: z.number().int(),
  /** Jobs the bundle came with. */
  jobsInBundle: z.number().int(),
  expiryDate: isoDate,
  transactionStatus: z.enum(TRANSACTION_STATUSES),
  source: z.enum(['purchase', 'free']),
  createdAt: isoDate,
  /** The package bought; null for the free job bundle. */
  packages: packageSchema.nullable(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const paymentRecordSchema = z.object({
  id: z.uuid(),
  /** The payment provider's transaction (intent) id. */
  transactionId: z.string(),
  companyId: z.uuid(),
  packageId: z.uuid(),
  transactionAmount: money,
  currency: z.enum(CURRENCIES),
  transactionStatus: z.enum(TRANSACTION_STATUSES),
  transactionMessage: z.string(),
  promosId: z.uuid().nullable(),
  createdAt: isoDate,
  packages: packageSchema.nullable().optional(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

// ---- Payment calls --------------------------------------------------------------------------

export const createPaymentIntentRequestSchema = z.strictObject({
  packageId: z.uuid({ error: MESSAGES.packageUnavailable }),
  companyId: z.uuid({ error: MESSAGES.notFound }),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

export const createPaymentIntentResponseSchema = z.object({
  /** The provider's client secret of the payment intent. */
  sessionId: z.string(),
  transactionAmount: money,
  currency: z.enum(CURRENCIES),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

export const promoAdditionRequestSchema = z.strictObject({
  promoCode: text().trim().min(1, 'Enter a promo code').max(BILLING.promoCodeMax, MESSAGES.invalidPromoCode),
  packageId: z.uuid({ error: MESSAGES.packageUnavailable }),
  companyId: z.uuid({ error: MESSAGES.notFound }),
});
export type PromoAdditionRequest = z.infer<typeof promoAdditionRequestSchema>;

export const promoAdditionResponseSchema = z.object({
  /** 'Invalid Promo Code' for an unknown, expired or used-up code; otherwise a success text. */
  message: z.string(),
  transactionAmount: money,
  /** The client secret to pay with; when transactionAmount is 0 it completes the purchase with no card. */
  sessionId: z.string().nullable(),
  promosId: z.uuid().nullable(),
});
export type PromoAdditionResponse = z.infer<typeof promoAdditionResponseSchema>;

export const paymentAcceptanceRequestSchema = z.strictObject({
  transactionId: text().trim().min(1).max(255),
  companyId: z.uuid({ error: MESSAGES.notFound }),
  packageId: z.uuid({ error: MESSAGES.packageUnavailable }),
  transactionAmount: money.optional(),
  /** What the client saw; recorded for support, never trusted. */
  transactionStatus: text().max(40).optional(),
  transactionMessage: text().max(500).optional(),
  promosId: z.uuid().nullable().optional(),
});
export type PaymentAcceptanceRequest = z.infer<typeof paymentAcceptanceRequestSchema>;

export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

export const sandboxConfirmRequestSchema = z.strictObject({
  sessionId: text().min(1).max(255),
  // A mistyped number or a past expiry is refused here, before any payment attempt is recorded.
  cardNumber: text()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, MESSAGES.cardNumberInvalid)
        .refine(luhnValid, MESSAGES.cardNumberInvalid),
    ),
  expiry: text()
    .trim()
    .regex(CARD_EXPIRY_PATTERN, MESSAGES.cardExpiryInvalid)
    .refine((v) => cardExpiryCurrent(v), MESSAGES.cardExpired),
  cvc: text()
    .trim()
    .regex(/^\d{3,4}$/, MESSAGES.cardCvcInvalid),
  cardholderName: text().trim().min(1, MESSAGES.cardholderNameRequired).max(100),
});
export type SandboxConfirmRequest = z.input<typeof sandboxConfirmRequestSchema>;

export const sandboxConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  message: z.string(),
  transactionId: z.string(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

export const paymentConfigResponseSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key; null with the sandbox. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;

export const paymentStatusQuerySchema = z.strictObject({ sessionId: text().min(1).max(255) });

export const paymentStatusResponseSchema = z.object({
  status: z.enum(['succeeded', 'processing', 'failed', 'requires_payment']),
  message: z.string(),
  packageName: z.string().nullable(),
  transactionAmount: money,
  currency: z.enum(CURRENCIES),
});
export type PaymentStatus = z.infer<typeof paymentStatusResponseSchema>;

export const postingAvailabilityResponseSchema = z.object({
  allowed: z.boolean(),
  remainingJobs: z.number().int(),
});
export type PostingAvailability = z.infer<typeof postingAvailabilityResponseSchema>;

// ---- Promo codes ----------------------------------------------------------------------------

const promoCodeField = text()
  .trim()
  .toUpperCase()
  .min(3, 'At least 3 characters')
  .max(BILLING.promoCodeMax)
  .regex(/^[A-Z0-9_-]+$/, 'Letters, digits, - and _ only');

export const promoSchema = z.object({
  id: z.uuid(),
  promoCode: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** A percentage, or an amount in the package currency's major unit. */
  discountValue: z.number(),
  packageId: z.uuid().nullable(),
  expiresAt: isoDate.nullable(),
  maxUses: z.number().int().nullable(),
  /** Completed purchases that used the code. */
  timesUsed: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDate,
});
export type Promo = z.infer<typeof promoSchema>;

const promoFields = {
  discountValue: z.number().positive('The discount must be above 0').max(1_000_000).multipleOf(0.01),
  packageId: z.uuid().nullable(),
  expiresAt: storableDateTime().nullable(),
  maxUses: z.number().int().min(1).max(1_000_000).nullable(),
};

const percentAtMost100 = (v: { discountType?: string; discountValue?: number }) =>
  v.discountType !== 'percent' || v.discountValue === undefined || v.discountValue <= 100;
const percentRule = { message: 'A percentage is at most 100', path: ['discountValue'] };

export const adminPromoCreateSchema = z
  .strictObject({
    promoCode: promoCodeField,
    discountType: z.enum(DISCOUNT_TYPES),
    discountValue: promoFields.discountValue,
    packageId: promoFields.packageId.optional(),
    expiresAt: promoFields.expiresAt.optional(),
    maxUses: promoFields.maxUses.optional(),
    isActive: z.boolean().default(true),
  })
  .refine(percentAtMost100, percentRule);
export type AdminPromoCreate = z.input<typeof adminPromoCreateSchema>;

export const adminPromoUpdateSchema = z
  .strictObject({
    promoCode: promoCodeField.optional(),
    discountType: z.enum(DISCOUNT_TYPES).optional(),
    discountValue: promoFields.discountValue.optional(),
    packageId: promoFields.packageId.optional(),
    expiresAt: promoFields.expiresAt.optional(),
    maxUses: promoFields.maxUses.optional(),
    isActive: z.boolean().optional(),
  })
  .refine(percentAtMost100, percentRule);
export type AdminPromoUpdate = z.infer<typeof adminPromoUpdateSchema>;
