import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '#api/platform/db-errors.js';
import { devMailboxReach, isLocalClient } from '#api/platform/deployment.js';
import { errorResponses } from '#api/platform/openapi.js';

const tags = ['System'];

/** Health, the web app's public settings and captcha challenges. */
export default async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const mailboxReach = devMailboxReach(ctx.config);

  r.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags,
        summary: 'Readiness: answers 503 when the database does not',
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('up') }),
          503: z.object({ status: z.literal('unavailable'), db: z.literal('down') }),
        },
      },
    },
    async (req, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'up' as const };
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'unavailable' as const, db: 'down' as const });
      }
    },
  );

  // Liveness: the process answers. A failing database makes it unready (above), not dead: an
  // orchestrator that restarted it for that would only add a cold start to the outage.
  r.get(
    '/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        tags,
        summary: 'Liveness: answers 200 while the process serves requests, whatever the database',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  r.get(
    '/public-config',
    {
      schema: {
        operationId: 'getPublicConfig',
        tags,
        summary: 'Settings the web app needs before sign-in',
        response: { 200: z.object({ captchaProvider: z.enum(['altcha', 'none']), devMailbox: z.boolean() }) },
      },
    },
    // The mailbox is advertised only to a client that may open it.
    (req) => ({
      captchaProvider: ctx.captcha.provider,
      devMailbox: mailboxReach === 'everyone' || (mailboxReach === 'local' && isLocalClient(req)),
    }),
  );

  r.get(
    '/captcha/challenge',
    {
      schema: {
        operationId: 'getCaptchaChallenge',
        tags,
        summary: 'A fresh ALTCHA proof-of-work challenge',
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(429) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return (await ctx.captcha.createChallenge()) as Record<string, unknown>;
    },
  );
}
