import { and, asc, count, eq, getTableColumns, gte, ilike, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.js';
import {
  companyJobCustomQuestions,
  companyJobs,
  companyJobViewAddresses,
  companyJobViews,
  industries,
  jobApplicationCounts,
} from '#api/db/schema/index.js';

export type JobRow = typeof companyJobs.$inferSelect;
export type JobInsert = typeof companyJobs.$inferInsert;

export const insertJob = async (db: Db, values: JobInsert) =>
  (await db.insert(companyJobs).values(values).returning())[0] as JobRow;

/** A live (not deleted) job by id, whatever its company; callers check ownership. */
/** Status, deletion and company of a job, deleted ones included (the public page says "gone" for them). */
export async function findJobState(db: Db, id: string) {
  const rows = await db
    .select({ companyId: companyJobs.companyId, jobStatus: companyJobs.jobStatus, isJobDeleted: companyJobs.isJobDeleted })
    .from(companyJobs)
    .where(eq(companyJobs.id, id))
    .limit(1);
  return rows[0];
}

export async function findJob(db: Db, id: string) {
  const rows = await db
    .select()
    .from(companyJobs)
    .where(and(eq(companyJobs.id, id), eq(companyJobs.isJobDeleted, false)))
    .limit(1);
  return rows[0];
}

const ownerStatements = new WeakMap<object, { execute(values: { id: string }): Promise<{ companyId: string }[]> }>();

/**
 * The company of a live job, and nothing else: the ownership check of the calls that need only the
 * job's id (the applicants list and its counts), as one statement prepared once per connection.
 */
export async function findJobCompany(db: Db, id: string): Promise<string | undefined> {
  let statement = ownerStatements.get(db);
  if (!statement) {
    statement = db
      .select({ companyId: companyJobs.companyId })
      .from(companyJobs)
      .where(and(eq(companyJobs.id, sql.placeholder('id')), eq(companyJobs.isJobDeleted, false)))
      .limit(1)
      .prepare('company_job_owner');
    ownerStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row?.companyId;
}

/** Jobs by id, deleted ones included (rows others point at, such as applications). */
export async function findJobsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(companyJobs).where(inArray(companyJobs.id, ids));
}

export async function updateJob(db: Db, id: string, companyId: string, values: Partial<JobInsert>) {
  const rows = await db
    .update(companyJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(companyJobs.id, id), eq(companyJobs.companyId, companyId), eq(companyJobs.isJobDeleted, false)))
    .returning();
  return rows[0];
}

/**
 * The first publication of a job, claimed by one conditional update: of two concurrent requests
 * only one sees a row come back. The caller runs it inside its transaction together with the charge.
 */
export async function publishFirstTime(db: Db, id: string, companyId: string, values: Partial<JobInsert>) {
  const rows = await db
    .update(companyJobs)
    .set({ ...values, jobStatus: 'Published', publishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(companyJobs.id, id),
        eq(companyJobs.companyId, companyId),
        eq(companyJobs.isJobDeleted, false),
        sql`${companyJobs.publishedAt} is null`,
      ),
    )
    .returning();
  return rows[0];
}

export const JOB_LIST_COLUMNS = {
  jobStatus: companyJobs.jobStatus,
  jobType: companyJobs.jobType,
  workType: companyJobs.workType,
  city: companyJobs.city,
  country: companyJobs.country,
  createdAt: companyJobs.createdAt,
  jobTitle: companyJobs.jobTitle,
  industryId: companyJobs.industryId,
  isJobDeleted: companyJobs.isJobDeleted,
  companyId: companyJobs.companyId,
  id: companyJobs.id,
};

export type JobColumn = keyof typeof JOB_COLUMNS;
const JOB_COLUMNS = getTableColumns(companyJobs);

/** A row of the openings list: the selected job columns, and the industry's id and name when joined. */
export type JobListRow = Partial<JobRow> & { industryRefId?: string | null; industryName?: string | null };

/**
 * The openings list of one filter shape as one prepared statement: the company's live jobs with
 * the selected columns and, when asked, the industry name joined in (one round trip per page).
 * Run it with { companyId, limit, offset } and the filter's bound values.
 */
