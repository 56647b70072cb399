import { randomUUID } from 'node:crypto';
import {
  type CandidateInterview,
  CONVERSATION_MESSAGES,
  type CompanyInterview,
  type DASHBOARD_TIMES,
  type INTERVIEW_LIST_TIMES,
  type Interview,
  type InterviewRequest,
} from '@talentdeck/shared';
import { type AppContext, inTransaction } from '../../platform/context.js';
import { AppError, type ErrorDetail, notFound, validationError } from '../../platform/errors.js';
import { candidateAudience } from '../../platform/events/event-bus.js';
import { composeEmail } from '../../platform/mail/templates.js';
import { callerCompany, type Principal, requireCandidate, requireCompany } from '../../platform/policy.js';
import { ownJob } from '../jobs/jobs.service.js';
import { pushNotification, recordNotification } from '../notifications/notifications.service.js';
import * as repo from './conversations.repository.js';
import { addDays, dateInZone, interviewCalendar, isKnownZone, zonedToInstant, zoneOfPlace } from './interviews.calendar.js';
import { toCandidateInterview, toCompanyInterview, toInterview } from './interviews.shape.js';
import { push, pushChat, toChat, writeChat } from './messages.service.js';

/**
 * Interviews (API.md, Interviews and Candidate side). A company schedules one live interview per
 * application; the candidate is emailed a calendar invitation (through the queue), the
 * application's chat gets an INTERVIEW card, and both sides hear of every change on the event
 * stream. Times are the company's wall clock in its zone; `startsAt` is the instant.
 */

const DAY_MS = 86_400_000;
const DASHBOARD_DAYS: Record<(typeof DASHBOARD_TIMES)[number], number> = {
  Week: 7,
  'Two Weeks': 14,
  Month: 30,
  'Three Months': 90,
};

/**
 * The company's time zone: the business profile has no zone of its own, so it is the zone of the
 * first office's city (from its coordinates), else UTC.
 */
export async function companyTimeZone(ctx: AppContext, companyId: string) {
  const offices = await repo.findOffices(ctx.db, companyId);
  for (const office of offices.slice(0, 1)) {
    const zone = zoneOfPlace(office.lat, office.long);
    if (zone && isKnownZone(zone)) return { zone, offices };
  }
  return { zone: 'UTC', offices };
}

/** The address an In-office interview's location names: the office whose city or name it is, written out. */
function officeAddress(location: string, offices: Awaited<ReturnType<typeof repo.findOffices>>) {
  const wanted = location.trim().toLowerCase();
  const office = offices.find((o) => o.city.toLowerCase() === wanted || o.office.toLowerCase() === wanted);
  return office ? `${office.office}, ${office.city}, ${office.country}` : location;
}

/** The email address of the configured sender, for ORGANIZER. */
const organizerEmail = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** An interview of the caller's company with its parties; 404 for anyone else's (or a deleted one when `live`). */
async function ownInterview(ctx: AppContext, caller: Principal, id: string, live = true) {
  const companyId = callerCompany(caller);
  const [row] = await repo.findInterviewsWithParties(ctx.db, { id, companyId });
  if (!row || (live && row.interview.isDeleted)) throw notFound();
  return row;
}

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

/** The request read in the company's zone: refused when it is in the past. */
async function scheduleOf(ctx: AppContext, companyId: string, input: InterviewRequest): Promise<Schedule> {
  const { zone } = await companyTimeZone(ctx, companyId);
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
    issues.push({ field: 'candidateId', message: 'Not the application’s candidate' });
  if (input.jobApplicationId !== undefined && input.jobApplicationId !== parties.id)
    issues.push({ field: 'jobApplicationId', message: 'Not this application' });
  if (issues.length) throw validationError(issues);
}

async function overlapWarnings(ctx: AppContext, companyId: string, s: Schedule, exceptId: string) {
  const end = new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);
  const hits = await repo.findOverlapping(ctx.db, companyId, s.startsAt, end, exceptId);
  return hits.map((h) => ({ code: 'OVERLAP' as const, message: CONVERSATION_MESSAGES.overlaps, interviewId: h.id }));
}

