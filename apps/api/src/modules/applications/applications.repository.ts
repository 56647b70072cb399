import type { ApplicationOrigin } from '@talentdeck/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { jobApplicationAnswers, jobApplications } from '#api/db/schema/index.js';
import type { ApplicantCopies } from '#api/modules/candidates/candidates.service.js';

export type ApplicationRow = typeof jobApplications.$inferSelect;

/**
 * Stores an application and its answers (in the caller's transaction). Answers undefined when the
 * candidate has applied to the job already (the unique index decides, also between two requests).
 */
export async function insertApplication(
  db: Db,
  values: { candidateId: string; companyJobId: string; companyId: string } & ApplicantCopies & Partial<ApplicationOrigin>,
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
