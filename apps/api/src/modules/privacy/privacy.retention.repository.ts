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

/** Sets or lifts the hold of one of the company's applications; undefined when it has no such application. */
export async function updateLegalHold(db: Db, companyId: string, applicationId: string, legalHold: boolean) {
  const [row] = await db
    .update(jobApplications)
    .set({ legalHold })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.companyId, companyId)))
    .returning({ legalHold: jobApplications.legalHold });
  return row;
}

export type RetentionRow = {
  application_id: string;
  candidate_id: string;
  user_id: string;
  email: string;
  name: string;
  company_name: string;
  job_title: string;
  notice_sent_at: Date | string | null;
  last_activity: Date | string;
  due_at: Date | string;
};

/**
 * The applications whose retention ends within `noticeDays` (or has ended), not anonymised and not
 * on hold, with their last activity: the latest of the application itself, the candidate's "keep my
 * data", the job's closing (an open job never runs out), the company's messages with the candidate,
 * their interviews, and what the company did to the application (status changes, notes, holds:
 * the audit log's entries on it). Not the row's updated_at, which the matching engine moves on
 * every rescore. The cheap bound (the application's and the job's own dates) is applied first, so
 * the rest is read only for the few that may be due.
 */
export async function findApplicationsNearRetention(db: Db, noticeDays: number) {
  return rowsOf<RetentionRow>(
    await db.execute(sql`
      with bound as (
        select ja.id, ja.candidate_id, ja.company_id, ja.retention_notice_sent_at, co.retention_months, co.company_name,
          j.job_title,
          greatest(ja.created_at, coalesce(ja.retained_at, ja.created_at),
            case when j.job_status = 'Published' and not j.is_job_deleted then now() else coalesce(j.expired_at, j.updated_at) end
          ) as own_activity
        from job_applications ja
        join company_jobs j on j.id = ja.company_job_id
        join companies co on co.id = ja.company_id
        where ja.anonymised_at is null and not ja.legal_hold
      ), candidates_due as (
        select * from bound
        where own_activity + make_interval(months => retention_months) - make_interval(days => ${noticeDays}) <= now()
      ), activity as (
        select d.*, greatest(d.own_activity,
          coalesce((select max(ch.created_at) from chats ch where ch.company_id = d.company_id and ch.candidate_id = d.candidate_id), d.own_activity),
          coalesce((select max(greatest(i.updated_at, i.starts_at)) from interviews i
            where i.company_id = d.company_id and i.candidate_id = d.candidate_id), d.own_activity),
          coalesce((select max(al.created_at) from audit_log al
            where al.entity_type = 'application' and al.entity_id = d.id::text), d.own_activity)
        ) as last_activity
        from candidates_due d
      )
      select a.id as application_id, a.candidate_id, c.user_id, u.email, u.name, a.company_name, a.job_title,
        a.retention_notice_sent_at as notice_sent_at, a.last_activity,
        a.last_activity + make_interval(months => a.retention_months) as due_at
      from activity a
      join candidates c on c.id = a.candidate_id and c.erased_at is null
      join users u on u.id = c.user_id`),
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

/** Notices that no longer apply: on hold now, or the application is no longer near its end (found by the caller). */
export async function clearHeldRetentionNotices(db: Db) {
  await db
    .update(jobApplications)
    .set({ retentionNoticeSentAt: null })
    .where(and(eq(jobApplications.legalHold, true), sql`${jobApplications.retentionNoticeSentAt} is not null`));
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
