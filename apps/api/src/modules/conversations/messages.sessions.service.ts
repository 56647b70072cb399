import { CHAT_THREADS_LIMIT } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import { chatSessions } from '#api/db/schema/index.js';
import { requireCandidateVisibleTo } from '#api/modules/candidates/candidates.visibility.service.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { callerCompany, type Principal, requireCandidate, requireCompany } from '#api/platform/policy.js';
import * as repo from './conversations.repository.js';
import {
  companyApplication,
  companySession,
  pushUnread,
  requireOwnCompanyInFilter,
  sessionById,
  toSessions,
} from './messages.service.js';

/**
 * Chat sessions (API.md, Messages and Candidate side): one per application, started by the
 * company; the company's and the candidate's lists, the dashboard's threads, and the unread
 * counts and read marks.
 */

/** POST /api/candidates/{candidateId}/chat-sessions: the application's session (the existing one if started). */
export async function startSession(
  ctx: AppContext,
  caller: Principal,
  candidateId: string,
  input: { companyId: string; jobApplicationId: string; startDate?: string },
) {
  requireCompany(caller, input.companyId);
  const parties = await companyApplication(ctx, caller, input.jobApplicationId);
  if (parties.candidateId !== candidateId) throw notFound();
  const { session } = await repo.ensureSession(ctx.db, {
    companyId: parties.companyId,
    candidateId: parties.candidateId,
    jobApplicationId: parties.id,
    ...(input.startDate ? { startDate: new Date(input.startDate) } : {}),
  });
  return sessionById(ctx, session.id, 'Company');
}

/** POST /api/chat-session-mark-as-read/{id}: the company has read every chat of the session. */
export async function markReadByCompany(ctx: AppContext, caller: Principal, sessionId: string) {
  const session = await companySession(ctx, caller, sessionId);
  await repo.markSessionRead(ctx.db, session.id, 'Company');
  // Pushed even when nothing changed: another member's screen may still show the session unread.
  await pushUnread(ctx, 'Company', session);
}

const sessionsFilter: FilterSpec = {
  where: {
    companyId: { column: chatSessions.companyId, type: 'uuid', operators: ['eq'] },
    jobApplicationId: { column: chatSessions.jobApplicationId, type: 'uuid', operators: ['eq', 'inq'] },
    candidateId: { column: chatSessions.candidateId, type: 'uuid', operators: ['eq'] },
    status: { column: chatSessions.status, type: { enum: ['IN-PROGRESS'] }, operators: ['eq'] },
  },
  order: [],
  // The relations the specification's client names: always answered.
  include: ['jobApplication', 'jobApplication.companyJob', 'chats', 'candidate', 'candidate.user', 'company'],
};

/** GET /api/chat-sessions: the company's sessions, latest activity first, each with its unread count. */
export async function listCompanySessions(ctx: AppContext, caller: Principal, rawFilter: string | undefined) {
  const companyId = callerCompany(caller);
  requireOwnCompanyInFilter(caller, rawFilter);
  const f = parseFilter(rawFilter, sessionsFilter);
  const rows = await repo.findSessions(ctx.db, and(eq(chatSessions.companyId, companyId), f.where), f.limit, f.offset);
  return toSessions(ctx, rows, 'Company');
}

/** GET /api/candidates/{candidateId}/chat-sessions: the company's sessions with this candidate. */
export async function listCandidateSessionsForCompany(
  ctx: AppContext,
  caller: Principal,
  candidateId: string,
  rawFilter: string | undefined,
) {
  const companyId = callerCompany(caller);
  // A candidate the company does not see is not found, as on every other candidate call.
  await requireCandidateVisibleTo(ctx, caller, candidateId);
  requireOwnCompanyInFilter(caller, rawFilter);
  const f = parseFilter(rawFilter, sessionsFilter);
  const rows = await repo.findSessions(
    ctx.db,
    and(eq(chatSessions.companyId, companyId), eq(chatSessions.candidateId, candidateId), f.where),
    f.limit,
    f.offset,
  );
  return toSessions(ctx, rows, 'Company');
}

/** GET /api/company-chat-threads/{companyId}: the dashboard's latest threads. */
export async function listThreads(ctx: AppContext, caller: Principal, companyId: string, limit = CHAT_THREADS_LIMIT) {
  requireCompany(caller, companyId);
  return toSessions(ctx, await repo.findCompanyThreads(ctx.db, companyId, limit), 'Company');
}

/** GET /api/unread-chat-counts/{companyId}: how many sessions hold a chat the company has not read. */
export async function unreadCount(ctx: AppContext, caller: Principal, companyId: string) {
  requireCompany(caller, companyId);
  return { count: await repo.countUnreadSessionsOfCompany(ctx.db, companyId) };
}
/** GET /api/candidate-app/chat-sessions: the candidate's sessions, latest activity first. */
export async function listOwnSessions(ctx: AppContext, caller: Principal) {
  const candidateId = requireCandidate(caller);
  return toSessions(ctx, await repo.findSessions(ctx.db, eq(chatSessions.candidateId, candidateId), 100), 'Candidate');
}
