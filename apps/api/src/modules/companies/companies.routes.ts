import {
  COMPANY_FIELDS,
  type CompanyResponse,
  companyPartialResponseSchema,
  companyResponseSchema,
  filterQuerySchema,
  idParamSchema,
  updateCompanyRequestSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { parseFilter } from '#api/platform/filter.js';
import { errorResponses, narrowedOn200 } from '#api/platform/openapi.js';
import * as service from './companies.service.js';

const tags = ['Companies'];

export default async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/company/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getCompany',
        tags,
        summary: 'The caller’s company with its offices; `filter.fields` narrows the answer',
        params: idParamSchema,
        querystring: filterQuerySchema,
        response: { 200: companyResponseSchema, ...errorResponses(401, 404, 422) },
      },
      serializerCompiler: narrowedOn200(companyPartialResponseSchema),
    },
    async (req) => {
      const { fields } = parseFilter(req.query.filter, { where: {}, fields: COMPANY_FIELDS });
      // `filter.fields` may narrow the answer: it is checked against the partial schema (narrowedOn200).
      return service.pickFields(await service.getCompany(ctx, principalOf(req), req.params.id), fields) as CompanyResponse;
    },
  );

  r.patch(
    '/company/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'updateCompany',
        tags,
        summary: 'Save the business profile (offices replace the list, at most 5); completes sign-up',
        params: idParamSchema,
        body: updateCompanyRequestSchema,
        response: { 200: companyResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.updateCompany(ctx, principalOf(req), req.params.id, req.body),
  );
}
