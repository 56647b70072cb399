import { BILLING, toMinorUnits } from '@talentdeck/shared';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#api/db/client.js';
import { bundles, creditLedger, packages, payments, promos } from '#api/db/schema/index.js';
import { isUniqueViolation } from '#api/platform/db-errors.js';
import type { ParsedFilter } from '#api/platform/filter.js';

export type PackageRow = typeof packages.$inferSelect;
export type PromoRow = typeof promos.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type BundleRow = typeof bundles.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---- Packages -------------------------------------------------------------------------------

/** Inserts the specification's default packages that are missing; never touches existing rows. */
export async function seedDefaultPackages(db: Db) {
  await db
    .insert(packages)
    .values(
      BILLING.defaultPackages.map((p) => ({
        seedKey: p.seedKey,
        packageName: p.packageName,
        jobsInPackage: p.jobsInPackage,
        currency: BILLING.defaultCurrency,
        unitPriceMinor: toMinorUnits(p.unitPrice, BILLING.defaultCurrency),
        isPopular: p.isPopular,
        validityMonths: p.validityMonths,
        // Distinct creation times keep the specification's order under "createdAt ASC".
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, BILLING.defaultPackages.indexOf(p))),
      })),
    )
    .onConflictDoNothing({ target: packages.seedKey });
}

export async function findPackages(db: Db, filter: ParsedFilter, onlyActive: boolean) {
  return db
    .select()
    .from(packages)
    .where(and(onlyActive ? eq(packages.isActive, true) : undefined, filter.where))
    .orderBy(...filter.orderBy, asc(packages.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function getPackage(db: Db, id: string) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  return row;
}

export async function insertPackage(db: Db, values: typeof packages.$inferInsert) {
  const [row] = await db.insert(packages).values(values).returning();
  return row as PackageRow;
}

export async function updatePackage(db: Db, id: string, values: Partial<typeof packages.$inferInsert>) {
  const [row] = await db
    .update(packages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(packages.id, id))
    .returning();
  return row;
}

// ---- Promo codes ----------------------------------------------------------------------------

export async function findPromos(db: Db, filter: ParsedFilter) {
  return db
    .select()
    .from(promos)
    .where(filter.where)
    .orderBy(...filter.orderBy, asc(promos.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function getPromo(db: Db, id: string) {
  const [row] = await db.select().from(promos).where(eq(promos.id, id));
  return row;
}

export async function getPromoByCode(db: Db, code: string) {
  const [row] = await db.select().from(promos).where(eq(promos.promoCode, code.trim().toUpperCase()));
  return row;
}

/** Returns undefined when the code is taken. */
export async function insertPromo(db: Db, values: typeof promos.$inferInsert) {
  try {
    const [row] = await db.insert(promos).values(values).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** Returns null when the new code is taken, undefined when the promo does not exist. */
export async function updatePromo(db: Db, id: string, values: Partial<typeof promos.$inferInsert>) {
  try {
    const [row] = await db
      .update(promos)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(promos.id, id))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

// ---- Payments ------------------------------------------------------------------------------
// The payment history; sessions, promo reservations and the crediting of payments are in
// billing.payments.repository.ts.

export async function findPayments(db: Db, companyId: string, filter: ParsedFilter) {
  return db
    .select({ payment: payments, pkg: packages })
    .from(payments)
    .leftJoin(packages, eq(packages.id, payments.packageId))
    .where(and(eq(payments.companyId, companyId), filter.where))
    .orderBy(...filter.orderBy, asc(payments.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

// ---- Bundles and job credits ----------------------------------------------------------------

export async function findBundles(db: Db, companyId: string, filter: ParsedFilter) {
  return db
    .select({ bundle: bundles, pkg: packages })
    .from(bundles)
    .leftJoin(packages, eq(packages.id, bundles.packageId))
    .where(and(eq(bundles.companyId, companyId), filter.where))
    .orderBy(...filter.orderBy, asc(bundles.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

const usable = (companyId: string): SQL =>
  and(
    eq(bundles.companyId, companyId),
    eq(bundles.transactionStatus, 'Successful'),
    gt(bundles.numberOfJobs, 0),
    gt(bundles.expiryDate, sql`now()`),
  ) as SQL;

export async function remainingJobs(db: Db | Tx, companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${bundles.numberOfJobs}), 0)::int` })
    .from(bundles)
    .where(usable(companyId));
  return Number(row?.n ?? 0);
}

/** Grants the free one-job bundle once per company (a partial unique index decides). */
export async function grantFreeBundle(db: Db, companyId: string, expiryDate: Date) {
  return db.transaction(async (tx) => {
    const [bundle] = await tx
      .insert(bundles)
      .values({ companyId, source: 'free', jobsInBundle: 1, numberOfJobs: 1, expiryDate })
      .onConflictDoNothing()
      .returning();
    if (!bundle) return false;
    await tx.insert(creditLedger).values({ companyId, bundleId: bundle.id, kind: 'free_job', delta: 1 });
    return true;
  });
}

/**
 * Takes one credit for a job from the usable bundle that expires first. The conditional update
 * cannot take a credit that is not there (it re-checks number_of_jobs > 0 on the row it locks),
 * and the ledger's unique index on the job makes a second charge for the same job roll back.
 * Returns 'charged', 'already' (the job was charged before) or 'none'.
 */
export async function takeJobCredit(db: Db, companyId: string, jobId: string): Promise<'charged' | 'already' | 'none'> {
  try {
    return await db.transaction(async (tx) => {
      const [prior] = await tx
        .select({ id: creditLedger.id })
        .from(creditLedger)
        .where(and(eq(creditLedger.jobId, jobId), eq(creditLedger.kind, 'publish')));
      if (prior) return 'already' as const;
      const taken = await tx.execute<{ id: string }>(sql`
        update ${bundles} set number_of_jobs = number_of_jobs - 1
        where id = (
          select id from ${bundles}
          where ${usable(companyId)}
          order by expiry_date asc, created_at asc, id asc
          limit 1
          for update
        ) and number_of_jobs > 0
        returning id`);
      const bundleId = rowsOf<{ id: string }>(taken)[0]?.id;
      if (!bundleId) return 'none' as const;
      await tx.insert(creditLedger).values({ companyId, bundleId, kind: 'publish', delta: -1, jobId });
      return 'charged' as const;
    });
  } catch (err) {
    // The same job charged by a parallel call: that one won, this one changed nothing.
    if (isUniqueViolation(err)) return 'already';
    throw err;
  }
}

/**
 * Writes an expiry line for every lapsed bundle that still had credits, and empties it. Safe to
 * run anywhere, any number of times: the conditional update and a unique index keep it once.
 */
export async function expireLapsedBundles(db: Db) {
  return db.transaction(async (tx) => {
    const lapsed = rowsOf<{ id: string; company_id: string; left: number }>(
      await tx.execute(sql`
        with lapsed as (
          select id, number_of_jobs as left from ${bundles}
          where expiry_date <= now() and number_of_jobs > 0
          for update skip locked
        )
        update ${bundles} b set number_of_jobs = 0 from lapsed
        where b.id = lapsed.id
        returning b.id, b.company_id, lapsed.left`),
    );
    if (lapsed.length > 0) {
      await tx
        .insert(creditLedger)
        .values(lapsed.map((l) => ({ companyId: l.company_id, bundleId: l.id, kind: 'expiry' as const, delta: -Number(l.left) })))
        .onConflictDoNothing();
    }
    return lapsed.length;
  });
}

export async function ledgerOf(db: Db, companyId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.companyId, companyId)).orderBy(asc(creditLedger.createdAt));
}
