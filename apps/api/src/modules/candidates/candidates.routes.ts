import {
  candidateOwnProfileSchema,
  candidateProfileRequestSchema,
  candidateSignUpRequestSchema,
  discoverableRequestSchema,
  discoverableResponseSchema,
  messageResponseSchema,
  skillTestSchema,
  testAttemptRequestSchema,
  testAttemptResponseSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit, principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as privacy from './candidates.privacy.service.js';
import * as service from './candidates.service.js';
import * as tests from './candidates.tests.service.js';

const tags = ['Candidate app'];

/** The candidate's own calls (API.md, Candidate side). Anyone but a candidate gets 404 (platform/policy.ts). */
export default async function candidatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const guarded = { onRequest: requireUser };

  r.post(
    '/candidate-app/sign-up',
    {
      config: authRateLimit(ctx.config),
      schema: {
        operationId: 'signUpCandidate',
        tags,
        summary:
          'Sign up a candidate (empty profile), with the privacy notice accepted and whether companies may find them; emails a verification link',
        body: candidateSignUpRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 422, 429) },
      },
    },
    (req) => privacy.signUp(ctx, req.body),
  );

  r.get(
    '/candidate-app/profile',
    {
      ...guarded,
      schema: {
        operationId: 'getCandidateProfile',
        tags,
        summary: 'The candidate with every section',
        response: { 200: candidateOwnProfileSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.getOwnProfile(ctx, principalOf(req)),
  );

  r.put(
    '/candidate-app/profile',
    {
      ...guarded,
      schema: {
        operationId: 'saveCandidateProfile',
        tags,
        summary: 'Save the whole profile (title, city and country required; anything left out is stored empty)',
        body: candidateProfileRequestSchema,
        response: { 200: candidateOwnProfileSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.saveProfile(ctx, principalOf(req), req.body),
  );

  r.patch(
    '/candidate-app/profile/discoverable',
    {
      ...guarded,
      schema: {
        operationId: 'setCandidateDiscoverable',
        tags,
        summary:
          '"Let companies find my profile": without it the candidate appears only to the companies they applied to (docs/PRIVACY.md)',
        body: discoverableRequestSchema,
        response: { 200: discoverableResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => privacy.setDiscoverable(ctx, principalOf(req), req.body.discoverable),
  );

  r.get(
    '/candidate-app/tests',
    {
      ...guarded,
      schema: {
        operationId: 'listSkillTests',
        tags,
        summary: 'The skills tests, with the candidate’s attempts (correct answers only for attempted tests)',
        response: { 200: z.array(skillTestSchema), ...errorResponses(401, 404) },
      },
    },
    (req) => tests.listTests(ctx, principalOf(req)),
  );

  r.post(
    '/candidate-app/tests/:testId/attempt',
    {
      ...guarded,
      schema: {
        operationId: 'attemptSkillTest',
        tags,
        summary: 'Attempt a test once: the answers are stored and scored (pass mark 50); profileRank is recomputed',
        params: z.strictObject({ testId: z.uuid() }),
        body: testAttemptRequestSchema,
        response: { 200: testAttemptResponseSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    (req) => tests.attemptTest(ctx, principalOf(req), req.params.testId, req.body),
  );
}
