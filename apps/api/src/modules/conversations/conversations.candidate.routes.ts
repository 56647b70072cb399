import {
  candidateChatRequestSchema,
  candidateInterviewSchema,
  chatSchema,
  chatSessionSchema,
  chatsQuerySchema,
  interviewResponseSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as answers from './interviews.answers.service.js';
import * as chats from './messages.chats.service.js';
import * as sessions from './messages.sessions.service.js';

const idParams = z.strictObject({ id: z.uuid() });
const candidateTags = ['Candidate app'];

/**
 * The candidate's side of interviews and messages (API.md, Candidate side): their interviews and
 * answers to them, their chat sessions and chats. Only the candidate's own rows are answered;
 * anything else is 404.
 */
export default async function conversationsCandidateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.get(
    '/candidate-app/interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listCandidateInterviews',
        tags: candidateTags,
        summary: 'The candidate’s interviews (not deleted) with job and company, soonest first',
        response: { 200: z.array(candidateInterviewSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => answers.listOwnInterviews(ctx, principalOf(req)),
  );

  r.patch(
    '/candidate-app/interviews/:id',
    {
      ...guarded,
      schema: {
        operationId: 'respondToInterview',
        tags: candidateTags,
        summary:
          'Accept or decline the interview; notifies the company (INTERVIEWINVITE), an acceptance posts an INVITEACCEPTED card',
        params: idParams,
        body: interviewResponseSchema,
        response: { 200: candidateInterviewSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => answers.respondToInterview(ctx, principalOf(req), req.params.id, req.body.response),
  );

  r.get(
    '/candidate-app/chat-sessions',
    {
      ...guarded,
      schema: {
        operationId: 'listCandidateOwnChatSessions',
        tags: candidateTags,
        summary: 'The candidate’s sessions with job and company, latest activity first, each with unreadCount',
        response: { 200: z.array(chatSessionSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => sessions.listOwnSessions(ctx, principalOf(req)),
  );

  r.get(
    '/candidate-app/chat-sessions/:id/chats',
    {
      ...guarded,
      schema: {
        operationId: 'listCandidateChats',
        tags: candidateTags,
        summary: 'A page of the conversation, oldest first (filter.limit, before); the company’s messages are marked read',
        params: idParams,
        querystring: chatsQuerySchema,
        response: { 200: z.array(chatSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => chats.listOwnChats(ctx, principalOf(req), req.params.id, req.query.filter, req.query.before),
  );

  r.post(
    '/candidate-app/chats',
    {
      ...guarded,
      schema: {
        operationId: 'sendCandidateChat',
        tags: candidateTags,
        summary: 'The candidate’s message in one of their sessions; notifies the company (CHAT)',
        body: candidateChatRequestSchema,
        response: { 200: chatSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => chats.postCandidateChat(ctx, principalOf(req), req.body),
  );
}
