import {
  adminCompaniesQuerySchema,
  adminCompaniesResponseSchema,
  adminCompanySchema,
  updateAdminCompanyRequestSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAdmin } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './admin.service.js';

const tags = ['Administration'];

/** Platform administrators only; to anyone else every path here answers like an unknown route. */
export default async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/admin/companies',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listCompaniesForReview',
        tags,
        summary: 'Companies with owner and waitlist state (filter: where.isAllowed, …; search: name or owner)',
        querystring: adminCompaniesQuerySchema,
        response: { 200: adminCompaniesResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (req, reply) => {
      const { companies, total } = await service.findAdminCompanies(ctx, principalOf(req), req.query);
      reply.header('x-total-count', String(total));
      return companies;
    },
  );

  r.patch(
    '/admin/companies/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'setCompanyAllowed',
        tags,
        summary: 'Allow or revoke a company; allowing emails the owner, the first approval grants the free job posting',
        params: z.strictObject({ id: z.uuid() }),
        body: updateAdminCompanyRequestSchema,
        response: { 200: adminCompanySchema, ...errorResponses(404, 422) },
      },
    },
    (req) => service.updateAdminCompany(ctx, principalOf(req), req.params.id, req.body),
  );
}