export function prepareCompanyJobsList(
  db: Db,
  opts: {
    where: SQL | undefined;
    /** The whole order, tie-breaker included. */
    orderBy: SQL[];
    columns: readonly JobColumn[];
    withIndustry: boolean;
    /** Pages after the first; the first page's statement has no OFFSET (see below). */
    paged: boolean;
    name: string;
  },
) {
  const selection: Record<string, PgColumn> = {};
  for (const name of opts.columns) selection[name] = JOB_COLUMNS[name];
  if (opts.withIndustry) Object.assign(selection, { industryRefId: industries.id, industryName: industries.industryName });
  const base = db.select(selection).from(companyJobs).$dynamic();
  const joined = opts.withIndustry ? base.leftJoin(industries, eq(industries.id, companyJobs.industryId)) : base;
  // PostgreSQL plans a prepared statement once (a generic plan) only when that plan looks no worse
  // than planning each execution; otherwise it re-plans every time, which cost four times the query
  // itself. Two things keep the generic plan in reach: "not is_job_deleted" is written out rather
  // than bound (it is the partial indexes' own predicate), and the first page has no OFFSET
  // parameter (an unknown offset makes the generic plan look costlier).
  const page = joined
    .where(and(eq(companyJobs.companyId, sql.placeholder('companyId')), sql`not ${companyJobs.isJobDeleted}`, opts.where))
    .orderBy(...opts.orderBy)
    .limit(sql.placeholder('limit'));
  const query = (opts.paged ? page.offset(sql.placeholder('offset')) : page)
    // A name keeps the statement parsed and planned on each connection; '' leaves nothing there.
    .prepare(opts.name);
  return query as unknown as { execute(params: Record<string, unknown>): Promise<JobListRow[]> };
}

/**
 * Published jobs of every company (the candidates' job search): one page and the total. `q` is a
 * case-insensitive search on the title, matched literally (% and _ are not wildcards).
 */
export async function findPublishedJobs(
  db: Db,
  f: { q?: string; where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
) {
  const pattern = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(companyJobs.jobStatus, 'Published'),
    sql`not ${companyJobs.isJobDeleted}`,
    pattern ? ilike(companyJobs.jobTitle, pattern) : undefined,
    f.where,
  );
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(companyJobs)
      .where(where)
      .orderBy(...f.orderBy)
      .limit(f.limit)
      .offset(f.offset),
    db.$count(companyJobs, where),
  ]);
  return { rows, total };
}

/** The screening questions of several jobs, each job's in order. */
export async function listQuestionsOfJobs(db: Db, jobIds: string[]) {
  if (jobIds.length === 0) return [];
  return db
    .select()
    .from(companyJobCustomQuestions)
    .where(inArray(companyJobCustomQuestions.companyJobId, jobIds))
    .orderBy(asc(companyJobCustomQuestions.createdAt), asc(companyJobCustomQuestions.id));
}

/** The company's live jobs' cities, each once, sorted (read from company_jobs_company_city_idx). */
export async function distinctJobCities(db: Db, companyId: string) {
  const rows = await db
    .selectDistinct({ city: companyJobs.city })
    .from(companyJobs)
    .where(and(eq(companyJobs.companyId, companyId), sql`not ${companyJobs.isJobDeleted}`, ne(companyJobs.city, '')))
    .orderBy(asc(companyJobs.city));
  return rows.map((r) => r.city as string);
}

export async function softDeleteJob(db: Db, id: string, companyId: string) {
  const rows = await db
    .update(companyJobs)
    .set({ isJobDeleted: true, updatedAt: new Date() })
    .where(and(eq(companyJobs.id, id), eq(companyJobs.companyId, companyId), eq(companyJobs.isJobDeleted, false)))
    .returning({ id: companyJobs.id });
  return rows.length > 0;
}

/** Published jobs past their end date, completed in one statement: each is returned once, ever. */
export async function completeExpiredJobs(db: Db, now: Date, max: number) {
  const due = and(eq(companyJobs.jobStatus, 'Published'), lte(companyJobs.endDate, now), sql`${companyJobs.expiredAt} is null`);
  return (
    db
      .update(companyJobs)
      .set({ jobStatus: 'Completed', expiredAt: now, updatedAt: now })
      // The condition is repeated on the outer UPDATE: when two runs race, PostgreSQL re-checks it
      // on the row the first run already completed, so the second run skips it instead of
      // completing (and notifying) it again. SKIP LOCKED lets concurrent runs share the work.
      .where(
        and(
          due,
          inArray(
            companyJobs.id,
            db.select({ id: companyJobs.id }).from(companyJobs).where(due).limit(max).for('update', { skipLocked: true }),
          ),
        ),
      )
      .returning({ id: companyJobs.id, companyId: companyJobs.companyId, jobTitle: companyJobs.jobTitle })
  );
}

