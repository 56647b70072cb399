import {
  createJobSchema,
  createQuestionsSchema,
  customQuestionSchema,
  filterQuerySchema,
  jobFieldsResponseSchema,
  jobListItemSchema,
  jobResponseSchema,
  jobStatsSchema,
  softDeleteJobSchema,
  updateJobSchema,
  updateQuestionsSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, principalOf, requireAllowedCompany, requireUser } from '#api/platform/auth.js';
import { errorResponses, narrowedOn200, plainJsonOn200 } from '#api/platform/openapi.js';
import { countJobView } from './job-views.http.js';
import { listJobs } from './jobs.list.service.js';
import * as questions from './jobs.questions.service.js';
import * as service from './jobs.service.js';
import * as stats from './jobs.stats.service.js';
import * as wizard from './jobs.wizard.service.js';

const tags = ['Jobs'];
const jobIdParams = z.strictObject({ jobId: z.uuid() });
const idParams = z.strictObject({ id: z.uuid() });

export default async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };
  // Writing jobs and their questions waits for the company's approval; reading does not.
  const allowed = { onRequest: requireAllowedCompany };

  r.post(
    '/companies/:companyId/company-jobs',
    {
      ...allowed,
      schema: {
        operationId: 'createJob',
        tags,
        summary: 'Create a job (step 1 of the wizard); it starts as Draft',
        params: z.strictObject({ companyId: z.uuid() }),
        body: createJobSchema,
        response: { 200: jobResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => wizard.createJob(ctx, principalOf(req), req.params.companyId, req.body),
  );

  r.get(
    '/company-jobs',
    {
      ...guarded,
      schema: {
        operationId: 'listJobs',
        tags,
        summary:
          "The caller's company's jobs (filter: where on jobStatus, jobType, city, createdAt; include industry); each with applicationCounts, its applications per status and in all",
        querystring: filterQuerySchema,
        response: { 200: z.array(jobListItemSchema), ...errorResponses(401, 422) },
      },
      // The list's items are built column by column from an explicit list (JOB_LIST_COLUMNS, in jobs.list.service listJobs).
      serializerCompiler: plainJsonOn200,
    },
    (req) => listJobs(ctx, principalOf(req), req.query.filter),
  );

  r.get(
    '/companies/:companyId/company-job-cities',
    {
      ...guarded,
      schema: {
        operationId: 'listJobCities',
        tags,
        summary: "The distinct cities of the company's jobs (not deleted), sorted: the openings list's location filter",
        params: z.strictObject({ companyId: z.uuid() }),
        response: { 200: z.array(z.string()), ...errorResponses(401, 404) },
      },
    },
    (req) => service.listJobCities(ctx, principalOf(req), req.params.companyId),
  );

  r.get(
    '/company-job/:jobId',
    {
      onRequest: optionalUser,
      schema: {
        operationId: 'getJob',
        tags,
        summary: 'A job (filter: fields, include skills, company...); anonymous callers get Published jobs only',
        params: jobIdParams,
        querystring: filterQuerySchema,
        response: { 200: jobResponseSchema, ...errorResponses(404, 422) },
      },
      serializerCompiler: narrowedOn200(jobFieldsResponseSchema),
    },
    (req) => service.getJob(ctx, req.principal, req.params.jobId, req.query.filter),
  );

  r.patch(
    '/company-job/:jobId',
    {
      ...allowed,
      schema: {
        operationId: 'updateJob',
        tags,
        summary: 'Edit a job or change its status; the first publication consumes one job credit',
        params: jobIdParams,
        body: updateJobSchema,
        response: { 200: jobResponseSchema, ...errorResponses(401, 402, 403, 404, 422) },
      },
    },
    (req) => wizard.updateJob(ctx, principalOf(req), req.params.jobId, req.body),
  );

  r.patch(
    '/company-jobs/:id',
    {
      ...guarded,
      schema: {
        operationId: 'deleteJob',
        tags,
        summary: 'Soft-delete a job',
        params: idParams,
        body: softDeleteJobSchema,
        response: { 204: z.null(), ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await wizard.deleteJob(ctx, principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/company-jobs/:jobId/custom-questions',
    {
      ...guarded,
      schema: {
        operationId: 'listQuestions',
        tags,
        summary: 'Screening questions of a job',
        params: jobIdParams,
        response: { 200: z.array(customQuestionSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => questions.listQuestions(ctx, principalOf(req), req.params.jobId),
  );

  r.post(
    '/company-jobs/:jobId/custom-questions',
    {
      ...allowed,
      schema: {
        operationId: 'addQuestions',
        tags,
        summary: 'Add screening questions (a list of strings; at most 10 per job)',
        params: jobIdParams,
        body: createQuestionsSchema,
        response: { 200: z.array(customQuestionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => questions.addQuestions(ctx, principalOf(req), req.params.jobId, req.body),
  );

  r.patch(
    '/company-job-custom-question-update',
    {
      ...allowed,
      schema: {
        operationId: 'updateQuestions',
        tags,
        summary: 'Edit screening questions (a list of { id, question })',
        body: updateQuestionsSchema,
        response: { 200: z.array(customQuestionSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => questions.updateQuestions(ctx, principalOf(req), req.body),
  );

  r.delete(
    '/custom-question/:id',
    {
      ...allowed,
      schema: {
        operationId: 'deleteQuestion',
        tags,
        summary: 'Delete a screening question',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      await questions.deleteQuestion(ctx, principalOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/company-job-dashboard-stats/:jobId',
    {
      ...guarded,
      schema: {
        operationId: 'getJobStats',
        tags,
        summary: 'Views per day and application counts of a job',
        params: jobIdParams,
        response: { 200: jobStatsSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => stats.jobStats(ctx, principalOf(req), req.params.jobId),
  );

  r.post(
    '/company-job/:jobId/views',
    {
      schema: {
        operationId: 'recordJobView',
        tags,
        summary: 'Count a view of the public job page (one per visitor per day, five per address per day, none from crawlers)',
        params: jobIdParams,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      await countJobView(ctx, req, reply, req.params.jobId);
      return reply.status(204).send(null);
    },
  );
}
