import {
  type AdminPackageCreate,
  type AdminPackageUpdate,
  type AdminPromoCreate,
  type AdminPromoUpdate,
  addMonths,
  BILLING,
  type Bundle,
  type Currency,
  MESSAGES,
  type Package,
  type PaymentRecord,
  type PostingAvailability,
  type Promo,
  toMajorUnits,
  toMinorUnits,
} from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { isUniqueViolation } from '#api/platform/db-errors.js';
import { AppError, notFound, validationError } from '#api/platform/errors.js';
import { parseFilter } from '#api/platform/filter.js';
import { type Principal, requireCompany } from '#api/platform/policy.js';
import { bundleFilter, packageFilter, paymentFilter, promoFilter } from './billing.filters.js';
import * as repo from './billing.repository.js';

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

export function toPayment(p: repo.PaymentRow, pkg?: repo.PackageRow | null): PaymentRecord {
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

export async function activePackage(ctx: AppContext, packageId: string) {
  const pkg = await repo.getPackage(ctx.db, packageId);
  if (!pkg?.isActive) throw new AppError('PACKAGE_UNAVAILABLE');
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
    throw validationError([{ field: 'packageId', message: MESSAGES.packageUnavailable }]);
}

const promoExists = () =>
  new AppError('PROMO_EXISTS', MESSAGES.promoCodeExists, [{ field: 'promoCode', message: MESSAGES.promoCodeExists }]);

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
  if (type === 'percent' && value > 100) throw validationError([{ field: 'discountValue', message: MESSAGES.percentageMax }]);
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

export async function findTransactions(ctx: AppContext, caller: Principal, companyId: string, rawFilter: string | undefined) {
  requireCompany(caller, companyId);
  const rows = await repo.findBundles(ctx.db, companyId, parseFilter(rawFilter, bundleFilter));
  return rows.map((r) => toBundle(r.bundle, r.pkg));
}

export async function findPaymentRecords(ctx: AppContext, caller: Principal, companyId: string, rawFilter: string | undefined) {
  requireCompany(caller, companyId);
  const rows = await repo.findPayments(ctx.db, companyId, parseFilter(rawFilter, paymentFilter));
  return rows.map((r) => toPayment(r.payment, r.pkg));
}

export async function postingAvailability(ctx: AppContext, caller: Principal, companyId: string): Promise<PostingAvailability> {
  requireCompany(caller, companyId);
  const remainingJobs = await repo.remainingJobs(ctx.db, companyId);
  return { allowed: caller.isAllowed && remainingJobs > 0, remainingJobs };
}

export async function creditLedger(ctx: AppContext, caller: Principal, companyId: string) {
  requireCompany(caller, companyId);
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
  const outcome = await takeJobCredit(ctx, companyId, jobId);
  if (outcome === 'none') throw new AppError('OUT_OF_JOB_CREDITS');
  return { remainingJobs: await repo.remainingJobs(ctx.db, companyId) };
}

/**
 * Charges a job one credit, in a transaction of its own (a savepoint inside the publishing
 * transaction). The ledger's unique index on the job makes a second charge for the same job roll
 * back. Answers 'charged', 'already' (the job was charged before) or 'none'.
 */
async function takeJobCredit(ctx: AppContext, companyId: string, jobId: string): Promise<'charged' | 'already' | 'none'> {
  try {
    return await inTransaction(ctx, async (tx) => {
      if (await repo.isJobCharged(tx.db, jobId)) return 'already' as const;
      const bundleId = await repo.takeCreditFromBundle(tx.db, companyId);
      if (!bundleId) return 'none' as const;
      await repo.insertLedgerLine(tx.db, { companyId, bundleId, kind: 'publish', delta: -1, jobId });
      return 'charged' as const;
    });
  } catch (err) {
    // The same job charged by a parallel call: that one won, this one changed nothing.
    if (isUniqueViolation(err)) return 'already';
    throw err;
  }
}

/** The free one-job bundle promised on first approval, with its ledger line; granting it twice does nothing. */
export async function grantFreeJobPosting(ctx: AppContext, companyId: string): Promise<void> {
  const expiryDate = addMonths(new Date(), BILLING.freeJobValidityMonths);
  await inTransaction(ctx, async (tx) => {
    const bundle = await repo.insertFreeBundle(tx.db, companyId, expiryDate);
    if (bundle) await repo.insertLedgerLine(tx.db, { companyId, bundleId: bundle.id, kind: 'free_job', delta: 1 });
  });
}

/**
 * Empties lapsed bundles, writing an expiry line for each into the ledger. Safe to run anywhere,
 * any number of times: the conditional update and a unique index keep it once.
 */
export function expireBundles(ctx: AppContext) {
  return inTransaction(ctx, async (tx) => {
    const lapsed = await repo.emptyLapsedBundles(tx.db);
    if (lapsed.length > 0) await repo.insertExpiryLines(tx.db, lapsed);
    return lapsed.length;
  });
}
