import {
  applyRequestSchema,
  candidateApplicationSchema,
  candidateJobSchema,
  candidateJobsQuerySchema,
  jobApplicationSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './applications.service.js';

const tags = ['Candidate app'];

/** The candidate's job search and applications (API.md, Candidate side). Anyone but a candidate gets 404. */
export default async function applicationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.get(
    '/candidate-app/jobs',
    {
      ...guarded,
      schema: {
        operationId: 'searchPublishedJobs',
        tags,
        summary:
          'Published jobs: q searches the title; filter where on id, jobType, workType, city, country, industryId, createdAt',
        querystring: candidateJobsQuerySchema,
        response: { 200: z.array(candidateJobSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) => {
      const { jobs, total } = await service.searchJobs(ctx, principalOf(req), req.query.q, req.query.filter);
      reply.header('X-Total-Count', String(total));
      return jobs;
    },
  );

  r.post(
    '/candidate-app/jobs/:jobId/apply',
    {
      ...guarded,
      schema: {
        operationId: 'applyToJob',
        tags,
        summary: 'Apply to a published job, answering every screening question; notifies the company',
        params: z.strictObject({ jobId: z.uuid() }),
        body: applyRequestSchema,
        response: { 200: jobApplicationSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => service.applyToJob(ctx, principalOf(req), req.params.jobId, req.body),
  );

  r.get(
    '/candidate-app/applications',
    {
      ...guarded,
      schema: {
        operationId: 'listCandidateApplications',
        tags,
        summary: 'The candidate’s applications with job, company, status and interview, newest first',
        response: { 200: z.array(candidateApplicationSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => service.listOwnApplications(ctx, principalOf(req)),
  );
}
