import {
  ERROR_STATUS_NAMES,
  type ErrorCode,
  type ErrorCodeWithMessage,
  type ErrorStatus,
  errorCodeMessage,
  errorCodeStatus,
  MESSAGES,
  routeNotFoundMessage,
} from '@talentdeck/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db-errors.js';

export type ErrorDetail = { field: string; message: string };

const STATUS_NAMES: Partial<Record<number, string>> = ERROR_STATUS_NAMES;

/**
 * The one error type services throw; the handler below turns it into API.md's envelope. The code
 * (ERROR_CODES in packages/shared) gives the status and, unless the case says otherwise, the message.
 */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;

  constructor(code: ErrorCodeWithMessage, message?: string, details?: ErrorDetail[]);
  constructor(code: ErrorCode, message: string, details?: ErrorDetail[]);
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message ?? errorCodeMessage(code));
    this.statusCode = errorCodeStatus(code);
    this.name = ERROR_STATUS_NAMES[this.statusCode];
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);

export const validationError = (details: ErrorDetail[]) => new AppError('VALIDATION_FAILED', details[0]?.message, details);

/** The answer of an unknown route, word for word, so guarded areas look exactly like nothing. */
export const routeNotFound = (request: FastifyRequest) =>
  new AppError('ROUTE_NOT_FOUND', routeNotFoundMessage(request.method, request.url.split('?')[0] ?? ''));

/** API.md's envelope of one of the API's own errors. */
export const envelope = (err: AppError) => envelopeOf(err.statusCode, err.message, err.code, err.details);

/** Fastify's own 4xx answers keep the code Fastify gave them (FST_ERR_…), outside ERROR_CODES. */
export const frameworkEnvelope = (statusCode: number, message: string, code: string | undefined) =>
  envelopeOf(statusCode, message, code);

function envelopeOf(statusCode: number, message: string, code?: string, details?: ErrorDetail[]) {
  return {
    error: {
      statusCode,
      name: STATUS_NAMES[statusCode] ?? (statusCode >= 500 ? 'InternalServerError' : 'Error'),
      message,
      ...(code ? { code } : {}),
      ...(details ? { details } : {}),
    },
  };
}

// The envelope is JSON whatever the route had set before it failed (a sitemap's XML, a page's HTML).
const answer = (reply: FastifyReply, err: AppError) =>
  reply.status(err.statusCode).type('application/json; charset=utf-8').send(envelope(err));

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) return answer(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the path names nothing: answer as for any unknown id.
      if (err.validationContext === 'params') return answer(reply, notFound());
      const details = err.validation.map((v) => {
        const where = v.instancePath.split('/').filter(Boolean).join('.');
        const keys = (v.params as { keys?: string[] }).keys;
        // An unknown key is reported on its parent object; name the key itself so clients find it.
        if (v.keyword === 'unrecognized_keys' && keys?.length) {
          return keys.map((k) => ({ field: where ? `${where}.${k}` : k, message: `Unknown field: ${k}` }));
        }
        return [{ field: where || (err.validationContext ?? 'body'), message: v.message ?? MESSAGES.validationFailed }];
      });
      // One message per field: the first rule that failed, as a form shows it.
      const flat = details.flat().filter((d, i, all) => all.findIndex((o) => o.field === d.field) === i);
      return answer(reply, validationError(flat));
    }
    if (isResponseSerializationError(err)) {
      // The logger's error serializer follows the cause (which issue failed) and keeps values out.
      request.log.error({ err }, 'response did not match its schema');
      return answer(reply, new AppError('INTERNAL'));
    }
    if (isDatabaseUnavailable(err)) {
      // Not the call's fault nor a bug: the database restarts or fails over. A client may retry.
      request.log.warn({ err }, 'database unavailable');
      return answer(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), new AppError('UNAVAILABLE'));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      // See platform/logging.ts: a query's parameters and the row values in a database error are left out.
      request.log.error({ err }, 'unhandled error');
      return answer(reply, new AppError('INTERNAL'));
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit...).
    const message = status === 429 ? MESSAGES.tooManyRequests : err.message;
    return reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(frameworkEnvelope(status, message, err.code));
  });
}

/** 404s in the envelope; page requests go to the web app when it is served. */
export function registerNotFound(
  app: FastifyInstance,
  clientRoute?: {
    matches: (request: FastifyRequest) => boolean;
    handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
  },
) {
  app.setNotFoundHandler((request, reply) => {
    if (clientRoute?.matches(request)) return clientRoute.handler(request, reply);
    return answer(reply, routeNotFound(request));
  });
}
