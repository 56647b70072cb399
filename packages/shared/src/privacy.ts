/**
 * The privacy rules of candidates' data (docs/PRIVACY.md): the notice they accept, whether companies
 * may find them, and how long applicants' data is kept.
 */

/** The privacy notice in force (/privacy): sign-up records the version accepted, and when. */
export const PRIVACY_NOTICE = { version: '2026-11-29', publishedOn: '2026-11-29' } as const;

/** How long a company keeps applicants' data after the job closes or the last activity, in months. */
export const RETENTION_MONTHS = { min: 6, max: 36, default: 24 } as const;

/** Days between the notice to the candidate and the anonymisation or erasure it announces. */
export const RETENTION_NOTICE_DAYS = 30;

/** A candidate who has not signed in for this many months is erased (after the same notice). */
export const INACTIVE_CANDIDATE_MONTHS = 36;

export const PRIVACY_MESSAGES = {
  noticeOutdated: 'This privacy notice is no longer current: reload the page and accept the current one',
  retentionRange: `Choose between ${RETENTION_MONTHS.min} and ${RETENTION_MONTHS.max} months`,
  discoverableOn: 'Companies can now find your profile',
  discoverableOff: 'Only the companies you apply to can see your profile',
  keepLinkInvalid: 'This link has expired or was already used',
  dataKept: 'Thank you: your data is kept, and the retention period starts again',
} as const;
