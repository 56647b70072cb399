import {
  collaboratorSignUpRequestSchema,
  collaboratorVerificationRequestSchema,
  collaboratorVerificationResponseSchema,
  emailCodeRequestSchema,
  emailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileSchema,
  resetPasswordRequestSchema,
  secretKeyRequestSchema,
  signUpRequestSchema,
  uniqueKeyResponseSchema,
  updateEmailRequestSchema,
  updatePasswordRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
} from '@talentdeck/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authRateLimit,
  clearSessionCookie,
  principalOf,
  requireUser,
  resolvePrincipal,
  setSessionCookie,
} from '#api/platform/auth.js';
import { errorResponses, plainJsonOn200 } from '#api/platform/openapi.js';
import * as profile from './accounts.profile.service.js';
import * as service from './accounts.service.js';
import { toProfile } from './accounts.service.js';

const userIdParams = z.strictObject({ userId: z.uuid() });
const tags = ['Accounts'];

export default async function accountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const secure = ctx.config.publicUrl.startsWith('https://');
  // Sign-in, sign-up, forgot-password and resend are the calls worth guessing at: limit them per address.
  const authLimit = authRateLimit(ctx.config);

  const signIn = (reply: FastifyReply, signedIn: service.SignedIn) => {
    setSessionCookie(reply, signedIn.token, secure, 60 * 60 * 24 * 30);
    return signedIn;
  };

  r.post(
    '/user/createCompany',
    {
      config: authLimit,
      schema: {
        operationId: 'signUpCompany',
        tags,
        summary: 'Sign up a company and its owner; emails a verification link',
        body: signUpRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 422, 429) },
      },
    },
    (req) => service.signUp(ctx, req.body),
  );

  r.post(
    '/user/login',
    {
      config: authLimit,
      schema: {
        operationId: 'signIn',
        tags,
        summary: 'Sign in; answers a token and sets the session cookie',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (req, reply) => signIn(reply, await service.login(ctx, req.body, req.headers['user-agent'])),
  );

  r.post(
    '/user/logout',
    { schema: { operationId: 'signOut', tags, summary: 'End the current session', response: { 204: z.null() } } },
    async (req, reply) => {
      // Signing out always succeeds; a live session, if any, is revoked (and its owner named in the audit log).
      req.principal = await resolvePrincipal(req).catch(() => undefined);
      await service.logout(ctx, req.sessionToken);
      clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/user/me',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getCurrentProfile',
        tags,
        summary: 'The signed-in login profile, live',
        response: { 200: profileSchema, ...errorResponses(401) },
      },
      // Called on every page load; toProfile builds the answer field by field.
      serializerCompiler: plainJsonOn200,
    },
    (req) => toProfile(principalOf(req)),
  );

  r.post(
    '/user/resendVerficationCode',
    {
      config: authLimit,
      schema: {
        operationId: 'resendVerificationEmail',
        tags,
        summary: 'Send a new verification link (same answer whether or not the email exists)',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    (req) => service.resendVerification(ctx, req.body.email),
  );

  r.post(
    '/user/emailTokenVerification',
    {
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary: 'Exchange the emailed verification secret for a session',
        body: secretKeyRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 422) },
      },
    },
    async (req, reply) => signIn(reply, await service.verifyEmail(ctx, req.body.secretKey, req.headers['user-agent'])),
  );

  r.post(
    '/user/forgetPasswordEmail',
    {
      config: authLimit,
      schema: {
        operationId: 'requestPasswordReset',
        tags,
        summary: 'Email a password reset link',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    (req) => service.forgotPassword(ctx, req.body),
  );

  r.post(
    '/user/forgetPasswordTokenVerification',
    {
      schema: {
        operationId: 'checkPasswordResetLink',
        tags,
        summary: 'Check a reset link; answers the key the reset form submits',
        body: secretKeyRequestSchema,
        response: { 200: uniqueKeyResponseSchema, ...errorResponses(400, 422) },
      },
    },
    (req) => service.verifyResetToken(ctx, req.body.secretKey),
  );

  r.post(
    '/user/resetPassword',
    {
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Set a new password; ends every session of the user',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 422) },
      },
    },
    (req) => service.resetPassword(ctx, req.body),
  );

  r.post(
    '/user/updatedEmailTokenVerification',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'confirmEmailChange',
        tags,
        summary: 'Confirm an email change with the 6-digit code',
        body: emailCodeRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 409, 422) },
      },
    },
    (req) => profile.confirmEmailChange(ctx, principalOf(req), req.body.secretKey),
  );

  r.get(
    '/user/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getUser',
        tags,
        summary: 'A user of the caller’s company',
        params: userIdParams,
        response: { 200: userResponseSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => profile.getUser(ctx, principalOf(req), req.params.userId),
  );

  r.patch(
    '/user/:userId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'updateUser',
        tags,
        summary: 'Update one’s own name, title and picture',
        params: userIdParams,
        body: updateUserRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    (req) => profile.updateUser(ctx, principalOf(req), req.params.userId, req.body),
  );

  r.post(
    '/user/:userId/updateEmail',
    {
      onRequest: requireUser,
      config: authLimit,
      schema: {
        operationId: 'startEmailChange',
        tags,
        summary: 'Start an email change: emails a 6-digit code to the new address',
        params: userIdParams,
        body: updateEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 409, 422, 429) },
      },
    },
    (req) => profile.requestEmailChange(ctx, principalOf(req), req.params.userId, req.body.new_email),
  );

  r.post(
    '/user/:userId/updatePassword',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Change one’s password; ends the user’s other sessions',
        params: userIdParams,
        body: updatePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    (req) => profile.updatePassword(ctx, principalOf(req), req.params.userId, req.body, req.sessionToken),
  );

  r.post(
    '/collaborator-verification',
    {
      schema: {
        operationId: 'readInvitation',
        tags,
        summary: 'Read an invitation: the invited name and email',
        body: collaboratorVerificationRequestSchema,
        response: { 200: collaboratorVerificationResponseSchema, ...errorResponses(400, 422) },
      },
    },
    (req) => service.verifyCollaboratorInvite(ctx, req.body.collaboratorVerificationKey),
  );

  r.post(
    '/collaborator-sign-up',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags,
        summary: 'Accept an invitation by setting a password; signs the collaborator in',
        body: collaboratorSignUpRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 422) },
      },
    },
    async (req, reply) => signIn(reply, await service.signUpCollaborator(ctx, req.body, req.headers['user-agent'])),
  );
}
