import type { AuditAction, AuditEntityType } from '@talentdeck/shared';

type Details = Record<string, string | number | boolean | null>;

/** What one route's success records: the action, the record it is about, and a few non-personal facts. */
export type AuditRule = {
  action: AuditAction;
  /** The action when the body decides it (approving or withdrawing access); `action` otherwise. */
  actionFor?: (body: Record<string, unknown>) => AuditAction;
  /**
   * The record: from a path parameter, the answer's field (a record just created) or the body's;
   * with none of them, a user or company record is the actor's own.
   */
  entity?: { type: AuditEntityType; param?: string; answer?: string; body?: string };
  /** Facts of the change picked from the body: only closed values (a status, a flag), never free text. */
  details?: (body: Record<string, unknown>) => Details;
  /**
   * Who acted when the call itself signs them in (sign-in, accepting an invitation): the session
   * in the answer, since the request carried none.
   */
  actorFromAnswer?: true;
};

/** A route whose success is no company's or administrator's action on a record, with the reason. */
type NotRecorded = { notRecorded: string };

const picked =
  (...keys: string[]) =>
  (body: Record<string, unknown>): Details => {
    const out: Details = {};
    for (const key of keys) {
      const value = body[key];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    }
    return out;
  };

const NO_SESSION = 'no one is signed in: an account is being created or recovered through an emailed key';
const CANDIDATE = "a candidate's own action, kept in their own data";
const READ = 'a read sent as POST; it changes nothing';

/**
 * Every call that changes something, and the one read the log keeps (a company opening a
 * candidate's profile), keyed by method and path. The audit trail (audit.trail.ts) refuses to
 * start when a changing route is missing here, so a new route is recorded or says why not.
 * Entries are written for company users and administrators only.
 */
