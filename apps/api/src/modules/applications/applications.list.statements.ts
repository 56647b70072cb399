import { APPLICANT_EXPERIENCE_FILTERS, type APPLICANT_SORTS, REACH_FILTERS } from '@talentdeck/shared';
import { and, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { companyJobs, jobApplicationCounts, jobApplications } from '#api/db/schema/index.js';
import {
  APPLICANT_ORDER,
  type ApplicantConditions,
  type ApplicantRow,
  applicantsFrom,
} from './applications.pipeline.repository.js';
import { bracketBuckets } from './applications.totals.repository.js';

/**
 * The applicants list as prepared statements, one per shape (which named filters are set, the
 * sort, first page or later), as the openings list does (docs/decisions/0013): two requests of one
 * shape run the same SQL text with other values, so the page and its total are neither rebuilt by
 * drizzle nor parsed and planned again by PostgreSQL on each request. Measured in
 * docs/decisions/0019 (Measured).
 */

const ja = jobApplications;
const jc = jobApplicationCounts;
type Sort = (typeof APPLICANT_SORTS)[number];
type Shape = { status: boolean; experience: 'none' | 'bounded' | 'open'; video: boolean; city: boolean; reach: boolean };

const shapeOf = (c: ApplicantConditions): Shape => ({
  status: c.status !== undefined,
  experience: c.experience === undefined ? 'none' : APPLICANT_EXPERIENCE_FILTERS[c.experience].max === null ? 'open' : 'bounded',
  video: c.withVideo !== undefined,
  city: c.city !== undefined,
  reach: c.reach !== undefined,
});
const keyOf = (s: Shape) => `${+s.status}${s.experience[0]}${+s.video}${+s.city}${+s.reach}`;

/** The named filters with placeholders for their values. */
function conditions(s: Shape): SQL | undefined {
  return and(
    s.status ? eq(ja.applicationStatus, sql.placeholder('status')) : undefined,
    s.experience !== 'none' ? gte(ja.candidateExperienceMonths, sql.placeholder('minMonths')) : undefined,
    s.experience === 'bounded' ? lte(ja.candidateExperienceMonths, sql.placeholder('maxMonths')) : undefined,
    s.video ? eq(ja.candidateHasVideo, sql.placeholder('video')) : undefined,
    s.city ? eq(ja.candidateCity, sql.placeholder('city')) : undefined,
    s.reach ? sql`${ja.matchReach} = any(${sql.placeholder('reach')}::text[])` : undefined,
  );
}

function valuesOf(jobId: string, c: ApplicantConditions) {
  const bracket = c.experience ? APPLICANT_EXPERIENCE_FILTERS[c.experience] : undefined;
  return {
    jobId,
    status: c.status,
    minMonths: bracket?.min,
    maxMonths: bracket?.max ?? undefined,
    video: c.withVideo,
    city: c.city,
    reach: c.reach ? [...REACH_FILTERS[c.reach]] : undefined,
    buckets: c.experience ? bracketBuckets(c.experience) : undefined,
  };
}

type Prepared<T> = { execute(values: Record<string, unknown>): Promise<T> };
type Statements = { byKey: Map<string, Prepared<unknown>>; named: number };
const statements = new WeakMap<object, Statements>();
/**
 * The first shapes seen are kept prepared on each connection; later ones run unnamed, so no client
 * can make the database server keep more than this many of them.
 */
const NAMED_MAX = 48;

function statement<T>(db: Db, key: string, build: (name: string) => Prepared<T>): Prepared<T> {
  let cache = statements.get(db);
  if (!cache) {
    cache = { byKey: new Map(), named: 0 };
    statements.set(db, cache);
  }
  const hit = cache.byKey.get(key);
  if (hit) return hit as Prepared<T>;
  const name = cache.named < NAMED_MAX ? `applicants_${cache.named++}` : '';
  const made = build(name);
  cache.byKey.set(key, made as Prepared<unknown>);
  return made;
}

/** One page of a job's applicants in the sort's order. */
export function findApplicantsPage(
  db: Db,
  q: { jobId: string; conditions: ApplicantConditions; sort: Sort; limit: number; offset: number },
) {
  const shape = shapeOf(q.conditions);
  // The first page has no OFFSET: an unknown offset makes PostgreSQL's generic plan look costlier.
  const paged = q.offset > 0;
  const page = statement<ApplicantRow[]>(db, `page ${q.sort} ${keyOf(shape)} ${+paged}`, (name) => {
    const query = applicantsFrom(db)
      .where(and(eq(ja.companyJobId, sql.placeholder('jobId')), conditions(shape)))
      .orderBy(...APPLICANT_ORDER[q.sort])
      .limit(sql.placeholder('limit'));
    return (paged ? query.offset(sql.placeholder('offset')) : query).prepare(name) as unknown as Prepared<ApplicantRow[]>;
  });
  return page.execute({ ...valuesOf(q.jobId, q.conditions), limit: q.limit, offset: q.offset });
}

/**
 * The company of the job when it is live (null otherwise): read in the total's statement, so the
 * list's ownership check costs no statement of its own.
 */
const jobOwner = sql<string | null>`(select ${companyJobs.companyId} from ${companyJobs}
  where ${companyJobs.id} = ${sql.placeholder('jobId')} and not ${companyJobs.isJobDeleted})`;

/**
 * The filtered total, a sum of the kept totals (job_application_counts) or with a city a count of
 * the job-and-city index's entries (with a reach filter, of the job's rows), and the job's company
 * (`jobOwner`).
 */
export async function countApplicants(
  db: Db,
  jobId: string,
  c: ApplicantConditions,
): Promise<{ total: number; owner: string | null }> {
  const shape = shapeOf(c);
  const total = statement<{ n: number; owner: string | null }[]>(db, `total ${keyOf(shape)}`, (name) => {
    if (shape.city || shape.reach) {
      return db
        .select({ n: count(), owner: jobOwner })
        .from(ja)
        .where(and(eq(ja.companyJobId, sql.placeholder('jobId')), conditions(shape)))
        .prepare(name) as unknown as Prepared<{ n: number; owner: string | null }[]>;
    }
    return db
      .select({ n: sql<number>`coalesce(sum(${jc.applications}), 0)::int`, owner: jobOwner })
      .from(jc)
      .where(
        and(
          eq(jc.companyJobId, sql.placeholder('jobId')),
          shape.status ? eq(jc.applicationStatus, sql.placeholder('status')) : undefined,
          shape.video ? eq(jc.candidateHasVideo, sql.placeholder('video')) : undefined,
          shape.experience !== 'none' ? sql`${jc.experienceBucket} = any(${sql.placeholder('buckets')}::smallint[])` : undefined,
        ),
      )
      .prepare(name) as unknown as Prepared<{ n: number; owner: string | null }[]>;
  });
  const [row] = await total.execute(valuesOf(jobId, c));
  return { total: Number(row?.n ?? 0), owner: row?.owner ?? null };
}
