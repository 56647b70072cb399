import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#api/db/client.js';
import { candidates, companies, jobApplications, users } from '#api/db/schema/index.js';

export async function findRetentionMonths(db: Db, companyId: string) {
  const [row] = await db
    .select({ retentionMonths: companies.retentionMonths })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.retentionMonths;
}

export async function updateRetentionMonths(db: Db, companyId: string, retentionMonths: number) {
  await db.update(companies).set({ retentionMonths, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
}

/**
 * Sets or lifts the hold of one of the company's applications; undefined when it has no such
 * application. A hold also ends the application's retention notice, if it had one.
 */
export async function updateLegalHold(db: Db, companyId: string, applicationId: string, legalHold: boolean) {
  const [row] = await db
    .update(jobApplications)
    .set(legalHold ? { legalHold, retentionNoticeSentAt: null } : { legalHold })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.companyId, companyId)))
    .returning({ legalHold: jobApplications.legalHold });
  return row;
}

export type RetentionAction = 'tell' | 'renew' | 'anonymise';

export type RetentionRow = {
  application_id: string;
  candidate_id: string;
  user_id: string;
  email: string;
  name: string;
  company_name: string;
  job_title: string;
  due_at: Date | string;
  action: RetentionAction;
};

/**
 * Up to `limit` applications the retention run has something to do with, and what: `tell` (its
 * period ends within `noticeDays`, or has ended, and the candidate was not told), `renew` (told, but
 * there was activity since: the notice lapses) or `anonymise` (told `noticeDays` ago or more, past
 * its end, no activity since). Neither anonymised nor on hold, of a candidate not erased.
 *
 * The last activity is the latest of the application itself, the candidate's "keep my data", the
 * job's closing (a published job never runs out), the conversation of the application, the
 * candidate's interviews with the company, and what the company did to the application (status
 * changes, notes, holds: the audit log's entries on it). Not the row's updated_at, which the
 * matching engine moves on every rescore. The jobs come first (a closed job's period must be near
 * its end for any of its applications to be), then their applications through the job's index,
 * then the rest for those few.
 */
export async function findRetentionWork(db: Db, noticeDays: number, limit: number) {
  // The closed jobs first, on their own: few, and the planner cannot tell how few from the dates,
  // so with them as a subquery it read every application instead of the jobs' (decision 42).
  const jobs = rowsOf<{ id: string }>(
    await db.execute(sql`
      select j.id from company_jobs j join companies co on co.id = j.company_id
      where (j.job_status <> 'Published' or j.is_job_deleted)
        and coalesce(j.expired_at, j.updated_at) + make_interval(months => co.retention_months)
          - make_interval(days => ${noticeDays}) <= now()`),
  ).map((r) => r.id);
  if (jobs.length === 0) return [];
  return rowsOf<RetentionRow>(
    await db.execute(sql`
      with closed_jobs as (
        select j.id, j.job_title, co.retention_months, co.company_name, coalesce(j.expired_at, j.updated_at) as closed_at
        from unnest(${`{${jobs.join(',')}}`}::uuid[]) as wanted(id)
        join company_jobs j on j.id = wanted.id join companies co on co.id = j.company_id
      ), near as (
        select ja.id, ja.candidate_id, ja.company_id, ja.retention_notice_sent_at as notice, j.retention_months,
          j.company_name, j.job_title, greatest(ja.created_at, ja.retained_at, j.closed_at) as own_activity
        from closed_jobs j join job_applications ja on ja.company_job_id = j.id
        where ja.anonymised_at is null and not ja.legal_hold
          and greatest(ja.created_at, ja.retained_at, j.closed_at) + make_interval(months => j.retention_months)
            - make_interval(days => ${noticeDays}) <= now()
      )
      -- Each lateral is computed once per row (offset 0 keeps the planner from copying its
      -- expression, and its subqueries, into every place that names it), and rows stream to the limit.
      select n.id as application_id, n.candidate_id, c.user_id, u.email, u.name, n.company_name, n.job_title, k.due_at, k.action
      from near n
      cross join lateral (
        select greatest(n.own_activity,
          (select cs.last_chat_at from chat_sessions cs where cs.job_application_id = n.id),
          (select max(greatest(i.updated_at, i.starts_at)) from interviews i
            where i.candidate_id = n.candidate_id and i.company_id = n.company_id),
          (select max(al.created_at) from audit_log al where al.entity_type = 'application' and al.entity_id = n.id::text)
        ) as last_activity offset 0
      ) a
      cross join lateral (
        select a.last_activity + make_interval(months => n.retention_months) as due_at,
          case
            when a.last_activity + make_interval(months => n.retention_months) - make_interval(days => ${noticeDays}) > now()
              then case when n.notice is not null then 'renew' end
            when n.notice is null then 'tell'
            when a.last_activity > n.notice then 'renew'
            when n.notice <= now() - make_interval(days => ${noticeDays})
              and a.last_activity + make_interval(months => n.retention_months) <= now() then 'anonymise'
          end as action
        offset 0
      ) k
      join candidates c on c.id = n.candidate_id and c.erased_at is null
      join users u on u.id = c.user_id
      where k.action is not null
      limit ${limit}`),
  );
}

