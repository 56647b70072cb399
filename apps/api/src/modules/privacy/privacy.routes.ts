import { candidateExportSchema, companyCandidateExportSchema, MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './privacy.service.js';

const tags = ['Privacy'];

export default async function privacyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/candidate-app/privacy/export',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'exportMyData',
        tags,
        summary:
          'Everything held about the calling candidate as JSON (a download): every row of theirs by table, their files, the companies that opened their profile',
        response: { 200: candidateExportSchema, ...errorResponses(401, 404) },
      },
    },
    async (req, reply) => {
      const data = await service.exportCandidateData(ctx, principalOf(req));
      reply.header('content-disposition', `attachment; filename="talentdeck-my-data-${data.exportedAt.slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  r.get(
    '/company/:id/candidates/:candidateId/export',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'exportCandidateForCompany',
        tags,
        summary:
          "Everything the company holds about one candidate, for the owner's answer to a data-subject request (a download): the profile as the company sees it, its applications, answers, notes, interviews, messages and matches",
        params: z.strictObject({ id: z.uuid({ error: MESSAGES.notFound }), candidateId: z.uuid({ error: MESSAGES.notFound }) }),
        response: { 200: companyCandidateExportSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) => {
      const data = await service.exportCandidateForCompany(ctx, principalOf(req), req.params.id, req.params.candidateId);
      reply.header(
        'content-disposition',
        `attachment; filename="candidate-${data.candidateId}-${data.exportedAt.slice(0, 10)}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return data;
    },
  );
}
