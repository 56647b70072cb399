import {
  legalHoldRequestSchema,
  legalHoldResponseSchema,
  MESSAGES,
  messageResponseSchema,
  privacySettingsRequestSchema,
  privacySettingsSchema,
  secretKeyRequestSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit, principalOf, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './privacy.retention.service.js';

const tags = ['Privacy'];
const companyParams = z.strictObject({ id: z.uuid({ error: MESSAGES.notFound }) });

/** How long a company keeps applicants' data, the legal hold, and the notice's "keep my data" (docs/PRIVACY.md). */
export default async function retentionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/company/:id/privacy-settings',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getPrivacySettings',
        tags,
        summary: "How long the company keeps applicants' data after the job closes or the last activity (any member reads it)",
        params: companyParams,
        response: { 200: privacySettingsSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.getPrivacySettings(ctx, principalOf(req), req.params.id),
  );

  r.patch(
    '/company/:id/privacy-settings',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'updatePrivacySettings',
        tags,
        summary: "Sets how long applicants' data is kept, 6 to 36 months (the owner only)",
        params: companyParams,
        body: privacySettingsRequestSchema,
        response: { 200: privacySettingsSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.updatePrivacySettings(ctx, principalOf(req), req.params.id, req.body),
  );

  r.patch(
    '/company/:id/applications/:applicationId/legal-hold',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'setLegalHold',
        tags,
        summary: 'Holds an application back from anonymisation by the retention job, or lets it go (the owner only)',
        params: companyParams.extend({ applicationId: z.uuid({ error: MESSAGES.notFound }) }),
        body: legalHoldRequestSchema,
        response: { 200: legalHoldResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.setLegalHold(ctx, principalOf(req), req.params.id, req.params.applicationId, req.body.legalHold),
  );

  r.post(
    '/privacy/keep',
    {
      config: authRateLimit(ctx.config),
      schema: {
        operationId: 'keepMyData',
        tags,
        summary: "The retention notice's link: the candidate's data is kept and its retention period starts again",
        body: secretKeyRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    (req) => service.keepData(ctx, req.body.secretKey),
  );
}