export async function markRetentionNoticeSent(db: Db, applicationIds: string[], at: Date) {
  if (applicationIds.length === 0) return;
  await db.update(jobApplications).set({ retentionNoticeSentAt: at }).where(inArray(jobApplications.id, applicationIds));
}

/** Notices overtaken by new activity, a hold or a "keep my data": the period runs again from the activity. */
export async function clearRetentionNotices(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return;
  await db.update(jobApplications).set({ retentionNoticeSentAt: null }).where(inArray(jobApplications.id, applicationIds));
}

export type InactiveRow = {
  candidate_id: string;
  user_id: string;
  email: string;
  name: string;
  notice_sent_at: Date | string | null;
};

/** Candidates not seen for `months`, not erased: those to tell, and those told who stayed away. */
export async function findInactiveCandidates(db: Db, months: number) {
  return rowsOf<InactiveRow>(
    await db.execute(sql`
      select c.id as candidate_id, c.user_id, u.email, u.name, c.inactivity_notice_sent_at as notice_sent_at
      from candidates c join users u on u.id = c.user_id
      where c.erased_at is null and u.last_signed_in_at + make_interval(months => ${months}) <= now()`),
  );
}

export async function markInactivityNoticeSent(db: Db, candidateIds: string[], at: Date) {
  if (candidateIds.length === 0) return;
  await db.update(candidates).set({ inactivityNoticeSentAt: at }).where(inArray(candidates.id, candidateIds));
}

/** Notices of candidates who came back since (signed in, or kept their data). */
export async function clearReturnedInactivityNotices(db: Db) {
  await db.execute(sql`
    update candidates c set inactivity_notice_sent_at = null from users u
    where u.id = c.user_id and c.inactivity_notice_sent_at is not null and u.last_signed_in_at > c.inactivity_notice_sent_at`);
}

/**
 * "Keep my data": the candidate's applications start their retention period again and their
 * notices end; the account counts as used now (the inactivity period starts again too).
 */
export async function keepCandidateData(db: Db, userId: string) {
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), isNull(candidates.erasedAt)));
  if (!candidate) return false;
  await db
    .update(jobApplications)
    .set({ retainedAt: sql`now()`, retentionNoticeSentAt: null })
    .where(and(eq(jobApplications.candidateId, candidate.id), isNull(jobApplications.anonymisedAt)));
  await db.update(candidates).set({ inactivityNoticeSentAt: null }).where(eq(candidates.id, candidate.id));
  await db.update(users).set({ lastSignedInAt: sql`now()` }).where(eq(users.id, userId));
  return true;
}
