import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companyOffices, companyProfiles } from '#api/db/schema/index.js';

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