// Custom questions
export const listQuestions = (db: Db, jobId: string) =>
  db
    .select()
    .from(companyJobCustomQuestions)
    .where(eq(companyJobCustomQuestions.companyJobId, jobId))
    .orderBy(asc(companyJobCustomQuestions.createdAt), asc(companyJobCustomQuestions.id));

/** Locks the job's row until the transaction ends, so requests changing its questions take turns. */
export async function lockJob(db: Db, jobId: string) {
  await db.select({ id: companyJobs.id }).from(companyJobs).where(eq(companyJobs.id, jobId)).for('update');
}

export async function countQuestions(db: Db, jobId: string) {
  const [existing] = await db
    .select({ n: count() })
    .from(companyJobCustomQuestions)
    .where(eq(companyJobCustomQuestions.companyJobId, jobId));
  return existing?.n ?? 0;
}

/** Adds questions in their given order (one millisecond apart, so "createdAt" keeps it). */
export async function insertQuestions(db: Db, jobId: string, questions: string[]) {
  const base = Date.now();
  return db
    .insert(companyJobCustomQuestions)
    .values(questions.map((question, i) => ({ companyJobId: jobId, question, createdAt: new Date(base + i) })))
    .returning();
}

export const findQuestions = (db: Db, ids: string[]) =>
  db.select().from(companyJobCustomQuestions).where(inArray(companyJobCustomQuestions.id, ids));

export async function updateQuestion(db: Db, item: { id: string; question: string }) {
  const [row] = await db
    .update(companyJobCustomQuestions)
    .set({ question: item.question })
    .where(eq(companyJobCustomQuestions.id, item.id))
    .returning();
  return row;
}

export const deleteQuestion = (db: Db, id: string) =>
  db.delete(companyJobCustomQuestions).where(eq(companyJobCustomQuestions.id, id));

// Views
/**
 * Counts a visitor's first view of the day, unless the address has already been counted for
 * `perAddress` views of the job that day. One statement: the address row's upsert takes its row
 * lock, so concurrent requests from one address cannot pass the cap together; a visitor already
 * counted today takes no share of it.
 */
export async function recordView(
  db: Db,
  view: { jobId: string; day: string; visitorHash: string; addressHash: string; perAddress: number },
) {
  await db.execute(sql`
    with address as (
      insert into ${companyJobViewAddresses} as a (company_job_id, day, address_hash, views)
      select ${view.jobId}::uuid, ${view.day}::date, ${view.addressHash}, 1
      where not exists (
        select 1 from ${companyJobViews}
        where company_job_id = ${view.jobId}::uuid and day = ${view.day}::date and visitor_hash = ${view.visitorHash}
      )
      on conflict (company_job_id, day, address_hash) do update set views = a.views + 1
      where a.views < ${view.perAddress}
      returning 1
    )
    insert into ${companyJobViews} (company_job_id, day, visitor_hash)
    select ${view.jobId}::uuid, ${view.day}::date, ${view.visitorHash}
    where exists (select 1 from address)
    on conflict do nothing`);
}

export async function viewsPerDay(db: Db, jobId: string, from: string, to: string) {
  return db
    .select({ day: companyJobViews.day, count: count() })
    .from(companyJobViews)
    .where(and(eq(companyJobViews.companyJobId, jobId), gte(companyJobViews.day, from), lte(companyJobViews.day, to)))
    .groupBy(companyJobViews.day)
    .orderBy(asc(companyJobViews.day));
}

/**
 * The applications of these jobs per job and status (the tabs, the job statistics, the openings
 * list), from the totals the applications module keeps (job_application_counts).
 */
export const countByJobAndStatus = (db: Db, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          companyJobId: jobApplicationCounts.companyJobId,
          applicationStatus: jobApplicationCounts.applicationStatus,
          n: sql<number>`sum(${jobApplicationCounts.applications})::int`,
        })
        .from(jobApplicationCounts)
        .where(inArray(jobApplicationCounts.companyJobId, jobIds))
        .groupBy(jobApplicationCounts.companyJobId, jobApplicationCounts.applicationStatus);
