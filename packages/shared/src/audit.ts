/**
 * The audit log's vocabulary: what a company's people and the platform's administrators did, named
 * once for the API (which records and filters by these) and the screens (which show the labels).
 * An action is `<record>.<what happened>`; a note's entry points at its application.
 */
export const AUDIT_ACTIONS = {
  'session.signed_in': 'Signed in',
  'session.signed_out': 'Signed out',
  'user.updated': 'Updated their profile',
  'user.email_change_requested': 'Asked to change their email',
  'user.email_changed': 'Confirmed a new email',
  'user.password_changed': 'Changed their password',
  'company.updated': 'Updated the company profile',
  'company.retention_changed': "Changed how long applicants' data is kept",
  'company.waitlist_joined': 'Joined the waitlist',
  'collaborator.invited': 'Invited a collaborator',
  'collaborator.joined': 'Joined the team',
  'collaborator.removed': 'Removed a collaborator',
  'job.created': 'Created a job',
  'job.updated': 'Edited a job or changed its status',
  'job.deleted': 'Deleted a job',
  'question.created': 'Added screening questions',
  'question.updated': 'Edited screening questions',
  'question.deleted': 'Deleted a screening question',
  'application.status_changed': "Changed an application's status",
  'application.legal_hold_changed': 'Set or lifted a legal hold on an application',
  'note.created': 'Wrote a team note',
  'interview.scheduled': 'Scheduled an interview',
  'interview.rescheduled': 'Rescheduled an interview',
  'interview.updated': 'Marked or cancelled an interview',
  'conversation.started': 'Started a conversation',
  'candidate.profile_viewed': "Viewed a candidate's profile",
  'candidate.exported': "Exported a candidate's data",
  'candidate.erased': 'A candidate erased their account',
  'payment.started': 'Started a payment',
  'payment.promo_applied': 'Applied a promotion code',
  'payment.completed': 'Completed a payment',
  'file.uploaded': 'Uploaded a file',
  'company.approved': 'Let a company in',
  'company.access_withdrawn': "Withdrew a company's access",
  'package.created': 'Created a bundle',
  'package.updated': 'Edited a bundle',
  'promo.created': 'Created a promotion code',
  'promo.updated': 'Edited a promotion code',
  'taxonomy.created': 'Added to the taxonomy',
  'taxonomy.updated': 'Edited the taxonomy',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The kinds of record an entry can be about. */
export const AUDIT_ENTITY_TYPES = {
  user: 'Person',
  company: 'Company',
  membership: 'Team membership',
  job: 'Job',
  question: 'Screening question',
  application: 'Application',
  interview: 'Interview',
  conversation: 'Conversation',
  candidate: 'Candidate',
  payment: 'Payment',
  file: 'File',
  package: 'Bundle',
  promo: 'Promotion code',
  taxonomy: 'Taxonomy entry',
} as const;
export type AuditEntityType = keyof typeof AUDIT_ENTITY_TYPES;
export const AUDIT_ENTITY_TYPE_NAMES = Object.keys(AUDIT_ENTITY_TYPES) as AuditEntityType[];