/** Emails the candidate the interview's calendar file: an invitation, an update or a cancellation. */
async function emailCandidate(ctx: AppContext, row: repo.InterviewListRow, kind: 'invite' | 'update' | 'cancel') {
  const i = row.interview;
  const candidate = await repo.findApplicationParties(ctx.db, i.jobApplicationId);
  if (!candidate) return;
  const { offices } = await companyTimeZone(ctx, i.companyId);
  const where = i.interviewType === 'Remote' ? (i.link ?? '') : officeAddress(i.location ?? '', offices);
  const when = `${i.date} at ${i.startTime} (${i.timeZone}), ${i.durationMinutes} minutes`;
  const ics = interviewCalendar(
    {
      uid: i.uid,
      sequence: i.sequence,
      date: i.date,
      startTime: i.startTime,
      durationMinutes: i.durationMinutes,
      timeZone: i.timeZone,
      summary: `Interview: ${row.jobTitle} at ${row.companyName}`,
      description: `${i.interviewType} interview for ${row.jobTitle}.`,
      location: where,
      url: i.interviewType === 'Remote' ? (i.link ?? undefined) : undefined,
      organizer: { name: row.companyName, email: organizerEmail(ctx.config.mailFrom) },
      attendee: { name: candidate.candidateName, email: candidate.candidateEmail },
    },
    kind === 'cancel' ? 'CANCEL' : 'REQUEST',
  );
  const subject = {
    invite: `Interview invitation: ${row.jobTitle} at ${row.companyName}`,
    update: `Interview rescheduled: ${row.jobTitle} at ${row.companyName}`,
    cancel: `Interview cancelled: ${row.jobTitle} at ${row.companyName}`,
  }[kind];
  const paragraphs = {
    invite: [`${row.companyName} invites you to an interview for ${row.jobTitle}.`, `When: ${when}.`, `Where: ${where}.`],
    update: [`${row.companyName} moved your interview for ${row.jobTitle}.`, `New time: ${when}.`, `Where: ${where}.`],
    cancel: [`${row.companyName} cancelled your interview for ${row.jobTitle} on ${when}.`],
  }[kind];
  const message = composeEmail({
    to: candidate.candidateEmail,
    subject,
    greeting: `Hello ${candidate.candidateName},`,
    paragraphs,
    footnote: 'The attached calendar file adds the interview to your calendar, or updates it there.',
  });
  await ctx.mailer.send({
    ...message,
    attachments: [
      {
        filename: 'interview.ics',
        contentType: `text/calendar; charset=utf-8; method=${kind === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
        content: ics,
      },
    ],
  });
}

/** Both sides' screens follow the interview. */
async function pushInterview(ctx: AppContext, interview: Interview) {
  await push(ctx, interview.companyId, 'interview', { interview });
  await push(ctx, candidateAudience(interview.candidateId), 'interview', { interview });
}

const cardText = (s: { date: string; startTime: string; timeZone: string; durationMinutes: number }) =>
  `Interview scheduled on ${s.date} at ${s.startTime} (${s.timeZone}) for ${s.durationMinutes} minutes`;

/**
 * POST /api/job-applications/{id}/interviews: one live interview per application (409), not in
 * the past (422). Answers the interview with `warnings` (an overlap with another of the company's
 * interviews is allowed, and said).
 */
export async function createInterview(ctx: AppContext, caller: Principal, applicationId: string, input: InterviewRequest) {
  const companyId = callerCompany(caller);
  const parties = await repo.findApplicationParties(ctx.db, applicationId);
  if (parties?.companyId !== companyId || parties.isJobDeleted) throw notFound();
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
  if (!done) throw new AppError(409, CONVERSATION_MESSAGES.interviewExists, 'INTERVIEW_EXISTS');
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
 * time, so it is cleared.
 */
export async function rescheduleInterview(ctx: AppContext, caller: Principal, id: string, input: InterviewRequest) {
  const current = await ownInterview(ctx, caller, id);
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
 * appeared), or the deletion, which emails the cancellation under the same UID.
 */
export async function updateInterview(
  ctx: AppContext,
  caller: Principal,
  id: string,
  input: { interviewsstatus?: 'Completed' | 'Didnt appeared'; isDeleted?: true },
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

/** GET /api/interview/{id}: the company's interview (a deleted one too, marked isDeleted). */
export async function getInterview(ctx: AppContext, caller: Principal, id: string): Promise<CompanyInterview> {
  return toCompanyInterview(await ownInterview(ctx, caller, id, false));
}

/** GET /api/interview/{id}/calendar.ics: the interview's calendar file, under the emailed UID. */
export async function interviewIcs(ctx: AppContext, caller: Principal, id: string) {
  const row = await ownInterview(ctx, caller, id, false);
  const i = row.interview;
  const { offices } = await companyTimeZone(ctx, i.companyId);
  const parties = await repo.findApplicationParties(ctx.db, i.jobApplicationId);
  if (!parties) throw notFound();
  return interviewCalendar(
    {
      uid: i.uid,
      sequence: i.sequence,
      date: i.date,
      startTime: i.startTime,
      durationMinutes: i.durationMinutes,
      timeZone: i.timeZone,
      summary: `Interview: ${parties.candidateName} for ${row.jobTitle}`,
      description: `${i.interviewType} interview for ${row.jobTitle}.`,
      location: i.interviewType === 'Remote' ? (i.link ?? '') : officeAddress(i.location ?? '', offices),
      url: i.interviewType === 'Remote' ? (i.link ?? undefined) : undefined,
      organizer: { name: row.companyName, email: organizerEmail(ctx.config.mailFrom) },
      attendee: { name: parties.candidateName, email: parties.candidateEmail },
    },
    i.isDeleted ? 'CANCEL' : 'PUBLISH',
  );
}

/** GET /api/company-jobs/{id}/interviews: the job's live interviews, soonest first. */
export async function listJobInterviews(ctx: AppContext, caller: Principal, jobId: string) {
  const job = await ownJob(ctx, caller, jobId);
  return (await repo.findInterviewsWithParties(ctx.db, { companyId: job.companyId, companyJobId: job.id })).map(
    toCompanyInterview,
  );
}

/**
 * POST /api/company-interviews: /job-interviews' list, soonest first. Today, Week and Month start
 * at the beginning of today in the company's zone and run 1, 7 and 30 days; All is every live interview.
 */
export async function listCompanyInterviews(
  ctx: AppContext,
  caller: Principal,
  input: { companyId: string; companyJobId?: string | null; time: (typeof INTERVIEW_LIST_TIMES)[number] },
) {
  requireCompany(caller, input.companyId);
  if (input.companyJobId) await ownJob(ctx, caller, input.companyJobId);
  let from: Date | undefined;
  let to: Date | undefined;
  if (input.time !== 'All') {
    const { zone } = await companyTimeZone(ctx, input.companyId);
    const today = dateInZone(new Date(), zone);
    const days = { Today: 1, Week: 7, Month: 30 }[input.time];
    from = zonedToInstant(today, '00:00', zone);
    to = zonedToInstant(addDays(today, days), '00:00', zone);
  }
  const rows = await repo.findInterviewsWithParties(ctx.db, {
    companyId: input.companyId,
    companyJobId: input.companyJobId ?? undefined,
    from,
    to,
  });
  return rows.map(toCompanyInterview);
}

/** POST /api/dashboard-interviews: the upcoming interviews of the period (from now), soonest first. */
export async function listDashboardInterviews(
  ctx: AppContext,
  caller: Principal,
  input: { companyId: string; companyJobId?: string | null; time: (typeof DASHBOARD_TIMES)[number] },
) {
  requireCompany(caller, input.companyId);
  if (input.companyJobId) await ownJob(ctx, caller, input.companyJobId);
  const now = Date.now();
  const rows = await repo.findInterviewsWithParties(ctx.db, {
    companyId: input.companyId,
    companyJobId: input.companyJobId ?? undefined,
    from: new Date(now),
    to: new Date(now + DASHBOARD_DAYS[input.time] * DAY_MS),
  });
  return rows.map(toCompanyInterview);
}

// --- The candidate's side -----------------------------------------------------------------------

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

/** The live interview of each application (the candidate's applications list). */
export async function liveInterviewsByApplication(ctx: AppContext, applicationIds: string[]) {
  const rows = await repo.findLiveInterviewsOfApplications(ctx.db, applicationIds);
  return new Map(rows.map((r) => [r.jobApplicationId, toInterview(r)]));
}