export const AUDIT_RULES: Record<string, AuditRule | NotRecorded> = {
  'POST /api/user/createCompany': { notRecorded: NO_SESSION },
  'POST /api/user/login': { action: 'session.signed_in', entity: { type: 'user' }, actorFromAnswer: true },
  'POST /api/user/logout': { action: 'session.signed_out', entity: { type: 'user' } },
  'POST /api/user/resendVerficationCode': { notRecorded: NO_SESSION },
  'POST /api/user/emailTokenVerification': { notRecorded: NO_SESSION },
  'POST /api/user/forgetPasswordEmail': { notRecorded: NO_SESSION },
  'POST /api/user/forgetPasswordTokenVerification': { notRecorded: NO_SESSION },
  'POST /api/user/resetPassword': { notRecorded: NO_SESSION },
  'POST /api/user/updatedEmailTokenVerification': { action: 'user.email_changed', entity: { type: 'user' } },
  'PATCH /api/user/:userId': { action: 'user.updated', entity: { type: 'user', param: 'userId' } },
  'POST /api/user/:userId/updateEmail': {
    action: 'user.email_change_requested',
    entity: { type: 'user', param: 'userId' },
  },
  'POST /api/user/:userId/updatePassword': { action: 'user.password_changed', entity: { type: 'user', param: 'userId' } },
  'POST /api/collaborator-verification': { notRecorded: 'checks an invitation key; no one is signed in' },
  'POST /api/collaborator-sign-up': { action: 'collaborator.joined', entity: { type: 'user' }, actorFromAnswer: true },
  'PATCH /api/company/:id': { action: 'company.updated', entity: { type: 'company', param: 'id' } },
  'PATCH /api/company/:id/privacy-settings': {
    action: 'company.retention_changed',
    entity: { type: 'company', param: 'id' },
    details: picked('retentionMonths'),
  },
  'PATCH /api/company/:id/applications/:applicationId/legal-hold': {
    action: 'application.legal_hold_changed',
    entity: { type: 'application', param: 'applicationId' },
    details: picked('legalHold'),
  },
  'POST /api/privacy/keep': { notRecorded: CANDIDATE },
  'POST /api/company/:id/invite_collaborator': { action: 'collaborator.invited', entity: { type: 'company', param: 'id' } },
  'PATCH /api/company-user-delete/:id': { action: 'collaborator.removed', entity: { type: 'membership', param: 'id' } },
  'POST /api/attachments/upload': { action: 'file.uploaded', entity: { type: 'file', answer: 'id' } },
  'POST /api/waiting-lists': { action: 'company.waitlist_joined', entity: { type: 'company' } },
  'POST /api/notification-mark-completed/:userId': { notRecorded: "marks one's own notifications read" },
  'PATCH /api/admin/companies/:id': {
    action: 'company.approved',
    actionFor: (body) => (body.isAllowed === false ? 'company.access_withdrawn' : 'company.approved'),
    entity: { type: 'company', param: 'id' },
  },
  'POST /api/create-payment-intent': {
    action: 'payment.started',
    entity: { type: 'package', body: 'packageId' },
  },
  'POST /api/promo-addition': { action: 'payment.promo_applied', entity: { type: 'package', body: 'packageId' } },
  'POST /api/payment-acceptance': {
    action: 'payment.completed',
    entity: { type: 'package', body: 'packageId' },
    details: picked('transactionId'),
  },
  'POST /api/sandbox-payments/confirm': {
    notRecorded: "the sandbox card form standing in for Stripe's; payment.accepted records the outcome",
  },
  'POST /api/payments/webhook': { notRecorded: "the payment provider's call; payment.accepted records the outcome" },
  'POST /api/admin/packages': { action: 'package.created', entity: { type: 'package', answer: 'id' } },
  'PATCH /api/admin/packages/:id': { action: 'package.updated', entity: { type: 'package', param: 'id' } },
  'POST /api/admin/promos': { action: 'promo.created', entity: { type: 'promo', answer: 'id' } },
  'PATCH /api/admin/promos/:id': { action: 'promo.updated', entity: { type: 'promo', param: 'id' } },
  'POST /api/profession-with-skills': { notRecorded: READ },
  'POST /api/admin/industries': { action: 'taxonomy.created', entity: { type: 'taxonomy', answer: 'id' } },
  'PATCH /api/admin/industries/:id': { action: 'taxonomy.updated', entity: { type: 'taxonomy', param: 'id' } },
  'POST /api/admin/professions': { action: 'taxonomy.created', entity: { type: 'taxonomy', answer: 'id' } },
  'PATCH /api/admin/professions/:id': { action: 'taxonomy.updated', entity: { type: 'taxonomy', param: 'id' } },
  'POST /api/admin/skills': { action: 'taxonomy.created', entity: { type: 'taxonomy', answer: 'id' } },
  'PATCH /api/admin/skills/:id': { action: 'taxonomy.updated', entity: { type: 'taxonomy', param: 'id' } },
  'POST /api/companies/:companyId/company-jobs': { action: 'job.created', entity: { type: 'job', answer: 'id' } },
  'PATCH /api/company-job/:jobId': {
    action: 'job.updated',
    entity: { type: 'job', param: 'jobId' },
    details: picked('jobStatus'),
  },
  'PATCH /api/company-jobs/:id': { action: 'job.deleted', entity: { type: 'job', param: 'id' } },
  'POST /api/company-jobs/:jobId/custom-questions': { action: 'question.created', entity: { type: 'job', param: 'jobId' } },
  'PATCH /api/company-job-custom-question-update': { action: 'question.updated', entity: { type: 'question' } },
  'DELETE /api/custom-question/:id': { action: 'question.deleted', entity: { type: 'question', param: 'id' } },
  'POST /api/company-job/:jobId/views': { notRecorded: "a visitor's view of a public job page" },
  'POST /api/candidate-app/sign-up': { notRecorded: CANDIDATE },
  'PUT /api/candidate-app/profile': { notRecorded: CANDIDATE },
  'PATCH /api/candidate-app/profile/discoverable': { notRecorded: CANDIDATE },
  'POST /api/candidate-app/tests/:testId/attempt': { notRecorded: CANDIDATE },
  'POST /api/candidate-app/jobs/:jobId/apply': { notRecorded: CANDIDATE },
  'PATCH /api/job-applications/:id/candidate-job-status': {
    action: 'application.status_changed',
    entity: { type: 'application', param: 'id' },
    details: picked('applicationStatus'),
  },
  'POST /api/job-applications/:id/seen': {
    notRecorded: 'opening an applicant (Awaiting becomes Reviewed); the profile read is candidate.profile_viewed',
  },
  'POST /api/job-applications/:id/job-application-notes': {
    action: 'note.created',
    entity: { type: 'application', param: 'id' },
  },
  'POST /api/job-applications/:id/interviews': { action: 'interview.scheduled', entity: { type: 'interview', answer: 'id' } },
  'PATCH /api/interview-reschedule/:id': { action: 'interview.rescheduled', entity: { type: 'interview', param: 'id' } },
  'PATCH /api/interview/:id': {
    action: 'interview.updated',
    entity: { type: 'interview', param: 'id' },
    details: picked('interviewsstatus', 'isDeleted'),
  },
  'POST /api/company-interviews': { notRecorded: READ },
  'POST /api/dashboard-interviews': { notRecorded: READ },
  'POST /api/candidates/:candidateId/chat-sessions': {
    action: 'conversation.started',
    entity: { type: 'candidate', param: 'candidateId' },
  },
  'POST /api/chat-start': { action: 'conversation.started', entity: { type: 'conversation', answer: 'id' } },
  'POST /api/chats': { notRecorded: 'a message is kept with its sender and time in its conversation' },
  'POST /api/chat-session-mark-as-read/:id': { notRecorded: "marks one's own messages read" },
  'PATCH /api/candidate-app/interviews/:id': { notRecorded: CANDIDATE },
  'POST /api/candidate-app/chats': { notRecorded: CANDIDATE },
  'POST /api/candidate-app/privacy/erase': {
    notRecorded:
      "a candidate's own action, which leaves nothing of them: the erasure's job records candidate.erased in each company's log concerned",
  },
  'POST /api/top-matching-candidates': { notRecorded: READ },
  // The reads kept: which companies saw a candidate's profile (the candidate's export lists them).
  'GET /api/candidate/:id': { action: 'candidate.profile_viewed', entity: { type: 'candidate', param: 'id' } },
  // And the company's export of one candidate's data (a data-subject request).
  'GET /api/company/:id/candidates/:candidateId/export': {
    action: 'candidate.exported',
    entity: { type: 'candidate', param: 'candidateId' },
  },
};

export const isRecorded = (rule: AuditRule | NotRecorded | undefined): rule is AuditRule =>
  rule !== undefined && 'action' in rule;
