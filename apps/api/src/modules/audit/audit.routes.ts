import { auditEntriesSchema, filterQuerySchema, idParamSchema } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireAdmin, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './audit.service.js';

const tags = ['Audit log'];
const FILTER =
  'filter: where.actorUserId, action, entityType, entityId (eq), createdAt (a range: gte/lte or between); limit (default 10, at most 100), offset; newest first';

export default async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/company/:id/audit-log',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listCompanyAuditLog',
        tags,
        summary: `The company's audit log, for its owner (${FILTER}); the total in X-Total-Count`,
        params: idParamSchema,
        querystring: filterQuerySchema,
        response: { 200: auditEntriesSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) => {
      const { entries, total } = await service.listCompanyAuditLog(ctx, principalOf(req), req.params.id, req.query.filter);
      reply.header('x-total-count', String(total));
      return entries;
    },
  );

  r.get(
    '/admin/audit-log',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listPlatformAuditLog',
        tags,
        summary: `The administrators' actions (${FILTER}); the total in X-Total-Count`,
        querystring: filterQuerySchema,
        response: { 200: auditEntriesSchema, ...errorResponses(404, 422) },
      },
    },
    async (req, reply) => {
      const { entries, total } = await service.listPlatformAuditLog(ctx, principalOf(req), req.query.filter);
      reply.header('x-total-count', String(total));
      return entries;
    },
  );
}
