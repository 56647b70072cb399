import { eq, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#api/db/client.js';
import * as schema from '#api/db/schema/index.js';

/**
 * Where else a person leaves traces, for their erasure (docs/decisions/0041): the files their rows
 * name, and the platform's working rows and queued jobs that hold their address, name or ids.
 */

/** The addresses of every file the candidate's rows name (pictures, video, degree and certificate images, letters). */
export async function findFileUrlsOfCandidate(db: Db, candidateId: string, userId: string): Promise<string[]> {
  const rows = rowsOf<{ url: string | null }>(
    await db.execute(sql`
      select profile_picture as url from users where id = ${userId}
      union select profile_picture from candidates where id = ${candidateId}
      union select video from candidates where id = ${candidateId}
      union select degree_image from candidate_educations where candidate_id = ${candidateId}
      union select certificate_image from candidate_certificates where candidate_id = ${candidateId}
      union select experience_letter from candidate_work_experiences where candidate_id = ${candidateId}`),
  );
  return rows.map((r) => r.url).filter((url): url is string => Boolean(url));
}

/**
 * Whether any row still names the file: uploads are stored by their content's hash, so two people
 * who uploaded the same bytes share one file, which stays while someone else's row names it.
 */
export async function isFileStillNamed(db: Db, url: string): Promise<boolean> {
  const rows = rowsOf<{ named: boolean }>(
    await db.execute(sql`select exists (
      select 1 from users where profile_picture = ${url}
      union all select 1 from candidates where profile_picture = ${url} or video = ${url}
      union all select 1 from candidate_educations where degree_image = ${url}
      union all select 1 from candidate_certificates where certificate_image = ${url}
      union all select 1 from candidate_work_experiences where experience_letter = ${url}
      union all select 1 from company_profiles where company_logo = ${url}
      union all select 1 from skill_test_questions where image = ${url}) as named`),
  );
  return Boolean(rows[0]?.named);
}

/** `text` found anywhere in a jsonb or text column, as a condition. */
const mentions = (column: SQL, needles: string[]) =>
  or(...needles.filter((n) => n.length > 0).map((n) => sql`position(${n} in ${column}) > 0`)) ?? sql`false`;

/**
 * The platform's working rows that name the person: answers kept for retried calls, the
 * development mailbox, realtime events kept for reconnecting screens.
 */
export async function deletePlatformRows(db: Db, ids: { userId: string; candidateId: string }, needles: string[]) {
  await db.delete(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.userId, ids.userId));
  await db
    .delete(schema.devMails)
    .where(mentions(sql`(${schema.devMails.to} || ${schema.devMails.subject} || ${schema.devMails.text})`, needles));
  await db
    .delete(schema.serverEvents)
    .where(mentions(sql`(${schema.serverEvents.audience} || coalesce(${schema.serverEvents.data}::text, ''))`, needles));
}

/**
 * The queue's jobs whose payload names the person (a mail holds the address and the body, a
 * rematch the ids), in the table the queue in use keeps them in: pg-boss's on a PostgreSQL server,
 * queue_jobs on the embedded database. The erasure's own job (ids only) is left to finish.
 */
export async function deleteQueueJobs(db: Db, kind: 'pg-boss' | 'in-process', keep: string, needles: string[]) {
  const table = kind === 'pg-boss' ? sql`pgboss.job` : sql`queue_jobs`;
  await db.execute(sql`delete from ${table} where name <> ${keep} and ${mentions(sql`data::text`, needles)}`);
}
