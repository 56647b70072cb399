import {
  industryStatSchema,
  industryStatsQuerySchema,
  jobsByCitiesQuerySchema,
  jobsByCitySchema,
  topMatchingCandidateSchema,
  topMatchingRequestSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as dashboard from './dashboard.service.js';

const companyIdParams = z.strictObject({ companyId: z.uuid() });
const tags = ['Dashboard'];

/** The dashboard's figures (API.md, Dashboard): the caller's company only; another company's id is 404. */
export default async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.get(
    '/job-Application-stats-by-industry/:companyId',
    {
      ...guarded,
      schema: {
        operationId: 'getApplicationStatsByIndustry',
        tags,
        summary:
          'Applications to the company’s jobs received in the period, per industry (time: Week, Two Weeks, Month, Three Months)',
        params: companyIdParams,
        querystring: industryStatsQuerySchema,
        response: { 200: z.array(industryStatSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => dashboard.applicationsByIndustry(ctx, principalOf(req), { ...req.query, companyId: req.params.companyId }),
  );

  r.get(
    '/company/company-jobs-by-cities',
    {
      ...guarded,
      schema: {
        operationId: 'getCompanyJobsByCities',
        tags,
        summary: 'The company’s jobs created in the period, counted per city and work type',
        querystring: jobsByCitiesQuerySchema,
        response: { 200: z.array(jobsByCitySchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => dashboard.jobsByCity(ctx, principalOf(req), req.query),
  );

  r.post(
    '/top-matching-candidates',
    {
      ...guarded,
      schema: {
        operationId: 'listTopMatchingCandidates',
        tags,
        summary:
          'The company’s best listed matches computed in the period, highest percentage first, with the application when the candidate applied',
        body: topMatchingRequestSchema,
        response: { 200: z.array(topMatchingCandidateSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => dashboard.topMatchingCandidates(ctx, principalOf(req), req.body),
  );
}
