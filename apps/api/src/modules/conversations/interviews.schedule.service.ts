import { randomUUID } from 'node:crypto';
import { CONVERSATION_MESSAGES, type InterviewRequest, interviewWhen } from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError, type ErrorDetail, notFound, validationError } from '#api/platform/errors.js';
import { callerCompany, type Principal, requireCompany, requireCompanyRow } from '#api/platform/policy.js';
import { dateInZone, SERVER_LOCALE, zonedToInstant, zoneOfPlace } from '#api/platform/time-zones.js';
import * as repo from './conversations.repository.js';
import { emailCandidate } from './interviews.mail.js';
import { companyTimeZone, officeNamed, ownInterview, pushInterview } from './interviews.service.js';
import { toCompanyInterview, toInterview, toInterviewSpan } from './interviews.shape.js';
import { pushChat, toChat, writeChat } from './messages.service.js';

/**
 * The company's interview changes (API.md, Interviews): scheduling one live interview per
 * application, moving it, and setting its outcome or deleting it. Each change emails the candidate
 * the calendar file, posts the chat card it calls for and is pushed to both sides.
 */

type Schedule = {
  date: string;
  startTime: string;
  durationMinutes: number;
  interviewType: InterviewRequest['interviewType'];
  location: string | null;
  link: string | null;
  startsAt: Date;
  timeZone: string;
};

/**
 * The zone the request's date and time are read in (decision 28): an In-office interview's office's,
 * a Remote one's the scheduler picked; the company's when neither says (an office without
 * coordinates, a client that sends no zone).
 */
async function zoneOf(ctx: AppContext, companyId: string, input: InterviewRequest) {
  const company = await companyTimeZone(ctx, companyId);
  if (input.interviewType === 'Remote') return input.timeZone ?? company.zone;
  const office = officeNamed(input.location ?? '', company.offices);
  return (office && zoneOfPlace(office.lat, office.long)) ?? company.zone;
}

/** The request read in its zone: refused when it is in the past. */
async function scheduleOf(ctx: AppContext, companyId: string, input: InterviewRequest): Promise<Schedule> {
  const zone = await zoneOf(ctx, companyId, input);
  const startsAt = zonedToInstant(input.date, input.startTime, zone);
  const now = new Date();
  const today = dateInZone(now, zone);
  const issues: ErrorDetail[] = [];
  if (Number.isNaN(startsAt.getTime()) || dateInZone(startsAt, zone) !== input.date)
    issues.push({ field: 'date', message: CONVERSATION_MESSAGES.dateFormat });
  else if (input.date < today) issues.push({ field: 'date', message: CONVERSATION_MESSAGES.pastDate });
  else if (startsAt.getTime() <= now.getTime()) issues.push({ field: 'startTime', message: CONVERSATION_MESSAGES.pastDate });
  if (issues.length) throw validationError(issues);
  const remote = input.interviewType === 'Remote';
  return {
    date: input.date,
    startTime: input.startTime,
    durationMinutes: input.endTime,
    interviewType: input.interviewType,
    location: remote ? null : (input.location ?? null),
    link: remote ? (input.link ?? null) : null,
    startsAt,
    timeZone: zone,
  };
}

/** Ids the specification's client repeats in the body must be the application's own. */
function checkNamedIds(caller: Principal, input: InterviewRequest, parties: { id: string; candidateId: string }) {
  if (input.companyId !== undefined) requireCompany(caller, input.companyId);
  const issues: ErrorDetail[] = [];
  if (input.candidateId !== undefined && input.candidateId !== parties.candidateId)
    issues.push({ field: 'candidateId', message: CONVERSATION_MESSAGES.notTheApplicationsCandidate });
  if (input.jobApplicationId !== undefined && input.jobApplicationId !== parties.id)
    issues.push({ field: 'jobApplicationId', message: CONVERSATION_MESSAGES.notThisApplication });
  if (issues.length) throw validationError(issues);
}

async function overlapWarnings(ctx: AppContext, companyId: string, s: Schedule, exceptId: string) {
  const end = new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);
  const hits = await repo.findOverlapping(ctx.db, companyId, s.startsAt, end, exceptId);
  return hits.map((h) => ({ code: 'OVERLAP' as const, message: CONVERSATION_MESSAGES.overlaps, interviewId: h.id }));
}

/** The chat card's words; the card shows the time again in the reader's zone beside them. */
const cardText = (s: Schedule) =>
  `Interview scheduled for ${interviewWhen(toInterviewSpan(s), { locale: SERVER_LOCALE }).at}, ${s.interviewType}`;

/**
 * POST /api/job-applications/{id}/interviews: one upcoming interview per application (409; once
 * the last has an outcome or is deleted, the next round), not in the past (422). Answers the interview with `warnings` (an overlap with another of the company's
 * interviews is allowed, and said).
 */
