/** Postgres' unique_violation, raised directly or wrapped by the driver as the error's cause. */
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Why a database cannot be reached for now, as PostgreSQL, node-postgres and PGlite say it:
 * - SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up),
 *   53300 (too many connections);
 * - the socket's errors (refused, reset, timed out, broken pipe, name not found);
 * - node-postgres' and pg-pool's own words for a dropped or closed connection, and PGlite's.
 */
const UNAVAILABLE_SQLSTATES = /^(08\w{3}|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error and is not queryable',
  'PGlite is closed',
];

/**
 * Whether an error means the database is unreachable rather than the query wrong: the ORM wraps
 * the driver's error (its `cause`), and an AggregateError (a refused IPv4 and IPv6 connect) holds
 * several; each is looked at, a few levels deep.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATES.test(e.code) || UNAVAILABLE_ERRNOS.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (e.message as string).includes(m))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client is asked to wait before retrying a call the database could not answer. */
export const RETRY_AFTER_SECONDS = 5;
