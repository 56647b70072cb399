import { careersResponseSchema, filterQuerySchema } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#api/platform/errors.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './careers.service.js';

const tags = ['Careers'];

export default async function careersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/careers/:slug',
    {
      schema: {
        operationId: 'getCareers',
        tags,
        summary: 'A company’s careers page as data: its public card and its published jobs, newest first (no session)',
        description:
          '`filter.where` takes workType, jobType and city; `limit` (default 20, at most 100) and `offset` page the jobs; `X-Total-Count` is the number that match. A former slug answers 301 to the current one.',
        params: z.object({ slug: z.string().max(200) }),
        querystring: filterQuerySchema,
        response: { 200: careersResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (req, reply) => {
      const found = await service.resolveSlug(ctx, req.params.slug);
      if (!found) throw notFound();
      if ('movedTo' in found) {
        const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        return reply.redirect(`/api${service.careersPath(found.movedTo)}${search}`, 301);
      }
      const { total, body } = await service.careersApi(ctx, found.company, req.query.filter);
      reply.header('x-total-count', String(total));
      return body;
    },
  );
}
