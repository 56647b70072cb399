import { type ChatRequest, type ChatStartRequest, CONVERSATION_MESSAGES } from '@talentdeck/shared';
import { pushNotification, recordNotification } from '#api/modules/notifications/notifications.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError, type ErrorDetail, notFound, validationError } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { type Principal, requireCompany } from '#api/platform/policy.js';
import * as repo from './conversations.repository.js';
import {
  candidateSession,
  companyApplication,
  companySession,
  pushChat,
  pushUnread,
  type Sender,
  sessionById,
  toChat,
  toChats,
  writeChat,
} from './messages.service.js';

/**
 * Chats (API.md, Messages and Candidate side): the company's first and later messages, the
 * candidate's messages, and the pages of a conversation on both sides. The server sets the sender
 * and recipient; a client's differing value is refused.
 */

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

/** The company's member writes to the application's candidate. */
const companySender = (caller: Principal, parties: repo.ApplicationParties): Sender => ({
  fromUser: 'Company',
  fromUserId: caller.userId,
  toUser: 'Candidate',
  toUserId: parties.candidateUserId,
});

/** POST /api/chat-start: the session (started if needed) and its first message. */
export async function chatStart(ctx: AppContext, caller: Principal, input: ChatStartRequest) {
  requireCompany(caller, input.companyId);
  const parties = await companyApplication(ctx, caller, input.jobApplicationId);
  if (parties.candidateId !== input.candidateId) throw notFound();
  if (parties.anonymisedAt) throw new AppError('APPLICATION_ANONYMISED');
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
  if (parties.anonymisedAt) throw new AppError('APPLICATION_ANONYMISED');
  const sender = companySender(caller, parties);
  checkSenderFields(input, sender);
  const chat = toChat(await writeChat(ctx, session, sender, input.content), undefined);
  await pushChat(ctx, chat, session);
  return chat;
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
    if (chat?.chatSessionId !== sessionId)
      throw validationError([{ field: 'before', message: CONVERSATION_MESSAGES.notAChatOfThisSession }]);
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
      throw validationError([{ field: 'filter.order', message: CONVERSATION_MESSAGES.chatsOrder }]);
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
