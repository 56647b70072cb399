import { and, asc, count, desc, eq, gt, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companies, companyJobs, companyProfiles, companySlugRedirects } from '#api/db/schema/index.js';
import { createBatchLoader, perDatabase } from '#api/platform/batch.js';

/** A job as the public sees it listed: published and not deleted. */
const published = and(eq(companyJobs.jobStatus, 'Published'), eq(companyJobs.isJobDeleted, false));

/** An instant as ISO 8601 text with its microseconds (a JS Date keeps milliseconds only). */
const isoText = (expression: SQL) => sql<string | null>`to_json(${expression}) #>> '{}'`;

function prepareCompanyQuery(db: Db) {
  const jobs = sql`from company_jobs j where j.company_id = ${companies.id} and j.job_status = 'Published' and not j.is_job_deleted`;
  return db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      slug: companies.slug,
      updatedAt: isoText(sql`${companies.updatedAt}`),
      publishedJobs: sql<number>`(select count(*) ${jobs})`.mapWith(Number),
      lastJobChange: isoText(sql`(select max(j.updated_at) ${jobs})`),
      about: companyProfiles.about,
      companyLogo: companyProfiles.companyLogo,
      website: companyProfiles.website,
      profileUpdatedAt: isoText(sql`${companyProfiles.updatedAt}`),
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(sql`${companies.slug} = any(${sql.placeholder('slugs')}::text[])`)
    .prepare('careers_companies');
}

export type CareersCompanyRow = Awaited<ReturnType<ReturnType<typeof prepareCompanyQuery>['execute']>>[number];

/**
 * Companies looked up in batches (platform/batch.ts): each answered by a query started after it was
 * asked, so a job unpublished a moment ago is already counted out.
 */
const companyLoader = perDatabase((db: Db) => {
  const query = prepareCompanyQuery(db);
  return createBatchLoader(async (slugs: string[]) => {
    const rows = await query.execute({ slugs: [...new Set(slugs)] });
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return slugs.map((slug) => bySlug.get(slug));
  });
});

/**
 * The company at `slug` with what its careers page shows summed up (its published jobs' count and
 * last change), in one round trip: each careers request starts with it.
 */
export const findCompanyBySlug = (db: Db, slug: string) => companyLoader(db)(slug);

/** The current slug of the company that once had `slug`, or undefined. */
export async function findRenamedSlug(db: Db, slug: string) {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companySlugRedirects)
    .innerJoin(companies, eq(companies.id, companySlugRedirects.companyId))
    .where(eq(companySlugRedirects.slug, slug))
    .limit(1);
  return rows[0]?.slug;
}

export type PublicJobRow = Awaited<ReturnType<typeof listPublishedJobs>>[number];

/** One page of the company's published jobs, newest first, with the given conditions. */
export async function listPublishedJobs(db: Db, companyId: string, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({
      id: companyJobs.id,
      jobTitle: companyJobs.jobTitle,
      jobDescription: companyJobs.jobDescription,
      jobType: companyJobs.jobType,
      workType: companyJobs.workType,
      city: companyJobs.city,
      country: companyJobs.country,
      createdAt: companyJobs.createdAt,
      publishedAt: companyJobs.publishedAt,
      updatedAt: companyJobs.updatedAt,
    })
    .from(companyJobs)
    .where(and(eq(companyJobs.companyId, companyId), published, where))
    .orderBy(desc(companyJobs.createdAt), desc(companyJobs.id))
    .limit(limit)
    .offset(offset);
}

export async function countPublishedJobs(db: Db, companyId: string, where: SQL | undefined) {
  const rows = await db
    .select({ total: count() })
    .from(companyJobs)
    .where(and(eq(companyJobs.companyId, companyId), published, where));
  return rows[0]?.total ?? 0;
}

/** The cities of the company's published jobs, for the careers page's city filter. */
export async function publishedCities(db: Db, companyId: string) {
  const rows = await db
    .selectDistinct({ city: companyJobs.city })
    .from(companyJobs)
    .where(and(eq(companyJobs.companyId, companyId), published, sql`${companyJobs.city} is not null`))
    .orderBy(asc(companyJobs.city));
  return rows.flatMap((r) => (r.city ? [r.city] : []));
}

/** Every published job, as the sitemap lists it: by id, read a page at a time after `afterId`. */
export async function publishedJobsPage(db: Db, afterId: string | undefined, limit: number, offset = 0) {
  return db
    .select({ id: companyJobs.id, lastmod: sql<string>`to_json(${companyJobs.updatedAt}) #>> '{}'` })
    .from(companyJobs)
    .where(and(published, afterId ? gt(companyJobs.id, afterId) : undefined))
    .orderBy(asc(companyJobs.id))
    .limit(limit)
    .offset(offset);
}

/** Companies with a published job, by id after `afterId`, with their slug and last job change. */
export async function careersPagesPage(db: Db, afterId: string | undefined, limit: number) {
  const lastChange = sql<
    string | Date
  >`(select max(j.updated_at) from company_jobs j where j.company_id = ${companies.id} and j.job_status = 'Published' and not j.is_job_deleted)`;
  return db
    .select({ id: companies.id, slug: companies.slug, lastChange })
    .from(companies)
    .where(
      and(
        afterId ? gt(companies.id, afterId) : undefined,
        sql`exists (select 1 from company_jobs j where j.company_id = ${companies.id} and j.job_status = 'Published' and not j.is_job_deleted)`,
      ),
    )
    .orderBy(asc(companies.id))
    .limit(limit);
}

/** What the sitemap shows, summed up: it changes whenever a listed job or a careers address does. */
export async function siteStamp(db: Db) {
  const [jobs, companyRows] = await Promise.all([
    db
      .select({
        total: count(),
        companies: sql<number>`count(distinct ${companyJobs.companyId})`.mapWith(Number),
        lastChange: max(companyJobs.updatedAt),
      })
      .from(companyJobs)
      .where(published),
    db.select({ lastChange: max(companies.updatedAt) }).from(companies),
  ]);
  return {
    jobs: jobs[0]?.total ?? 0,
    careersPages: jobs[0]?.companies ?? 0,
    lastJobChange: jobs[0]?.lastChange ?? null,
    lastCompanyChange: companyRows[0]?.lastChange ?? null,
  };
}
