import { MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { errorResponses } from '#api/platform/openapi.js';
import { jobCard } from './job-card.js';

/**
 * Link previews fetch the card once and keep it; the address stays the same when the job changes,
 * so browsers and CDNs revalidate after a short while (the ETag makes that a 304).
 */
export const CARD_CACHE_CONTROL = 'public, max-age=600, must-revalidate';

/**
 * GET /job-summary/:jobId/card.png: the job page's og:image, a 1200×630 PNG of the job (logo,
 * title, place, work type, salary), for published jobs only. See docs/decisions/0023.
 */
export function registerJobCard(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/job-summary/:jobId/card.png',
    {
      schema: {
        operationId: 'getJobShareCard',
        tags: ['Jobs'],
        summary: 'A published job’s share image (1200×630 PNG), the og:image of its public page',
        params: z.strictObject({ jobId: z.uuid() }),
        response: {
          200: z.any().describe('The card as image/png'),
          304: z.any().describe('Not modified: the ETag given in If-None-Match is the current card'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const card = await jobCard(ctx, request.params.jobId, request.headers['if-none-match']);
      if (!card) throw notFound(MESSAGES.notFound);
      reply.header('etag', card.etag).header('cache-control', CARD_CACHE_CONTROL);
      // Previews are drawn by other sites' apps: the image may be loaded from anywhere.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (!card.png.length) return reply.status(304).send();
      return reply.type('image/png').send(card.png);
    },
  );
}
