import {
  candidateExportSchema,
  companyCandidateExportSchema,
  eraseAccountRequestSchema,
  MESSAGES,
  messageResponseSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit, clearSessionCookie, principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as erasure from './privacy.erasure.service.js';
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

  r.post(
    '/candidate-app/privacy/erase',
    {
      onRequest: requireUser,
      // A password is checked: limited per address like sign-in, so it cannot be guessed at.
      config: authRateLimit(ctx.config),
      schema: {
        operationId: 'eraseMyAccount',
        tags,
        summary:
          'Erase the calling candidate’s account (the password confirms it): the session ends at once and the erasure completes through the queue within a minute; a wrong password answers 403',
        body: eraseAccountRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await erasure.requestErasure(ctx, principalOf(req), req.body.password);
      clearSessionCookie(reply, ctx.config.publicUrl.startsWith('https://'));
      return reply.status(202).send({ message: MESSAGES.accountErasing });
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
