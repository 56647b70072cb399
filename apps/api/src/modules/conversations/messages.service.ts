import {
  CHAT_THREADS_LIMIT,
  type Chat,
  type ChatRequest,
  type ChatSession,
  type ChatStartRequest,
  CONVERSATION_MESSAGES,
  type ServerEventData,
  type ServerEventName,
} from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import { chatSessions } from '../../db/schema/index.js';
import { type AppContext, inTransaction } from '../../platform/context.js';
import { type ErrorDetail, notFound, validationError } from '../../platform/errors.js';
import { candidateAudience, publishEvent } from '../../platform/events/event-bus.js';
import { type FilterSpec, parseFilter } from '../../platform/filter.js';
import { callerCompany, type Principal, requireCandidate, requireCompany } from '../../platform/policy.js';
import { requireCandidateVisibleTo } from '../applications/applications.service.js';
import { pushNotification, recordNotification } from '../notifications/notifications.service.js';
import * as repo from './conversations.repository.js';
import { toInterview } from './interviews.shape.js';

/**
 * Messages between a company and the candidates who applied to its jobs (API.md, Messages and
 * Candidate side). One session per application. The server decides who sends and who receives:
 * the caller's side and the application name them, and a client's differing value is refused.
 * Every message and read change is pushed on the event stream to both sides.
 */

type Side = 'Company' | 'Candidate';

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
async function toChats(ctx: AppContext, rows: repo.ChatRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.interviewId ? [r.interviewId] : [])))];
  const found = new Map((await repo.findInterviewsByIds(ctx.db, ids)).map((i) => [i.id, i]));
  return rows.map((r) => toChat(r, r.interviewId ? found.get(r.interviewId) : undefined));
}

