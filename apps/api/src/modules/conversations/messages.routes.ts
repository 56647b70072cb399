import {
  CONVERSATION_MESSAGES,
  chatRequestSchema,
  chatSchema,
  chatSessionRequestSchema,
  chatSessionSchema,
  chatSessionsQuerySchema,
  chatStartRequestSchema,
  chatsQuerySchema,
  chatThreadsQuerySchema,
  unreadChatCountSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { AppError } from '#api/platform/errors.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as chats from './messages.chats.service.js';
import * as sessions from './messages.sessions.service.js';

const idParams = z.strictObject({ id: z.uuid() });
const companyIdParams = z.strictObject({ companyId: z.uuid() });
const candidateIdParams = z.strictObject({ candidateId: z.uuid() });
const messageTags = ['Messages'];

/**
 * The company's messages (API.md, Messages): chat sessions with its applicants, their chats,
 * unread counts and read marks. Only the caller's company's sessions are answered; anything else
 * is 404.
 */
export default async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.post(
    '/candidates/:candidateId/chat-sessions',
    {
      ...guarded,
      schema: {
        operationId: 'startChatSession',
        tags: messageTags,
        summary: 'The application’s chat session (started now, or the one it has)',
        params: candidateIdParams,
        body: chatSessionRequestSchema,
        response: { 200: chatSessionSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => sessions.startSession(ctx, principalOf(req), req.params.candidateId, req.body),
  );

  r.get(
    '/candidates/:candidateId/chat-sessions',
    {
      ...guarded,
      schema: {
        operationId: 'listCandidateChatSessions',
        tags: messageTags,
        summary: 'The company’s sessions with the candidate (filter: where jobApplicationId)',
        params: candidateIdParams,
        querystring: chatSessionsQuerySchema,
        response: { 200: z.array(chatSessionSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => sessions.listCandidateSessionsForCompany(ctx, principalOf(req), req.params.candidateId, req.query.filter),
  );

  r.get(
    '/chat-sessions',
    {
      ...guarded,
      schema: {
        operationId: 'listChatSessions',
        tags: messageTags,
        summary:
          'The company’s sessions, latest activity first, each with candidate, job application, its latest chat and unreadCount (filter: where companyId, jobApplicationId; limit, offset)',
        querystring: chatSessionsQuerySchema,
        response: { 200: z.array(chatSessionSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => sessions.listCompanySessions(ctx, principalOf(req), req.query.filter),
  );

  r.get(
    '/chat-sessions/:id/chats',
    {
      ...guarded,
      schema: {
        operationId: 'listChats',
        tags: messageTags,
        summary:
          'A page of the conversation, oldest first: the newest filter.limit chats (default 50), or those before the chat `before`',
        params: idParams,
        querystring: chatsQuerySchema,
        response: { 200: z.array(chatSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => chats.listCompanyChats(ctx, principalOf(req), req.params.id, req.query.filter, req.query.before),
  );

  r.get(
    '/company-chat-threads/:companyId',
    {
      ...guarded,
      schema: {
        operationId: 'listChatThreads',
        tags: messageTags,
        summary: 'The dashboard’s latest threads (limit, default 4)',
        params: companyIdParams,
        querystring: chatThreadsQuerySchema,
        response: { 200: z.array(chatSessionSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => sessions.listThreads(ctx, principalOf(req), req.params.companyId, req.query.limit),
  );

  r.get(
    '/unread-chat-counts/:companyId',
    {
      ...guarded,
      schema: {
        operationId: 'countUnreadChats',
        tags: messageTags,
        summary: 'How many of the company’s sessions hold a chat it has not read',
        params: companyIdParams,
        response: { 200: unreadChatCountSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => sessions.unreadCount(ctx, principalOf(req), req.params.companyId),
  );

  r.post(
    '/chat-start',
    {
      ...guarded,
      schema: {
        operationId: 'startChat',
        tags: messageTags,
        summary: 'The first message: starts the application’s session if needed (sender and recipient are set by the server)',
        body: chatStartRequestSchema,
        response: { 200: z.object({ chatSession: chatSessionSchema, chat: chatSchema }), ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => chats.chatStart(ctx, principalOf(req), req.body),
  );

  r.post(
    '/chats',
    {
      ...guarded,
      schema: {
        operationId: 'sendChat',
        tags: messageTags,
        summary: 'A later message in a session (sender and recipient are set by the server)',
        body: chatRequestSchema,
        response: { 200: chatSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => chats.postChat(ctx, principalOf(req), req.body),
  );

  r.post(
    '/chat-session-mark-as-read/:id',
    {
      ...guarded,
      schema: {
        operationId: 'markChatSessionRead',
        tags: messageTags,
        summary: 'The company has read every chat of the session; pushes unread-chat-count',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await sessions.markReadByCompany(ctx, principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  // The specification marked a session read with a GET; a state change never rides on GET.
  r.get('/chat-session-mark-as-read/:id', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('allow', 'POST');
    throw new AppError('METHOD_NOT_ALLOWED', CONVERSATION_MESSAGES.markSessionReadWithPost);
  });
}
