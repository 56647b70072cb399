import type { Chat, ChatSession, ServerEventData, ServerEventName } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { chatSessions } from '#api/db/schema/index.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { candidateAudience, publishEvent } from '#api/platform/events/event-bus.js';
import { type Principal, requireCandidateRow, requireCompany, requireCompanyRow } from '#api/platform/policy.js';
import * as repo from './conversations.repository.js';
import { toInterview } from './interviews.shape.js';

/**
 * Messages between a company and the candidates who applied to its jobs (API.md, Messages and
 * Candidate side). One session per application. The server decides who sends and who receives:
 * the caller's side and the application name them, and a client's differing value is refused.
 * Every message and read change is pushed on the event stream to both sides.
 *
 * This file holds what the message services share: the answers' shapes, the access checks, the
 * event pushes and the writing of a chat. The calls themselves are in messages.sessions.service.ts
 * (sessions, unread counts) and messages.chats.service.ts (sending and reading chats).
 */

export type Side = 'Company' | 'Candidate';

// --- Shapes -------------------------------------------------------------------------------------

export function toChat(row: repo.ChatRow, interview: repo.InterviewRow | undefined): Chat {
  return {
    id: row.id,
    chatSessionId: row.chatSessionId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    fromUser: row.fromUser,
    toUser: row.toUser,
    fromUserId: row.fromUserId,
    toUserId: row.toUserId,
    type: 'text',
    chatType: row.chatType,
    interviewId: row.interviewId,
    company: { read: row.companyRead },
    candidate: { read: row.candidateRead },
    interview: interview && !interview.isDeleted ? toInterview(interview) : null,
  };
}

/** Chats with the interview each card names (deleted interviews leave the card without one). */
export async function toChats(ctx: AppContext, rows: repo.ChatRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.interviewId ? [r.interviewId] : [])))];
  const found = new Map((await repo.findInterviewsByIds(ctx.db, ids)).map((i) => [i.id, i]));
  return rows.map((r) => toChat(r, r.interviewId ? found.get(r.interviewId) : undefined));
}

export async function toSessions(ctx: AppContext, rows: repo.SessionListRow[], side: Side): Promise<ChatSession[]> {
  const ids = rows.map((r) => r.session.id);
  const [latest, unread] = await Promise.all([repo.findLatestChats(ctx.db, ids), repo.unreadBySession(ctx.db, side, ids)]);
  const latestChats = new Map((await toChats(ctx, latest)).map((c) => [c.chatSessionId, c]));
  return rows.map(({ session: s, ...r }) => {
    const chat = latestChats.get(s.id);
    return {
      id: s.id,
      companyId: s.companyId,
      candidateId: s.candidateId,
      jobApplicationId: s.jobApplicationId,
      status: s.status,
      startDate: s.startDate.toISOString(),
      lastChatAt: s.lastChatAt.toISOString(),
      unreadCount: unread.get(s.id) ?? 0,
      candidate: {
        id: s.candidateId,
        userId: r.candidateUserId,
        profilePicture: r.candidatePicture,
        erased: r.candidateErased,
        user: { id: r.candidateUserId, name: r.candidateName },
      },
      jobApplication: {
        id: s.jobApplicationId,
        applicationStatus: r.applicationStatus,
        companyJobId: r.companyJobId,
        companyJob: { id: r.companyJobId, jobTitle: r.jobTitle },
      },
      company: { id: s.companyId, companyName: r.companyName },
      chats: chat ? [chat] : [],
    };
  });
}

export async function sessionById(ctx: AppContext, id: string, side: Side) {
  const [row] = await repo.findSessions(ctx.db, eq(chatSessions.id, id), 1);
  if (!row) throw notFound();
  return (await toSessions(ctx, [row], side))[0] as ChatSession;
}

// --- Access -------------------------------------------------------------------------------------

/** An application of the caller's company, with its parties; 404 for anyone else's. */
export async function companyApplication(ctx: AppContext, caller: Principal, applicationId: string) {
  return requireCompanyRow(caller, await repo.findApplicationParties(ctx.db, applicationId));
}

/** A session of the caller's company; 404 for anyone else's. */
export async function companySession(ctx: AppContext, caller: Principal, sessionId: string) {
  return requireCompanyRow(caller, await repo.findSession(ctx.db, sessionId));
}

/** A session of the calling candidate; 404 for anyone else's. */
export async function candidateSession(ctx: AppContext, caller: Principal, sessionId: string) {
  return requireCandidateRow(caller, await repo.findSession(ctx.db, sessionId));
}

/** The `companyId` a filter names must be the caller's own (404 otherwise, as in a path). */
export function requireOwnCompanyInFilter(caller: Principal, raw: string | undefined) {
  if (!raw) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return; // parseFilter answers the 422
  }
  const where = (parsed as { where?: { companyId?: unknown } } | null)?.where;
  if (typeof where?.companyId === 'string') requireCompany(caller, where.companyId);
}

// --- Events -------------------------------------------------------------------------------------

/** Pushes after commit; a lost push is recovered by the clients' reload on reconnect and polling. */
export async function push<E extends ServerEventName>(ctx: AppContext, audience: string, event: E, data: ServerEventData<E>) {
  await publishEvent(ctx.events, audience, event, data).catch((err: unknown) => {
    ctx.log.warn({ err, event }, 'could not push a conversation event');
  });
}

export async function pushUnread(ctx: AppContext, side: Side, session: { companyId: string; candidateId: string }) {
  if (side === 'Company') {
    const count = await repo.countUnreadSessionsOfCompany(ctx.db, session.companyId);
    await push(ctx, session.companyId, 'unread-chat-count', { count });
  } else {
    const count = await repo.countUnreadSessionsOfCandidate(ctx.db, session.candidateId);
    await push(ctx, candidateAudience(session.candidateId), 'unread-chat-count', { count });
  }
}

/** A new chat reaches both sides' screens, and the recipient's unread count moves. */
export async function pushChat(ctx: AppContext, chat: Chat, session: { companyId: string; candidateId: string }) {
  const data = { chatSessionId: chat.chatSessionId, chat };
  await push(ctx, session.companyId, 'chat', data);
  await push(ctx, candidateAudience(session.candidateId), 'chat', data);
  await pushUnread(ctx, chat.toUser, session);
}

// --- Writing ------------------------------------------------------------------------------------

export type Sender = { fromUser: Side; fromUserId: string; toUser: Side; toUserId: string | null };

/**
 * Writes a chat or a card into a session (the caller's transaction): the sender has read it, the
 * recipient not yet.
 */
export function writeChat(
  ctx: AppContext,
  session: repo.ChatSessionRow,
  sender: Sender,
  content: string,
  chatType: Chat['chatType'] = 'CHAT',
  interviewId: string | null = null,
) {
  return repo.insertChat(ctx.db, {
    chatSessionId: session.id,
    companyId: session.companyId,
    candidateId: session.candidateId,
    content,
    ...sender,
    chatType,
    interviewId,
    companyRead: sender.fromUser === 'Company',
    candidateRead: sender.fromUser === 'Candidate',
  });
}
