import { citySearchQuerySchema, citySearchResponseSchema } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import { searchCities } from './geo.service.js';

export default async function geoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/geo/cities',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'searchCities',
        tags: ['Geo'],
        summary: 'City autocomplete: accent- and case-insensitive prefix search, most populous first',
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return searchCities(req.query.q, req.query.limit);
    },
  );
}
