import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: one JSON line per write (stdout unless given). */
export type LogStream = { write(line: string): void };

/**
 * Names of values that are secrets or credentials wherever they appear in a log call, at the top
 * level or one object down (`{ body: { password } }`). The request and error serializers below keep
 * them out already; this is the net for what someone logs by hand later.
 */
const SECRET_KEYS = [
  'password',
  'passwordHash',
  'current_password',
  'new_password',
  'token',
  'sessionToken',
  'sessionId',
  'clientSecret',
  'secret',
  'secretKey',
  'uniqueKey',
  'collaboratorVerificationKey',
  'apiKey',
  'authorization',
  'cookie',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
];

/**
 * Pages whose last path segment is an emailed secret (see the links built in the accounts and
 * collaborators services). In production the server answers these page loads, so their paths
 * reach the request log.
 */
const SECRET_PAGE = /^(\/(?:companydetails|resetpassword|collaborators-sign-up)\/)[^/]+/;

/**
 * The URL as logged: the path alone. Query strings carry secrets (the payment result page's
 * `sessionId` is the provider's client secret) and personal data (search text, list filters), and
 * a list of parameter names to drop would miss the next one added; the path names the route, and the
 * request id ties the line to everything else about the request.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(SECRET_PAGE, '$1[Redacted]');
}

/**
 * Error fields worth an operator's time that hold no row values: PostgreSQL's SQLSTATE and where it
 * happened, the statement text (placeholders, not values), network error details.
 */
const KEPT_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'hint',
  'query',
  'errno',
  'syscall',
  'address',
  'port',
] as const;

const MAX_CAUSE_DEPTH = 5;

/**
 * Errors as logged: type, message, stack, the fields above and the cause chain, nothing else. An
 * allow-list because errors carry what they were given: Drizzle's query errors their parameters
 * (password hashes, payment session ids, emails), the database's `detail` the conflicting row's
 * values, PGlite's errors the parameters again, Node's client errors the raw request bytes.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const fields = err as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: err.message,
    stack: err.stack,
  };
  if (err instanceof DrizzleQueryError) {
    // The message lists the parameters after the statement, and the stack starts with the message:
    // both are rebuilt from the statement and the stack's frames.
    const message = `Failed query: ${err.query}`;
    const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    out.message = message;
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  for (const key of KEPT_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
    if (err instanceof AggregateError) out.aggregateErrors = err.errors.map((e) => serializeError(e, depth + 1));
  }
  return out;
}

/** The request as logged: Fastify's default fields, with the URL reduced to its path. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedPath(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fastify's logger options: pino at `level`, writing to `stream` (stdout when not given). */
export function loggerOptions(level: string, stream?: LogStream): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: REDACTED_PATHS,
    serializers: {
      req: serializeRequest,
      err: (err) => serializeError(err) as { type: string; message: string; stack: string },
    },
    ...(stream ? { stream } : {}),
  };
}