async function toSessions(ctx: AppContext, rows: repo.SessionListRow[], side: Side): Promise<ChatSession[]> {
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

async function sessionById(ctx: AppContext, id: string, side: Side) {
  const [row] = await repo.findSessions(ctx.db, eq(chatSessions.id, id), 1);
  if (!row) throw notFound();
  return (await toSessions(ctx, [row], side))[0] as ChatSession;
}

// --- Access -------------------------------------------------------------------------------------

/** An application of the caller's company, with its parties; 404 for anyone else's. */
async function companyApplication(ctx: AppContext, caller: Principal, applicationId: string) {
  const companyId = callerCompany(caller);
  const parties = await repo.findApplicationParties(ctx.db, applicationId);
  if (parties?.companyId !== companyId) throw notFound();
  return parties;
}

/** A session of the caller's company; 404 for anyone else's. */
async function companySession(ctx: AppContext, caller: Principal, sessionId: string) {
  const companyId = callerCompany(caller);
  const session = await repo.findSession(ctx.db, sessionId);
  if (session?.companyId !== companyId) throw notFound();
  return session;
}

/** A session of the calling candidate; 404 for anyone else's. */
async function candidateSession(ctx: AppContext, caller: Principal, sessionId: string) {
  const candidateId = requireCandidate(caller);
  const session = await repo.findSession(ctx.db, sessionId);
  if (session?.candidateId !== candidateId) throw notFound();
  return session;
}

/** The `companyId` a filter names must be the caller's own (404 otherwise, as in a path). */
function requireOwnCompanyInFilter(caller: Principal, raw: string | undefined) {
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

async function pushUnread(ctx: AppContext, side: Side, session: { companyId: string; candidateId: string }) {
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

type Sender = { fromUser: Side; fromUserId: string; toUser: Side; toUserId: string | null };

/** The sender fields a client sent must be what the server sets (API.md: a disagreeing value is 422). */
function checkSenderFields(
  input: Partial<Pick<ChatStartRequest, 'fromUser' | 'fromUserId' | 'toUser' | 'toUserId' | 'type' | 'chatType'>>,
  sender: Sender,
) {
  const expected: Record<string, unknown> = { ...sender, type: 'text', chatType: 'CHAT' };
  const issues: ErrorDetail[] = [];
  for (const key of ['fromUser', 'fromUserId', 'toUser', 'toUserId', 'type', 'chatType'] as const) {
    const given = input[key];
    if (given !== undefined && given !== expected[key]) issues.push({ field: key, message: CONVERSATION_MESSAGES.setBySender });
  }
  if (issues.length) throw validationError(issues);
}

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

/** The company's member writes to the application's candidate. */
const companySender = (caller: Principal, parties: repo.ApplicationParties): Sender => ({
  fromUser: 'Company',
  fromUserId: caller.userId,
  toUser: 'Candidate',
  toUserId: parties.candidateUserId,
});

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

/** POST /api/chat-start: the session (started if needed) and its first message. */
export async function chatStart(ctx: AppContext, caller: Principal, input: ChatStartRequest) {
  requireCompany(caller, input.companyId);
  const parties = await companyApplication(ctx, caller, input.jobApplicationId);
  if (parties.candidateId !== input.candidateId) throw notFound();
  const sender = companySender(caller, parties);
  checkSenderFields(input, sender);
  const { session, row } = await inTransaction(ctx, async (tx) => {
    const { session } = await repo.ensureSession(tx.db, {
      companyId: parties.companyId,
      candidateId: parties.candidateId,
      jobApplicationId: parties.id,
    });
    return { session, row: await writeChat(tx, session, sender, input.content) };
  });
  const chat = toChat(row, undefined);
  await pushChat(ctx, chat, session);
  return { chatSession: await sessionById(ctx, session.id, 'Company'), chat };
}

/** POST /api/chats: a later message of the company's member. */
export async function postChat(ctx: AppContext, caller: Principal, input: ChatRequest) {
  const session = await companySession(ctx, caller, input.chatSessionId);
  if (input.companyId !== undefined) requireCompany(caller, input.companyId);
  const issues: ErrorDetail[] = [];
  if (input.candidateId !== undefined && input.candidateId !== session.candidateId)
    issues.push({ field: 'candidateId', message: CONVERSATION_MESSAGES.setBySender });
  if (input.jobApplicationId !== undefined && input.jobApplicationId !== session.jobApplicationId)
    issues.push({ field: 'jobApplicationId', message: CONVERSATION_MESSAGES.setBySender });
  if (issues.length) throw validationError(issues);
  const parties = await repo.findApplicationParties(ctx.db, session.jobApplicationId);
  if (!parties) throw notFound();
  const sender = companySender(caller, parties);
  checkSenderFields(input, sender);
  const chat = toChat(await writeChat(ctx, session, sender, input.content), undefined);
  await pushChat(ctx, chat, session);
  return chat;
}

/** POST /api/chat-session-mark-as-read/{id}: the company has read every chat of the session. */
export async function markReadByCompany(ctx: AppContext, caller: Principal, sessionId: string) {
  const session = await companySession(ctx, caller, sessionId);
  await repo.markSessionRead(ctx.db, session.id, 'Company');
  // Pushed even when nothing changed: another member's screen may still show the session unread.
  await pushUnread(ctx, 'Company', session);
}

/** POST /api/candidate-app/chats: the candidate's message; the company is notified (CHAT). */
export async function postCandidateChat(ctx: AppContext, caller: Principal, input: { chatSessionId: string; content: string }) {
  const session = await candidateSession(ctx, caller, input.chatSessionId);
  const parties = await repo.findApplicationParties(ctx.db, session.jobApplicationId);
  if (!parties) throw notFound();
  const toUserId = await repo.findCompanyOwnerUserId(ctx.db, session.companyId);
  const done = await inTransaction(ctx, async (tx) => {
    const row = await writeChat(
      tx,
      session,
      { fromUser: 'Candidate', fromUserId: caller.userId, toUser: 'Company', toUserId },
      input.content,
    );
    const notification = await recordNotification(tx, {
      companyId: session.companyId,
      type: 'CHAT',
      content: `${caller.name} sent you a message about ${parties.jobTitle}`,
      extras: { chatSessionId: session.id },
    });
    return { row, notification };
  });
  await pushNotification(ctx, done.notification);
  const chat = toChat(done.row, undefined);
  await pushChat(ctx, chat, session);
  return chat;
}

// --- Reading ------------------------------------------------------------------------------------

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
  return toSessions(ctx, await repo.findSessions(ctx.db, eq(chatSessions.companyId, companyId), limit), 'Company');
}

/** GET /api/unread-chat-counts/{companyId}: how many sessions hold a chat the company has not read. */
export async function unreadCount(ctx: AppContext, caller: Principal, companyId: string) {
  requireCompany(caller, companyId);
  return { count: await repo.countUnreadSessionsOfCompany(ctx.db, companyId) };
}

const chatsFilter: FilterSpec = {
  where: {},
  // The specification's client asks for createdAt ASC and the card's interview: that is the answer's order and content.
  order: [],
  include: ['interview'],
  defaultLimit: 50,
};

/** A page of chats: the newest `limit` (before a chat, when given), answered oldest first. */
async function chatsPage(ctx: AppContext, sessionId: string, rawFilter: string | undefined, before: string | undefined) {
  const raw = rawFilter ? normalizeChatsFilter(rawFilter) : undefined;
  const f = parseFilter(raw, chatsFilter);
  let cursor: { createdAt: Date; id: string } | undefined;
  if (before) {
    const chat = await repo.findChat(ctx.db, before);
    if (chat?.chatSessionId !== sessionId) throw validationError([{ field: 'before', message: 'Not a chat of this session' }]);
    cursor = { createdAt: chat.createdAt, id: chat.id };
  }
  const rows = await repo.findChatsPage(ctx.db, sessionId, f.limit, cursor);
  return toChats(ctx, rows.reverse());
}

/**
 * The specification's client asks for `order: "createdAt ASC"` and the card's interview while it is
 * not deleted (`{ relation: "interview", scope: { where: { isDeleted: false } } }`): both are what
 * every page answers, so they are taken out before the allow-list reads the rest. Any other order is
 * refused, since paging back from the newest needs this one.
 */
function normalizeChatsFilter(raw: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw; // parseFilter answers the 422
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return raw;
  const { order, include, ...rest } = parsed as Record<string, unknown>;
  if (order !== undefined) {
    const keys = Array.isArray(order) ? order : [order];
    if (!keys.every((o) => typeof o === 'string' && /^createdAt( ASC)?$/i.test(o.trim())))
      throw validationError([{ field: 'filter.order', message: 'Chats are answered in createdAt ASC order only' }]);
  }
  const isLiveInterviewScope = (entry: unknown) => {
    const e = entry as { relation?: unknown; scope?: { where?: unknown } } | null;
    return (
      e?.relation === 'interview' &&
      JSON.stringify(Object.keys(e.scope ?? {})) === '["where"]' &&
      JSON.stringify(e.scope?.where) === '{"isDeleted":false}'
    );
  };
  const kept = Array.isArray(include)
    ? include.map((entry) => (isLiveInterviewScope(entry) ? 'interview' : entry))
    : isLiveInterviewScope(include)
      ? ['interview']
      : include;
  return JSON.stringify(kept === undefined ? rest : { ...rest, include: kept });
}

/** GET /api/chat-sessions/{id}/chats: the company's conversation. */
export async function listCompanyChats(
  ctx: AppContext,
  caller: Principal,
  sessionId: string,
  rawFilter: string | undefined,
  before: string | undefined,
) {
  const session = await companySession(ctx, caller, sessionId);
  return chatsPage(ctx, session.id, rawFilter, before);
}

/** GET /api/candidate-app/chat-sessions: the candidate's sessions, latest activity first. */
export async function listOwnSessions(ctx: AppContext, caller: Principal) {
  const candidateId = requireCandidate(caller);
  return toSessions(ctx, await repo.findSessions(ctx.db, eq(chatSessions.candidateId, candidateId), 100), 'Candidate');
}

/** GET /api/candidate-app/chat-sessions/{id}/chats: the conversation; the company's messages are read now. */
export async function listOwnChats(
  ctx: AppContext,
  caller: Principal,
  sessionId: string,
  rawFilter: string | undefined,
  before: string | undefined,
) {
  const session = await candidateSession(ctx, caller, sessionId);
  const changed = await repo.markSessionRead(ctx.db, session.id, 'Candidate');
  if (changed) await pushUnread(ctx, 'Candidate', session);
  return chatsPage(ctx, session.id, rawFilter, before);
}
