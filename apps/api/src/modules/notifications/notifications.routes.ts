import { MESSAGES, notificationListSchema, notificationsQuerySchema } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findSessionPrincipal } from '#api/modules/accounts/accounts.service.js';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { AppError } from '#api/platform/errors.js';
import { candidateAudience } from '#api/platform/events/event-bus.js';
import { createSseStreams } from '#api/platform/events/sse.js';
import { errorResponses } from '#api/platform/openapi.js';
import { actsFor, callerCompany, candidateOf, isCandidateSelf } from '#api/platform/policy.js';
import { hashSecret } from '#api/platform/tokens.js';
import * as service from './notifications.service.js';

const userIdParams = z.strictObject({ userId: z.uuid() });
const tags = ['Notifications'];

export default async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const streams = createSseStreams();
  app.addHook('preClose', async () => streams.closeAll());
  app.metrics.gauge('talentdeck_event_streams_open', 'Event streams (GET /api/events) open on this process', () => streams.size);

  r.get(
    '/company-user-notification/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listNotifications',
        tags,
        summary: 'The caller’s notifications, newest first (filter: where.notificationType, createdAt; limit, offset)',
        params: userIdParams,
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.findCompanyUserNotifications(ctx, principalOf(req), req.params.userId, req.query.filter),
  );

  r.post(
    '/notification-mark-completed/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'markNotificationsRead',
        tags,
        summary: 'Mark all of the caller’s notifications read (opening the bell)',
        params: userIdParams,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      await service.markNotificationsRead(ctx, principalOf(req), req.params.userId);
      return reply.status(204).send(null);
    },
  );

  // The specification marked notifications read with a GET; a state change never rides on GET.
  r.get('/notification-mark-completed/:userId', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('allow', 'POST');
    throw new AppError('METHOD_NOT_ALLOWED', MESSAGES.markNotificationsReadWithPost);
  });

  r.get(
    '/events',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'streamEvents',
        tags,
        summary:
          'Server-Sent Events for the signed-in user: a company member gets the company’s notification, chat, unread-chat-count, interview and application events; a candidate their own chat, unread-chat-count, interview and application events (and resync: reload, events may have been missed)',
        produces: ['text/event-stream'],
        response: {
          200: {
            description:
              'The event stream: one `id:`, `event:` and `data:` (JSON) per event, until the caller disconnects. A client that reconnects with the `Last-Event-ID` header (EventSource does) first gets the events it missed, kept five minutes, or `resync` when they cannot all be given',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (req, reply) => {
      const principal = principalOf(req);
      const tokenHash = hashSecret(req.sessionToken ?? '');
      // A candidate follows their own key on the bus; anyone else must act for a company (404 otherwise).
      const candidateId = candidateOf(principal);
      const audience = candidateId ? candidateAudience(candidateId) : callerCompany(principal);
      streams.start(req, reply, audience, {
        bus: ctx.events,
        userId: principal.userId,
        heartbeatMs: ctx.config.sseHeartbeatMs,
        lastEventId: typeof req.headers['last-event-id'] === 'string' ? req.headers['last-event-id'] : undefined,
        stillAllowed: async () => {
          const live = await findSessionPrincipal(ctx.db, tokenHash);
          return candidateId ? isCandidateSelf(live, candidateId) : actsFor(live, audience);
        },
      });
    },
  );
}