export async function createInterview(ctx: AppContext, caller: Principal, applicationId: string, input: InterviewRequest) {
  const companyId = callerCompany(caller);
  const parties = requireCompanyRow(caller, await repo.findApplicationParties(ctx.db, applicationId));
  if (parties.isJobDeleted) throw notFound();
  if (parties.anonymisedAt) throw new AppError('APPLICATION_ANONYMISED');
  checkNamedIds(caller, input, parties);
  const schedule = await scheduleOf(ctx, companyId, input);
  const id = randomUUID();
  const done = await inTransaction(ctx, async (tx) => {
    const row = await repo.insertInterview(tx.db, {
      id,
      jobApplicationId: parties.id,
      companyId,
      candidateId: parties.candidateId,
      companyJobId: parties.companyJobId,
      ...schedule,
      uid: `${id}@talentdeck`,
    });
    if (!row) return undefined;
    const { session } = await repo.ensureSession(tx.db, {
      companyId,
      candidateId: parties.candidateId,
      jobApplicationId: parties.id,
    });
    const card = await writeChat(
      tx,
      session,
      { fromUser: 'Company', fromUserId: caller.userId, toUser: 'Candidate', toUserId: parties.candidateUserId },
      cardText(schedule),
      'INTERVIEW',
      row.id,
    );
    return { row, session, card };
  });
  if (!done) throw new AppError('INTERVIEW_EXISTS');
  const full = await ownInterview(ctx, caller, done.row.id);
  await emailCandidate(ctx, full, 'invite');
  const interview = toInterview(done.row);
  await pushInterview(ctx, interview);
  await pushChat(ctx, toChat(done.card, done.row), done.session);
  return { ...toCompanyInterview(full), warnings: await overlapWarnings(ctx, companyId, schedule, done.row.id) };
}

/**
 * PATCH /api/interview-reschedule/{id}: the new time and place. The invitation keeps its UID with
 * a higher SEQUENCE, so calendars move the event; the candidate's earlier answer was to the old
 * time, so it is cleared. An interview with its outcome is history: the next is another round (409).
 */
export async function rescheduleInterview(ctx: AppContext, caller: Principal, id: string, input: InterviewRequest) {
  const current = await ownInterview(ctx, caller, id);
  if (current.interview.status !== 'new') throw new AppError('INTERVIEW_HAS_OUTCOME');
  checkNamedIds(caller, input, { id: current.interview.jobApplicationId, candidateId: current.interview.candidateId });
  const schedule = await scheduleOf(ctx, current.interview.companyId, input);
  const row = await repo.updateInterview(ctx.db, id, {
    ...schedule,
    status: 'new',
    response: null,
    sequence: current.interview.sequence + 1,
  });
  if (!row) throw notFound();
  const full = await ownInterview(ctx, caller, id);
  await emailCandidate(ctx, full, 'update');
  await pushInterview(ctx, toInterview(row));
  return { ...toCompanyInterview(full), warnings: await overlapWarnings(ctx, row.companyId, schedule, row.id) };
}

/**
 * PATCH /api/interview/{id}: the outcome (Completed, which posts a MARKCOMPLETED card, or Didnt
 * appeared), or the deletion, which emails the cancellation under the same UID. An outcome is
 * refused before the interview starts, and Completed for an interview the candidate declined (409).
 */
export async function updateInterview(
  ctx: AppContext,
  caller: Principal,
  id: string,
  input: { interviewsstatus?: 'Completed' | 'Didnt appeared'; isDeleted?: true },
  now = new Date(),
) {
  const current = await ownInterview(ctx, caller, id);
  if (input.isDeleted) {
    const row = await repo.updateInterview(ctx.db, id, { isDeleted: true, sequence: current.interview.sequence + 1 });
    if (!row) throw notFound();
    await emailCandidate(ctx, { ...current, interview: row }, 'cancel');
    await pushInterview(ctx, toInterview(row));
    return toCompanyInterview({ ...current, interview: row });
  }
  const status = input.interviewsstatus as 'Completed' | 'Didnt appeared';
  if (current.interview.startsAt.getTime() > now.getTime()) throw new AppError('INTERVIEW_NOT_STARTED');
  if (status === 'Completed' && current.interview.response === 'decline') throw new AppError('INTERVIEW_DECLINED');
  const done = await inTransaction(ctx, async (tx) => {
    const row = await repo.updateInterview(tx.db, id, { status });
    if (!row || status !== 'Completed' || current.interview.status === 'Completed') return { row };
    const { session } = await repo.ensureSession(tx.db, {
      companyId: row.companyId,
      candidateId: row.candidateId,
      jobApplicationId: row.jobApplicationId,
    });
    const card = await writeChat(
      tx,
      session,
      { fromUser: 'Company', fromUserId: caller.userId, toUser: 'Candidate', toUserId: current.candidateUserId },
      'Interview marked as completed',
      'MARKCOMPLETED',
      row.id,
    );
    return { row, card, session };
  });
  if (!done.row) throw notFound();
  await pushInterview(ctx, toInterview(done.row));
  if (done.card && done.session) await pushChat(ctx, toChat(done.card, done.row), done.session);
  return toCompanyInterview({ ...current, interview: done.row });
}
