import { JOB_STATUSES, JOB_TYPES, type JobListItem, WORK_TYPES } from '@talentdeck/shared';
import { asc, desc, type SQL } from 'drizzle-orm';
import { toMajor } from '#api/platform/amounts.js';
import type { AppContext } from '#api/platform/context.js';
import { type BoundFilter, type FilterSpec, parseFilterBound } from '#api/platform/filter.js';
import { callerCompany, type Principal } from '#api/platform/policy.js';
import * as repo from './jobs.repository.js';
import { JOB_FIELDS } from './jobs.service.js';
import { countApplicationsByJob } from './jobs.stats.service.js';

/**
 * The openings list (GET /api/company-jobs): the caller's company's jobs, filtered, one page at a
 * time, through one prepared statement per filter shape (docs/decisions/0013).
 */

const c = repo.JOB_LIST_COLUMNS;
/** What a client may filter jobs by (the company's list; the candidates' search takes a part of it). */
export const JOB_FILTER_FIELDS = {
  id: { column: c.id, type: 'uuid' },
  jobStatus: { column: c.jobStatus, type: { enum: JOB_STATUSES } },
  jobType: { column: c.jobType, type: { enum: JOB_TYPES } },
  // An enum column, like jobType: a value outside the list would fail the query (a 500), not match nothing.
  workType: { column: c.workType, type: { enum: WORK_TYPES } },
  city: { column: c.city, type: 'string' },
  country: { column: c.country, type: 'string' },
  createdAt: { column: c.createdAt, type: 'date' },
  jobTitle: { column: c.jobTitle, type: 'string' },
  industryId: { column: c.industryId, type: 'uuid' },
  // Accepted as the specification's client sends them; the server's own scoping applies anyway.
  isJobDeleted: { column: c.isJobDeleted, type: 'boolean', operators: ['eq'] },
  companyId: { column: c.companyId, type: 'uuid', operators: ['eq'] },
} satisfies FilterSpec['where'];

const listFilter: FilterSpec = {
  where: JOB_FILTER_FIELDS,
  order: ['createdAt', 'jobTitle', 'jobStatus', 'jobType', 'city'],
  fields: [...JOB_FIELDS, 'industry'],
  include: ['industry'],
  // The specification's order; id breaks ties (see orderOf).
  defaultOrder: [asc(c.jobTitle), asc(c.id)],
};

/**
 * The whole ORDER BY: the client's keys, then a tie-breaker that keeps pages stable. After an
 * ascending last key it is id ascending (jobTitle ASC, id ASC is what the title indexes hold); after
 * a descending one, createdAt and id descending (what the created index holds), as before.
 */
function orderOf(f: BoundFilter): SQL[] {
  if (f.lastOrderDescending === undefined) return f.orderBy;
  return f.lastOrderDescending ? [...f.orderBy, desc(c.createdAt), desc(c.id)] : [...f.orderBy, asc(c.id)];
}

const isoOf = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
/** Column values as the API shows them (as toJob does); the others travel as stored. */
const SHOWN: Partial<Record<string, (v: unknown) => unknown>> = {
  minimumSalary: (v) => toMajor(v as number | null),
  maximumSalary: (v) => toMajor(v as number | null),
  createdAt: isoOf,
  updatedAt: isoOf,
  publishedAt: isoOf,
  endDate: isoOf,
};

type ListStatement = {
  /** Each selected column with how the answer shows it (as toJob does), in the answer's order. */
  columns: [repo.JobColumn, ((v: unknown) => unknown) | undefined][];
  withIndustry: boolean;
  query: ReturnType<typeof repo.prepareCompanyJobsList>;
};
type ListStatements = { byShape: Map<string, ListStatement>; names: Map<string, string> };
/** Per database: the list statement of each filter shape (most recently used last), and names given. */
const listStatements = new WeakMap<object, ListStatements>();
const LIST_SHAPES_MAX = 200;
/**
 * The first shapes seen are also kept prepared on the database server (parsed and planned once per
 * connection); later ones run unnamed, so no client can make the server keep more than this.
 */
const NAMED_SHAPES_MAX = 32;

function listStatement(ctx: AppContext, f: BoundFilter): ListStatement {
  let cache = listStatements.get(ctx.db);
  if (!cache) {
    cache = { byShape: new Map(), names: new Map() };
    listStatements.set(ctx.db, cache);
  }
  const { byShape, names } = cache;
  // The first page and the later ones are two statements (the first has no OFFSET).
  const paged = f.offset > 0;
  const key = paged ? `${f.shape} paged` : f.shape;
  const hit = byShape.get(key);
  if (hit) {
    byShape.delete(key);
    byShape.set(key, hit);
    return hit;
  }
  if (!names.has(key) && names.size < NAMED_SHAPES_MAX) names.set(key, `company_jobs_list_${names.size}`);
  const withIndustry = f.include.includes('industry') || !!f.fields?.includes('industry');
  // Only the columns the answer shows: every job column, or id and the requested fields.
  const columns = (f.fields ? JOB_FIELDS.filter((k) => k === 'id' || f.fields?.includes(k)) : JOB_FIELDS) as repo.JobColumn[];
  const query = repo.prepareCompanyJobsList(ctx.db, {
    where: f.where,
    orderBy: orderOf(f),
    columns,
    withIndustry,
    paged,
    name: names.get(key) ?? '',
  });
  const statement: ListStatement = { columns: columns.map((c) => [c, SHOWN[c]]), withIndustry, query };
  if (byShape.size >= LIST_SHAPES_MAX) byShape.delete(byShape.keys().next().value as string);
  byShape.set(key, statement);
  return statement;
}

export async function listJobs(ctx: AppContext, caller: Principal, rawFilter: string | undefined) {
  const companyId = callerCompany(caller);
  const f = parseFilterBound(rawFilter, listFilter);
  const { columns, withIndustry, query } = listStatement(ctx, f);
  const rows = await query.execute({ ...f.params, companyId, limit: f.limit, offset: f.offset });
  // The page's applicant counts: one grouped query over the page's ids, beside the page's own
  // statement (which stays as docs/decisions/0013 measured it).
  const counts = await countApplicationsByJob(
    ctx,
    rows.map((row) => row.id as string),
  );
  return rows.map((row) => {
    const job: Record<string, unknown> = {};
    for (const [name, show] of columns) job[name] = show ? show(row[name]) : row[name];
    if (withIndustry) job.industry = row.industryRefId ? { id: row.industryRefId, industryName: row.industryName } : null;
    job.applicationCounts = counts.get(row.id as string);
    return job as JobListItem;
  });
}
