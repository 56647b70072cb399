import { ERASURE, erasedEmail, type Notification } from '@talentdeck/shared';
import type { Db } from '#api/db/client.js';
import { closeAccount, isOwnPassword } from '#api/modules/accounts/accounts.service.js';
import { recordAuditEntry } from '#api/modules/audit/audit.service.js';
import { pushNotification, recordNotification } from '#api/modules/notifications/notifications.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError } from '#api/platform/errors.js';
import { type Principal, requireCandidate } from '#api/platform/policy.js';
import * as repo from './privacy.erasure.repository.js';
import { scrubName } from './privacy.scrub.js';
import * as traces from './privacy.traces.repository.js';

/** The queue of erasures; its jobs carry the candidate's id alone, never anything of the person. */
export const ERASE_QUEUE = 'privacy.erase';
export type EraseJob = { candidateId: string };

/**
 * A candidate erases their account (GDPR art. 17): the password confirms it; at once the account
 * can no longer sign in and every session ends; the erasure itself runs through the queue
 * (eraseCandidate, privacy.workers.ts), within a minute. A wrong password is a 403 and changes nothing.
 */
export async function requestErasure(ctx: AppContext, caller: Principal, password: string): Promise<void> {
  const candidateId = requireCandidate(caller);
  if (!(await isOwnPassword(ctx, caller.userId, password))) throw new AppError('ERASURE_PASSWORD_WRONG');
  await inTransaction(ctx, async (tx) => {
    await repo.markCandidateErased(tx.db, candidateId);
    await closeAccount(tx, caller.userId);
  });
  // After the commit, so the job finds the erasure asked for. Were this send lost, the worker's
  // start finds the unfinished erasure and queues it again (privacy.workers.ts).
  await ctx.queue.send(ERASE_QUEUE, { candidateId } satisfies EraseJob);
}

/**
 * Anonymises applications: what each holds of its candidate goes (the answers, the team's notes,
 * the copies of the candidate's profile, the interviews' places and links, the match with the job),
 * the candidate's messages in its conversation read "[message deleted]", and the candidate's name
 * is scrubbed from the company's own messages and notifications about it. The rows stay with
 * their status and dates, and `anonymised_at` is set, so the company's counts and charts hold and
 * every company read shows "Erased candidate". Running it again is harmless.
 *
 * Used by a candidate's erasure for all their applications, and by the retention job for the
 * applications past their company's retention. `db` is the caller's transaction: call it inside
 * one, so an application is anonymised whole or not at all.
 */
export async function anonymiseApplications(db: Db, applicationIds: string[]): Promise<void> {
  const applications = await repo.findApplicationsWithName(db, applicationIds);
  if (applications.length === 0) return;
  await repo.emptyApplications(
    db,
    applications.map((a) => a.id),
  );
  for (const a of applications) {
    await repo.deleteApplicationMatch(db, a.candidateId, a.companyJobId);
    await repo.deleteCandidateMessages(db, a.id);
    // Once erased, the user row's name is the shared one, which names no one.
    if (a.name === ERASURE.candidateName) continue;
    for (const message of await repo.findCompanyMessages(db, a.id)) {
      const scrubbed = scrubName(message.content, a.name);
      if (scrubbed !== message.content) await repo.updateMessageContent(db, message.id, scrubbed);
    }
    for (const notification of await repo.findNotificationsOfApplication(db, a.id)) {
      const scrubbed = scrubName(notification.content, a.name);
      if (scrubbed !== notification.content) await repo.updateNotificationContent(db, notification.id, scrubbed);
    }
  }
}

/** A name too short to hunt for as text without hitting other people's rows (it is still scrubbed word by word). */
const NAME_NEEDLE_MIN = 4;

/**
 * The erasure of a candidate whose request is recorded (`erased_at`), in one transaction: their
 * profile, sections, tests, matches, sessions and keys go; the user and candidate rows stay,
 * emptied, for the applications; the applications are anonymised; the platform's working rows and
 * the queue's jobs naming them go; their files are deleted from storage unless someone else's row
 * names the same file; each company concerned is told, in its bell and its audit log (the event
 * integrators will receive). Idempotent: a second run finds nothing more to erase and tells no one.
 */
export async function eraseCandidate(ctx: AppContext, candidateId: string): Promise<void> {
  const told = await inTransaction(ctx, async (tx) => {
    const subject = await repo.findErasureSubject(tx.db, candidateId);
    // Never asked for (or no such candidate): nothing is erased by mistake.
    if (!subject?.erasedAt) return [];
    const firstRun = subject.email !== erasedEmail(subject.userId);
    const needles = [candidateId, subject.userId];
    if (firstRun) needles.push(subject.email.toLowerCase(), subject.email);
    if (firstRun && subject.name.trim().length >= NAME_NEEDLE_MIN) needles.push(subject.name.trim());

    const files = await traces.findFileUrlsOfCandidate(tx.db, candidateId, subject.userId);
    const companies = await repo.findCompaniesOfCandidate(tx.db, candidateId);
    // Before the user row is emptied: the companies' texts are scrubbed of the name it still holds.
    await anonymiseApplications(tx.db, await repo.findApplicationIdsOfCandidate(tx.db, candidateId));
    await repo.deleteCandidateSections(tx.db, candidateId);
    await repo.emptyCandidateRow(tx.db, candidateId);
    await closeAccount(tx, subject.userId);
    await repo.emptyUserRow(tx.db, subject.userId);
    await traces.deletePlatformRows(tx.db, subject, needles);
    await traces.deleteQueueJobs(tx.db, ctx.queue.kind, ERASE_QUEUE, needles);

    const notifications: Notification[] = [];
    if (firstRun) {
      for (const c of companies) {
        notifications.push(
          await recordNotification(tx, {
            companyId: c.companyId,
            // The bell's types are a database enum: an application's notification leads to the
            // candidate overview, which shows the erased candidate.
            type: 'JOBAPPLICATION',
            content: ERASURE.companyNotice,
            extras: { candidateId, jobApplicationId: c.applicationId, jobId: c.jobId },
          }),
        );
        await recordAuditEntry(tx, {
          companyId: c.companyId,
          actorUserId: null,
          actorName: 'Candidate',
          actorType: 'Candidate',
          action: 'candidate.erased',
          entityType: 'candidate',
          entityId: candidateId,
          details: {},
        });
      }
    }
    // Last, inside the transaction: were it to fail, the rows still name the files and a retry
    // deletes them again (a file already gone is no error).
    for (const url of files) if (!(await traces.isFileStillNamed(tx.db, url))) await ctx.storage.remove(url);
    return notifications;
  });
  for (const notification of told) await pushNotification(ctx, notification);
}

/**
 * The erasure of an account unused for longer than the platform keeps one (the retention run,
 * after its notice): recorded and closed as a request would, then erased at once.
 */
export async function eraseUnusedAccount(ctx: AppContext, candidateId: string, userId: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await repo.markCandidateErased(tx.db, candidateId);
    await closeAccount(tx, userId);
  });
  await eraseCandidate(ctx, candidateId);
}

/** The erasures asked for and not finished (a queued job lost, or failed for good). */
export const findUnfinishedErasures = (ctx: AppContext) => repo.findUnfinishedErasures(ctx.db);
