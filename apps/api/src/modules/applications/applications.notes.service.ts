import type { Note } from '@talentdeck/shared';
import { pushNotification, recordNotification } from '#api/modules/notifications/notifications.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError } from '#api/platform/errors.js';
import type { Principal } from '#api/platform/policy.js';
import * as repo from './applications.pipeline.repository.js';
import { ownApplication } from './applications.pipeline.service.js';

/**
 * The team's notes on an application ("Only visible to your team"): read and written by any member
 * of the job's company, 404 to everyone else. The writer and the date are the server's.
 */

const toNote = (row: {
  id: string;
  jobApplicationId: string;
  note: string;
  userId: string;
  createdAt: Date;
  userName: string;
}): Note => ({
  id: row.id,
  jobApplicationId: row.jobApplicationId,
  note: row.note,
  userId: row.userId,
  createdAt: row.createdAt.toISOString(),
  user: { id: row.userId, name: row.userName },
});

/** GET /api/job-applications/{id}/job-application-notes: newest first, each with its writer's name. */
export async function listNotes(ctx: AppContext, caller: Principal, applicationId: string): Promise<Note[]> {
  const { application } = await ownApplication(ctx, caller, applicationId);
  return (await repo.findNotes(ctx.db, application.id)).map(toNote);
}

/**
 * POST /api/job-applications/{id}/job-application-notes: stores the note (the body's schema refused
 * a blank one) and, in the same transaction, a NOTES notification for the company's other members:
 * the writer knows already, so it stays out of their bell. Pushed once committed.
 */
export async function addNote(ctx: AppContext, caller: Principal, applicationId: string, note: string): Promise<Note> {
  const { application, job } = await ownApplication(ctx, caller, applicationId);
  if (application.anonymisedAt) throw new AppError('APPLICATION_ANONYMISED');
  const [candidate] = await repo.findApplicantsByIds(ctx.db, [application.id]);
  const done = await inTransaction(ctx, async (tx) => {
    const row = await repo.insertNote(tx.db, { jobApplicationId: application.id, userId: caller.userId, note });
    const notification = await recordNotification(tx, {
      companyId: application.companyId,
      type: 'NOTES',
      content: `${caller.name} added a note on ${candidate?.userName ?? 'a candidate'} for ${job.jobTitle}`,
      extras: { candidateId: application.candidateId, jobApplicationId: application.id, jobId: job.id },
      authorUserId: caller.userId,
    });
    return { row, notification };
  });
  await pushNotification(ctx, done.notification);
  return toNote({ ...done.row, userName: caller.name });
}
