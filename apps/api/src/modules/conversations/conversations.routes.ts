import {
  candidateChatRequestSchema,
  candidateInterviewSchema,
  chatRequestSchema,
  chatSchema,
  chatSessionRequestSchema,
  chatSessionSchema,
  chatSessionsQuerySchema,
  chatStartRequestSchema,
  chatsQuerySchema,
  chatThreadsQuerySchema,
  companyInterviewSchema,
  companyInterviewsRequestSchema,
  dashboardInterviewsRequestSchema,
  interviewRequestSchema,
  interviewResponseSchema,
  interviewUpdateSchema,
  scheduledInterviewSchema,
  unreadChatCountSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { errorResponses } from '../../platform/openapi.js';
import * as answers from './interviews.answers.service.js';
import * as schedule from './interviews.schedule.service.js';
import * as interviews from './interviews.service.js';
import * as chats from './messages.chats.service.js';
import * as sessions from './messages.sessions.service.js';

const idParams = z.strictObject({ id: z.uuid() });
const companyIdParams = z.strictObject({ companyId: z.uuid() });
const candidateIdParams = z.strictObject({ candidateId: z.uuid() });
const interviewTags = ['Interviews'];
const messageTags = ['Messages'];
const candidateTags = ['Candidate app'];

/**
 * Interviews and messages (API.md, Interviews, Messages and Candidate side). Company calls answer
 * only the caller's company's rows, candidate calls only the candidate's own; anything else is 404.
 */
export default async function conversationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  // --- Interviews (company) ---

  r.post(
    '/job-applications/:id/interviews',
    {
      ...guarded,
      schema: {
        operationId: 'scheduleInterview',
        tags: interviewTags,
        summary:
          'Schedule the application’s interview (date and startTime in the company’s zone, endTime the duration in minutes); emails the candidate an .ics invitation, posts an INTERVIEW card in the chat. `warnings` names overlaps with the company’s other interviews (not a refusal)',
        params: idParams,
        body: interviewRequestSchema,
        response: { 200: scheduledInterviewSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => schedule.createInterview(ctx, principalOf(req), req.params.id, req.body),
  );

  r.get(
    '/interview/:id',
    {
      ...guarded,
      schema: {
        operationId: 'getInterview',
        tags: interviewTags,
        summary: 'One interview of the company, with its candidate and job',
        params: idParams,
        response: { 200: companyInterviewSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => interviews.getInterview(ctx, principalOf(req), req.params.id),
  );

  r.get(
    '/interview/:id/calendar.ics',
    {
      ...guarded,
      schema: {
        operationId: 'getInterviewCalendar',
        tags: interviewTags,
        summary: 'The interview as an iCalendar file, under the same UID as the emailed invitation',
        params: idParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      const ics = await interviews.interviewIcs(ctx, principalOf(req), req.params.id);
      reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="interview.ics"');
      return ics;
    },
  );

  r.get(
    '/company-jobs/:id/interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listJobInterviews',
        tags: interviewTags,
        summary: 'The job’s interviews (not deleted), soonest first',
        params: idParams,
        response: { 200: z.array(companyInterviewSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => interviews.listJobInterviews(ctx, principalOf(req), req.params.id),
  );

  r.patch(
    '/interview-reschedule/:id',
    {
      ...guarded,
      schema: {
        operationId: 'rescheduleInterview',
        tags: interviewTags,
        summary:
          'Move the interview; emails an updated invitation (same UID, higher SEQUENCE) and clears the candidate’s answer. `warnings` names overlaps',
        params: idParams,
        body: interviewRequestSchema,
        response: { 200: scheduledInterviewSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => schedule.rescheduleInterview(ctx, principalOf(req), req.params.id, req.body),
  );

  r.patch(
    '/interview/:id',
    {
      ...guarded,
      schema: {
        operationId: 'updateInterview',
        tags: interviewTags,
        summary:
          'Set the outcome (interviewsstatus Completed or Didnt appeared) or delete (isDeleted: true, which emails a METHOD:CANCEL under the same UID)',
        params: idParams,
        body: interviewUpdateSchema,
        response: { 200: companyInterviewSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => schedule.updateInterview(ctx, principalOf(req), req.params.id, req.body),
  );

  r.post(
    '/company-interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listCompanyInterviews',
        tags: interviewTags,
        summary: 'The company’s interviews with candidate and job, soonest first (time: All, Today, Week, Month in its zone)',
        body: companyInterviewsRequestSchema,
        response: { 200: z.array(companyInterviewSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => interviews.listCompanyInterviews(ctx, principalOf(req), req.body),
  );

  r.post(
    '/dashboard-interviews',
    {
      ...guarded,
      schema: {
        operationId: 'listDashboardInterviews',
        tags: interviewTags,
        summary: 'Upcoming interviews of the period from now (time: Week, Two Weeks, Month, Three Months), soonest first',
        body: dashboardInterviewsRequestSchema,
        response: { 200: z.array(companyInterviewSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => interviews.listDashboardInterviews(ctx, principalOf(req), req.body),
  );

  // --- Messages (company) ---

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
        response: { 200: z.object({ chatSession: chatSessionSchema, chat: chatSchema }), ...errorResponses(401, 404, 422) },
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
        response: { 200: chatSchema, ...errorResponses(401, 404, 422) },
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
    throw new AppError(405, 'Use POST to mark a chat session read', 'METHOD_NOT_ALLOWED');
  });

  // --- The candidate's side ---

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
