import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companies, companyOffices, companyProfiles, companySlugRedirects } from '#api/db/schema/index.js';

export type ProfileValues = Omit<typeof companyProfiles.$inferInsert, 'companyId' | 'updatedAt'>;
export type OfficeValues = { office: string; city: string; country: string; lat: number | null; long: number | null };

export async function findProfile(db: Db, companyId: string) {
  const rows = await db.select().from(companyProfiles).where(eq(companyProfiles.companyId, companyId)).limit(1);
  return rows[0];
}

export async function findOffices(db: Db, companyId: string) {
  return db
    .select({
      office: companyOffices.office,
      city: companyOffices.city,
      country: companyOffices.country,
      lat: companyOffices.lat,
      long: companyOffices.long,
    })
    .from(companyOffices)
    .where(eq(companyOffices.companyId, companyId))
    .orderBy(asc(companyOffices.position));
}

/** Creates the profile on the first save; later saves change only the fields given. */
export async function upsertProfile(db: Db, companyId: string, values: ProfileValues) {
  await db
    .insert(companyProfiles)
    .values({ companyId, ...values })
    .onConflictDoUpdate({
      target: companyProfiles.companyId,
      set: Object.keys(values).length > 0 ? { ...values, updatedAt: sql`now()` } : { updatedAt: sql`now()` },
    });
}

/** Replaces the office list as a whole; run it in the caller's transaction so readers never see half of it. */
export async function replaceOffices(db: Db, companyId: string, offices: OfficeValues[]) {
  await db.delete(companyOffices).where(eq(companyOffices.companyId, companyId));
  if (offices.length > 0) {
    await db.insert(companyOffices).values(offices.map((o, position) => ({ ...o, companyId, position })));
  }
}

// ---- Slug (the careers page's address) ----

export async function findSlug(db: Db, companyId: string) {
  const rows = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0]?.slug;
}

/**
 * Serialises the companies that want `slug` (the same lock the database's slug maker takes), then
 * says whether another company has it, as its slug or a former one.
 */
export async function isSlugTakenByOther(db: Db, slug: string, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`company_slug:${slug}`}))`);
  const [current, former] = await Promise.all([
    db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.slug, slug), ne(companies.id, companyId)))
      .limit(1),
    db
      .select({ slug: companySlugRedirects.slug })
      .from(companySlugRedirects)
      .where(and(eq(companySlugRedirects.slug, slug), ne(companySlugRedirects.companyId, companyId)))
      .limit(1),
  ]);
  return current.length > 0 || former.length > 0;
}

/** Moves the company to `slug`, keeping the old one as a redirect; run it in the caller's transaction. */
export async function moveSlug(db: Db, companyId: string, oldSlug: string, slug: string) {
  await db.insert(companySlugRedirects).values({ slug: oldSlug, companyId }).onConflictDoNothing();
  await db.delete(companySlugRedirects).where(eq(companySlugRedirects.slug, slug));
  await db.update(companies).set({ slug, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
}
