import { RETENTION_NOTICE_DAYS } from '@talentdeck/shared';
import { composeEmail } from '#api/platform/mail/templates.js';

const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/** 30 days before a company's retention period ends: which applications will be anonymised, and the way to keep them. */
export const retentionNoticeEmail = (
  to: string,
  name: string,
  applications: { companyName: string; jobTitle: string }[],
  on: Date,
  keepUrl: string,
) =>
  composeEmail({
    to,
    subject: 'Your applications on Talentdeck will be anonymised',
    greeting: `Hello ${name},`,
    paragraphs: [
      `The companies you applied to keep applicants' data for a limited time. On ${dateOf(on)} your details will be removed from these applications:`,
      ...applications.map((a) => `• ${a.jobTitle} at ${a.companyName}`),
      'The companies will then see an anonymous application. If you would like them to keep your application as it is, use the button below.',
    ],
    action: { label: 'Keep my data', url: keepUrl },
    footnote: `If you do nothing, the applications are anonymised in ${RETENTION_NOTICE_DAYS} days. Your account stays as it is.`,
  });

/** 30 days before an unused account is erased, and the way to keep it. */
export const inactivityNoticeEmail = (to: string, name: string, on: Date, keepUrl: string, years: number) =>
  composeEmail({
    to,
    subject: 'Your Talentdeck account will be erased',
    greeting: `Hello ${name},`,
    paragraphs: [
      `You have not signed in to Talentdeck for ${years} years. To keep no data longer than needed, we will erase your account, your profile and your applications on ${dateOf(on)}.`,
      'To keep your account, use the button below or simply sign in.',
    ],
    action: { label: 'Keep my account', url: keepUrl },
    footnote: `If you do nothing, your account is erased in ${RETENTION_NOTICE_DAYS} days.`,
  });
