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

/** The free one-job bundle; undefined when the company has had it (a partial unique index decides). */
export async function insertFreeBundle(db: Db, companyId: string, expiryDate: Date) {
  const [bundle] = await db
    .insert(bundles)
    .values({ companyId, source: 'free', jobsInBundle: 1, numberOfJobs: 1, expiryDate })
    .onConflictDoNothing()
    .returning();
  return bundle;
}

export async function insertLedgerLine(db: Db, values: typeof creditLedger.$inferInsert) {
  await db.insert(creditLedger).values(values);
}

/** Whether a job has been charged a credit already. */
export async function isJobCharged(db: Db, jobId: string) {
  const [prior] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.jobId, jobId), eq(creditLedger.kind, 'publish')));
  return Boolean(prior);
}

/**
 * Takes one credit from the company's usable bundle that expires first and answers that bundle's
 * id, or undefined when none is left. The conditional update cannot take a credit that is not
 * there: it re-checks number_of_jobs > 0 on the row it locks.
 */
export async function takeCreditFromBundle(db: Db, companyId: string) {
  const taken = await db.execute<{ id: string }>(sql`
    update ${bundles} set number_of_jobs = number_of_jobs - 1
    where id = (
      select id from ${bundles}
      where ${usable(companyId)}
      order by expiry_date asc, created_at asc, id asc
      limit 1
      for update
    ) and number_of_jobs > 0
    returning id`);
  return rowsOf<{ id: string }>(taken)[0]?.id;
}

/**
 * Empties every lapsed bundle that still had credits and answers them with what they had left.
 * Rows another run holds are skipped (that run empties them).
 */
export async function emptyLapsedBundles(db: Db) {
  return rowsOf<{ id: string; company_id: string; left: number }>(
    await db.execute(sql`
      with lapsed as (
        select id, number_of_jobs as left from ${bundles}
        where expiry_date <= now() and number_of_jobs > 0
        for update skip locked
      )
      update ${bundles} b set number_of_jobs = 0 from lapsed
      where b.id = lapsed.id
      returning b.id, b.company_id, lapsed.left`),
  );
}

/** The expiry lines of emptied bundles; a unique index keeps one per bundle however often it runs. */
export async function insertExpiryLines(db: Db, lapsed: { id: string; company_id: string; left: number }[]) {
  await db
    .insert(creditLedger)
    .values(lapsed.map((l) => ({ companyId: l.company_id, bundleId: l.id, kind: 'expiry' as const, delta: -Number(l.left) })))
    .onConflictDoNothing();
}

export async function ledgerOf(db: Db, companyId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.companyId, companyId)).orderBy(asc(creditLedger.createdAt));
}
