import { joinWaitlistRequestSchema, waitlistEntryOrNullSchema, waitlistEntrySchema } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './waitlist.service.js';

const tags = ['Waitlist'];

export default async function waitlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/waiting-list-against-user/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getWaitlistEntry',
        tags,
        summary: 'The caller’s waitlist entry, or null before joining',
        params: z.strictObject({ userId: z.uuid() }),
        response: { 200: waitlistEntryOrNullSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.getWaitlistEntry(ctx, principalOf(req), req.params.userId),
  );

  r.post(
    '/waiting-lists',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'joinWaitlist',
        tags,
        summary: 'Join the waitlist (for oneself; joining again answers the same entry)',
        body: joinWaitlistRequestSchema,
        response: { 200: waitlistEntrySchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.joinWaitlist(ctx, principalOf(req), req.body),
  );
}
