import {
  candidateMatchedJobQuerySchema,
  type MatchedCandidateRow,
  matchExplanationSchema,
  matchedCandidateRowSchema,
  matchedCandidatesQuerySchema,
  ownMatchSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses, plainJsonOn200 } from '#api/platform/openapi.js';
import * as reads from './matching.reads.service.js';

const tags = ['Matching'];
const jobIdParams = z.strictObject({ jobId: z.uuid() });

/** The matching calls (API.md, Candidates, applications, matching); the engine's queue workers are in matching.queue.ts. */
export default async function matchingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.get(
    '/company-jobs/:jobId/matched-candidates',
    {
      ...guarded,
      schema: {
        operationId: 'listMatchedCandidates',
        tags,
        summary:
          "A page of the job's matched candidates (20–100 %, highest first), each with its explanation, candidate and user (filter: limit, offset); the total in X-Total-Count",
        params: jobIdParams,
        querystring: matchedCandidatesQuerySchema,
        response: { 200: z.array(matchedCandidateRowSchema), ...errorResponses(401, 404, 422) },
      },
      // Every row is built field by field from explicit column lists (matching.reads.repository.ts),
      // so nothing unlisted can leak; checking each page against the zod schema cost a quarter of
      // the request (docs/decisions/0021), and an unfiltered page is written as JSON text directly
      // (decision 31). The schema still documents the answer.
      serializerCompiler: plainJsonOn200,
    },
    async (req, reply) => {
      const { items, total } = await reads.listMatchedCandidates(ctx, principalOf(req), req.params.jobId, req.query);
      reply.header('X-Total-Count', String(total));
      // An unfiltered page comes written as JSON text (JsonText), which plainJsonOn200 sends as it
      // is; the route's types describe the rows it holds.
      return items as MatchedCandidateRow[];
    },
  );

  r.get(
    '/candidate-matched-job',
    {
      ...guarded,
      schema: {
        operationId: 'getCandidateMatchedJob',
        tags,
        summary:
          "The explanation of a candidate's match with one of the company's jobs; 404 unless the candidate applied to it or matches it at 20 % or more",
        querystring: candidateMatchedJobQuerySchema,
        response: { 200: matchExplanationSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => reads.getCandidateMatchedJob(ctx, principalOf(req), req.query.candidateId, req.query.companyJobId),
  );

  r.get(
    '/candidate-app/jobs/:jobId/match',
    {
      ...guarded,
      schema: {
        operationId: 'getOwnMatch',
        tags: ['Candidate app'],
        summary: "The candidate's own match with a published job, computed now, and what would raise it",
        params: jobIdParams,
        response: { 200: ownMatchSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => reads.getOwnMatch(ctx, principalOf(req), req.params.jobId),
  );
}
