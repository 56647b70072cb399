import {
  collaboratorListSchema,
  collaboratorSchema,
  deleteCollaboratorRequestSchema,
  idParamSchema,
  inviteCollaboratorRequestSchema,
} from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRateLimit, principalOf, requireAllowedCompany, requireUser } from '#api/platform/auth.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as service from './collaborators.service.js';

const tags = ['Collaborators'];

export default async function collaboratorsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/company/:id/users',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listCollaborators',
        tags,
        summary: 'The company’s collaborators (owners and removed members excluded)',
        params: idParamSchema,
        response: { 200: collaboratorListSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.listCollaborators(ctx, principalOf(req), req.params.id),
  );

  r.post(
    '/company/:id/invite_collaborator',
    {
      onRequest: requireAllowedCompany,
      // Each invitation emails an address the caller chose: limited per client here, and per
      // company and day in the service (which holds across processes).
      config: authRateLimit(ctx.config),
      schema: {
        operationId: 'inviteCollaborator',
        tags,
        summary: 'Invite a collaborator: creates the member and emails a link to set a password',
        params: idParamSchema,
        body: inviteCollaboratorRequestSchema,
        response: { 200: collaboratorSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    (req) => service.inviteCollaborator(ctx, principalOf(req), req.params.id, req.body),
  );

  r.patch(
    '/company-user-delete/:id',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'removeCollaborator',
        tags,
        summary: 'Remove a collaborator (id of the membership); their sessions end at once',
        params: idParamSchema,
        body: deleteCollaboratorRequestSchema,
        response: { 200: collaboratorSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    (req) => service.deleteCollaborator(ctx, principalOf(req), req.params.id),
  );
}
