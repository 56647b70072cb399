import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { jobApplicationAnswers, jobApplications } from '#api/db/schema/index.js';
import type { ApplicantCopies } from './applications.pipeline.repository.js';

export type ApplicationRow = typeof jobApplications.$inferSelect;

/**
 * Stores an application and its answers (in the caller's transaction). Answers undefined when the
 * candidate has applied to the job already (the unique index decides, also between two requests).
 */
export async function insertApplication(
  db: Db,
  values: { candidateId: string; companyJobId: string; companyId: string } & ApplicantCopies,
  answers: { questionId: string; question: string; answer: string }[],
) {
  const [row] = await db.insert(jobApplications).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  if (answers.length) {
    await db.insert(jobApplicationAnswers).values(answers.map((a, position) => ({ ...a, position, jobApplicationId: row.id })));
  }
  return row;
}

export async function findAnswers(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(jobApplicationAnswers)
    .where(inArray(jobApplicationAnswers.jobApplicationId, applicationIds))
    .orderBy(asc(jobApplicationAnswers.jobApplicationId), asc(jobApplicationAnswers.position));
}

/** A candidate's applications, newest first. */
export const findApplicationsOfCandidate = (db: Db, candidateId: string) =>
  db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.candidateId, candidateId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));

/** Whether the candidate applied to any job of the company (job_applications_company_candidate_idx). */
export async function hasApplicationWithCompany(db: Db, companyId: string, candidateId: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(jobApplications)
    .where(and(eq(jobApplications.companyId, companyId), eq(jobApplications.candidateId, candidateId)))
    .limit(1);
  return rows.length > 0;
}
