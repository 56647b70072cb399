import { JOB_TYPES, SLUG_PATTERN, type SOURCE_MARKS, WORK_TYPES } from '@talentdeck/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { companyJobs } from '#api/db/schema/index.js';
import { getCompanyOffices, getCompanySlug } from '#api/modules/companies/companies.service.js';
import type { AppContext } from '#api/platform/context.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { entityTag, latest, type Stamp } from '#api/platform/public-pages/conditional.js';
import * as repo from './careers.repository.js';

export const careersPath = (slug: string) => `/careers/${encodeURIComponent(slug)}`;
export const jobPagePath = (jobId: string) => `/job-summary/${encodeURIComponent(jobId)}`;
/** The job page as this server's own pages link it, marked (`?src=`) so an application knows where it came from. */
export const markedJobPagePath = (jobId: string, mark: keyof typeof SOURCE_MARKS) => `${jobPagePath(jobId)}?src=${mark}`;

export type CareersCompany = NonNullable<Awaited<ReturnType<typeof repo.findCompanyBySlug>>>;
export type CareersJobFilter = { workType?: (typeof WORK_TYPES)[number]; jobType?: (typeof JOB_TYPES)[number]; city?: string };

/** The company at `slug`, or the slug it moved to (answered with a 301), or nothing. */
export async function resolveSlug(
  ctx: AppContext,
  slug: string,
): Promise<{ company: CareersCompany } | { movedTo: string } | undefined> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 60) return undefined;
  const company = await repo.findCompanyBySlug(ctx.db, slug);
  if (company) return { company };
  const movedTo = await repo.findRenamedSlug(ctx.db, slug);
  return movedTo ? { movedTo } : undefined;
}

/**
 * Everything a careers page, its feed or its API answer shows of the company, summed up: any change
 * to a published job (or one leaving) moves the count or the last change, a profile or slug change
 * moves its time.
 */
export function careersStamp(company: CareersCompany): Stamp {
  return {
    parts: [company.id, company.slug, company.updatedAt, company.profileUpdatedAt, company.publishedJobs, company.lastJobChange],
    lastModified: latest(company.updatedAt, company.profileUpdatedAt, company.lastJobChange),
  };
}

/**
 * The careers page's filters as conditions. The types take only values of the lists: any other
 * reaching the enum columns fails the query (PostgreSQL refuses the value), so the page drops them
 * when it reads its query string (careers.pages.ts).
 */
export function filterConditions(filter: CareersJobFilter): SQL | undefined {
  return and(
    filter.workType ? eq(companyJobs.workType, filter.workType) : undefined,
    filter.jobType ? eq(companyJobs.jobType, filter.jobType) : undefined,
    filter.city ? eq(companyJobs.city, filter.city) : undefined,
  );
}

export async function listJobs(ctx: AppContext, companyId: string, where: SQL | undefined, limit: number, offset: number) {
  const [jobs, total] = await Promise.all([
    repo.listPublishedJobs(ctx.db, companyId, where, limit, offset),
    repo.countPublishedJobs(ctx.db, companyId, where),
  ]);
  return { jobs, total };
}

export const publishedCities = (ctx: AppContext, companyId: string) => repo.publishedCities(ctx.db, companyId);
export const companyOffices = (ctx: AppContext, companyId: string) => getCompanyOffices(ctx, companyId);

const apiFilter: FilterSpec = {
  where: {
    workType: { column: companyJobs.workType, type: { enum: WORK_TYPES }, operators: ['eq', 'inq'] },
    jobType: { column: companyJobs.jobType, type: { enum: JOB_TYPES }, operators: ['eq', 'inq'] },
    city: { column: companyJobs.city, type: 'string', operators: ['eq', 'inq'] },
  },
  order: [],
  defaultLimit: 20,
  maxLimit: 100,
};

type CareersAnswer = Awaited<ReturnType<typeof readCareersApi>>;

/**
 * Answers kept under the stamp of the data they show (with the filter): a changed job, profile or
 * slug gives a new key, so a job that stops being published leaves at once.
 */
const answers = new LRUCache<string, CareersAnswer>({ max: 2_000 });

/** GET /api/careers/{slug}: the company's public card and a page of its published jobs. */
export async function careersApi(ctx: AppContext, company: CareersCompany, rawFilter: string | undefined) {
  const key = `${ctx.config.publicUrl} ${entityTag(careersStamp(company))} ${rawFilter ?? ''}`;
  const cached = answers.get(key);
  if (cached) return cached;
  const answer = await readCareersApi(ctx, company, rawFilter);
  answers.set(key, answer);
  return answer;
}

async function readCareersApi(ctx: AppContext, company: CareersCompany, rawFilter: string | undefined) {
  const f = parseFilter(rawFilter, apiFilter);
  const [{ jobs, total }, address] = await Promise.all([
    listJobs(ctx, company.id, f.where, f.limit, f.offset),
    companyOffices(ctx, company.id),
  ]);
  const base = ctx.config.publicUrl;
  return {
    total,
    body: {
      company: {
        companyName: company.companyName,
        companyLogo: company.companyLogo ?? null,
        about: company.about ?? null,
        website: company.website ?? null,
        slug: company.slug,
        address: address.map((o) => ({ office: o.office, city: o.city, country: o.country })),
      },
      jobs: jobs.map((j) => ({
        id: j.id,
        jobTitle: j.jobTitle,
        jobType: j.jobType,
        workType: j.workType,
        city: j.city,
        country: j.country,
        createdAt: j.createdAt.toISOString(),
        url: `${base}${jobPagePath(j.id)}`,
      })),
    },
  };
}

/** The careers page address of a company, for the job page's and the profile's links. */
export const slugOf = (ctx: AppContext, companyId: string) => getCompanySlug(ctx, companyId);
