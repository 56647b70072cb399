import type { CompanyInterview, DASHBOARD_TIMES, INTERVIEW_LIST_TIMES, Interview } from '@talentdeck/shared';
import { effectiveTimeZone, getChosenTimeZone } from '#api/modules/companies/companies.service.js';
import { ownJob } from '#api/modules/jobs/jobs.service.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { candidateAudience } from '#api/platform/events/event-bus.js';
import { callerCompany, type Principal, requireCompany } from '#api/platform/policy.js';
import { addDays, dateInZone, zonedToInstant, zoneOfPlace } from '#api/platform/time-zones.js';
import * as repo from './conversations.repository.js';
import { type CalendarInterview, interviewCalendar } from './interviews.calendar.js';
import { toCompanyInterview, toInterview } from './interviews.shape.js';
import { push } from './messages.service.js';

/**
 * Interviews (API.md, Interviews and Candidate side). A company schedules one live interview per
 * application; the candidate is emailed a calendar invitation (through the queue), the
 * application's chat gets an INTERVIEW card, and both sides hear of every change on the event
 * stream. Times are the wall clock of the interview's zone (decision 28); `startsAt` is the instant.
 *
 * This file holds what the interview services share (the company's zone and offices, its
 * interview, the push) and the company's reading calls. Scheduling, rescheduling and outcomes are
 * in interviews.schedule.service.ts, the candidate's answers in interviews.answers.service.ts and
 * the candidate's emails in interviews.mail.ts.
 */

const DAY_MS = 86_400_000;
const DASHBOARD_DAYS: Record<(typeof DASHBOARD_TIMES)[number], number> = {
  Week: 7,
  'Two Weeks': 14,
  Month: 30,
  'Three Months': 90,
};

/**
 * The company's time zone and offices: the zone chosen on its business profile, else its first
 * office's city's, else UTC (effectiveTimeZone). Stored interviews keep the zone they were set in.
 */
export async function companyTimeZone(ctx: AppContext, companyId: string) {
  // One after the other: the caller may be inside a transaction, on one connection.
  const offices = await repo.findOffices(ctx.db, companyId);
  return { zone: effectiveTimeZone(await getChosenTimeZone(ctx, companyId), offices), offices };
}

type Office = Awaited<ReturnType<typeof repo.findOffices>>[number];

/** The office an In-office interview's location names (its city or its address), if any. */
export function officeNamed(location: string, offices: Office[]) {
  const wanted = location.trim().toLowerCase();
  return offices.find((o) => o.city.toLowerCase() === wanted || o.office.toLowerCase() === wanted);
}

/** The address an In-office interview's location names: the office whose city or name it is, written out. */
function officeAddress(location: string, offices: Office[]) {
  const office = officeNamed(location, offices);
  return office ? `${office.office}, ${office.city}, ${office.country}` : location;
}

/** Where a candidate answers an interview (the invitation asks no calendar reply). */
export const candidateInterviewsUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/candidate/interviews`;

/** The email address of the configured sender, for ORGANIZER. */
const organizerEmail = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * The interview's calendar invitation, as the reader sees it (the candidate's emails, the
 * company's .ics download): its time, its place (the link, or the office written out), the company
 * as organizer and the candidate as attendee, whose zone is their city's when they gave one. The
 * candidate's copy says where to answer it.
 * Undefined when the application is gone.
 */
export async function interviewInvitation(ctx: AppContext, row: repo.InterviewListRow, reader: 'Candidate' | 'Company') {
  const i = row.interview;
  const parties = await repo.findApplicationParties(ctx.db, i.jobApplicationId);
  if (!parties) return undefined;
  const { offices } = await companyTimeZone(ctx, i.companyId);
  const remote = i.interviewType === 'Remote';
  const invitation: CalendarInterview = {
    uid: i.uid,
    sequence: i.sequence,
    date: i.date,
    startTime: i.startTime,
    durationMinutes: i.durationMinutes,
    timeZone: i.timeZone,
    summary:
      reader === 'Candidate'
        ? `Interview: ${row.jobTitle} at ${row.companyName}`
        : `Interview: ${parties.candidateName} for ${row.jobTitle}`,
    description:
      reader === 'Candidate'
        ? `${i.interviewType} interview for ${row.jobTitle}. Accept or decline it on your interviews page: ${candidateInterviewsUrl(ctx)}`
        : `${i.interviewType} interview for ${row.jobTitle}.`,
    location: remote ? (i.link ?? '') : officeAddress(i.location ?? '', offices),
    url: remote ? (i.link ?? undefined) : undefined,
    organizer: { name: row.companyName, email: organizerEmail(ctx.config.mailFrom) },
    attendee: { name: parties.candidateName, email: parties.candidateEmail },
  };
  const home = parties.candidateLocation;
  return { ...invitation, attendeeZone: home ? zoneOfPlace(home.lat, home.lng) : undefined };
}

/** An interview of the caller's company with its parties; 404 for anyone else's (or a deleted one when `live`). */
export async function ownInterview(ctx: AppContext, caller: Principal, id: string, live = true) {
  const companyId = callerCompany(caller);
  const [row] = await repo.findInterviewsWithParties(ctx.db, { id, companyId });
  if (!row || (live && row.interview.isDeleted)) throw notFound();
  return row;
}

/** Both sides' screens follow the interview. */
export async function pushInterview(ctx: AppContext, interview: Interview) {
  await push(ctx, interview.companyId, 'interview', { interview });
  await push(ctx, candidateAudience(interview.candidateId), 'interview', { interview });
}

/** GET /api/interview/{id}: the company's interview (a deleted one too, marked isDeleted). */
export async function getInterview(ctx: AppContext, caller: Principal, id: string): Promise<CompanyInterview> {
  return toCompanyInterview(await ownInterview(ctx, caller, id, false));
}

/** GET /api/interview/{id}/calendar.ics: the interview's calendar file, under the emailed UID. */
export async function interviewIcs(ctx: AppContext, caller: Principal, id: string) {
  const row = await ownInterview(ctx, caller, id, false);
  const invitation = await interviewInvitation(ctx, row, 'Company');
  if (!invitation) throw notFound();
  return interviewCalendar(invitation, row.interview.isDeleted ? 'CANCEL' : 'PUBLISH');
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
  const rows = await repo.findUpcomingInterviews(ctx.db, {
    companyId: input.companyId,
    companyJobId: input.companyJobId ?? undefined,
    from: new Date(now),
    to: new Date(now + DASHBOARD_DAYS[input.time] * DAY_MS),
  });
  return rows.map(toCompanyInterview);
}

/**
 * The current interview of each application (the candidate's applications list): the upcoming
 * one, else the latest round.
 */
export async function liveInterviewsByApplication(ctx: AppContext, applicationIds: string[]) {
  const rows = await repo.findLiveInterviewsOfApplications(ctx.db, applicationIds);
  const current = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const kept = current.get(r.jobApplicationId);
    const later = !kept || (kept.status !== 'new' && (r.status === 'new' || r.startsAt > kept.startsAt));
    if (later) current.set(r.jobApplicationId, r);
  }
  return new Map([...current].map(([id, r]) => [id, toInterview(r)]));
}
