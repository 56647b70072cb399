import type { CandidateInterview } from '@talentdeck/shared';
import { pushNotification, recordNotification } from '#api/modules/notifications/notifications.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type Principal, requireCandidate } from '#api/platform/policy.js';
import * as repo from './conversations.repository.js';
import { pushInterview } from './interviews.service.js';
import { toCandidateInterview, toInterview } from './interviews.shape.js';
import { pushChat, toChat, writeChat } from './messages.service.js';

/**
 * The candidate's side of interviews (API.md, Candidate side): their live interviews, and their
 * acceptance or refusal, which the company is notified of.
 */

/** GET /api/candidate-app/interviews: the candidate's live interviews, soonest first. */
export async function listOwnInterviews(ctx: AppContext, caller: Principal): Promise<CandidateInterview[]> {
  const candidateId = requireCandidate(caller);
  return (await repo.findInterviewsWithParties(ctx.db, { candidateId })).map(toCandidateInterview);
}

/**
 * PATCH /api/candidate-app/interviews/{id}: the candidate accepts or declines. The company is
 * notified (INTERVIEWINVITE) in the same transaction; an acceptance also posts an INVITEACCEPTED card.
 */
export async function respondToInterview(ctx: AppContext, caller: Principal, id: string, response: 'accept' | 'decline') {
  const candidateId = requireCandidate(caller);
  const [current] = await repo.findInterviewsWithParties(ctx.db, { id, candidateId });
  if (!current || current.interview.isDeleted) throw notFound();
  const i = current.interview;
  // The same answer again changes nothing: no second notification or card.
  if (i.response === response) return toCandidateInterview(current);
  const toUserId = await repo.findCompanyOwnerUserId(ctx.db, i.companyId);
  const done = await inTransaction(ctx, async (tx) => {
    const row = await repo.updateInterview(tx.db, i.id, { response });
    if (!row) throw notFound();
    const notification = await recordNotification(tx, {
      companyId: i.companyId,
      type: 'INTERVIEWINVITE',
      content: `${caller.name} ${response === 'accept' ? 'accepted' : 'declined'} the interview for ${current.jobTitle} on ${i.date} at ${i.startTime}`,
      extras: { candidateId, jobApplicationId: i.jobApplicationId, jobId: i.companyJobId },
    });
    if (response !== 'accept') return { row, notification };
    const { session } = await repo.ensureSession(tx.db, {
      companyId: i.companyId,
      candidateId,
      jobApplicationId: i.jobApplicationId,
    });
    const card = await writeChat(
      tx,
      session,
      { fromUser: 'Candidate', fromUserId: caller.userId, toUser: 'Company', toUserId },
      'Interview invitation accepted',
      'INVITEACCEPTED',
      i.id,
    );
    return { row, notification, card, session };
  });
  await pushNotification(ctx, done.notification);
  await pushInterview(ctx, toInterview(done.row));
  if (done.card && done.session) await pushChat(ctx, toChat(done.card, done.row), done.session);
  return toCandidateInterview({ ...current, interview: done.row });
}
