import { MESSAGES } from '@talentdeck/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

export type ErrorDetail = { field: string; message: string };

const STATUS_NAMES: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  402: 'PaymentRequiredError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
};

/** The one error type services throw; the handler below turns it into API.md's envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = STATUS_NAMES[statusCode] ?? 'Error';
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message, 'NOT_FOUND');

export const validationError = (details: ErrorDetail[]) =>
  new AppError(422, details[0]?.message ?? MESSAGES.validationFailed, 'VALIDATION_FAILED', details);

export function envelope(statusCode: number, message: string, code?: string, details?: ErrorDetail[]) {
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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(envelope(err.statusCode, err.message, err.code, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the path names nothing: answer as for any unknown id.
      if (err.validationContext === 'params') return reply.status(404).send(envelope(404, MESSAGES.notFound, 'NOT_FOUND'));
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
      return reply.status(422).send(envelope(422, flat[0]?.message ?? MESSAGES.validationFailed, 'VALIDATION_FAILED', flat));
    }
    if (isResponseSerializationError(err)) {
      // The logger's error serializer follows the cause (which issue failed) and keeps values out.
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(envelope(500, MESSAGES.somethingWentWrong, 'INTERNAL'));
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      // See platform/logging.ts: a query's parameters and the row values in a database error are left out.
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send(envelope(500, MESSAGES.somethingWentWrong, 'INTERNAL'));
    }
    // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit...).
    const message = status === 429 ? MESSAGES.tooManyRequests : err.message;
    return reply.status(status).send(envelope(status, message, err.code));
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
    return reply
      .status(404)
      .send(envelope(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, 'ROUTE_NOT_FOUND'));
  });
}
