import { interviewWhen } from '@talentdeck/shared';
import type { AppContext } from '#api/platform/context.js';
import { composeEmail } from '#api/platform/mail/templates.js';
import { SERVER_LOCALE } from '#api/platform/time-zones.js';
import type * as repo from './conversations.repository.js';
import { interviewCalendar } from './interviews.calendar.js';
import { candidateInterviewsUrl, interviewInvitation } from './interviews.service.js';
import { toInterviewSpan } from './interviews.shape.js';

/**
 * The candidate's interview emails: an invitation, an update or a cancellation, each sent through
 * the queue with the interview's calendar file under its UID and SEQUENCE.
 */

/** Emails the candidate the interview's calendar file: an invitation, an update or a cancellation. */
export async function emailCandidate(ctx: AppContext, row: repo.InterviewListRow, kind: 'invite' | 'update' | 'cancel') {
  const i = row.interview;
  const invitation = await interviewInvitation(ctx, row, 'Candidate');
  if (!invitation) return;
  const candidate = invitation.attendee;
  const where = invitation.location;
  const time = interviewWhen(toInterviewSpan(i), { zone: invitation.attendeeZone, locale: SERVER_LOCALE });
  const when = time.yours ? `${time.at}, that is ${time.yours}` : time.at;
  const ics = interviewCalendar(invitation, kind === 'cancel' ? 'CANCEL' : 'REQUEST');
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
    to: candidate.email,
    subject,
    greeting: `Hello ${candidate.name},`,
    paragraphs,
    // The answer is given in the product, where the recruiter sees it at once: the calendar file asks none.
    ...(kind === 'cancel' ? {} : { action: { label: 'Accept or decline', url: candidateInterviewsUrl(ctx) } }),
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
