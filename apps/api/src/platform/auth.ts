import { SIGNED_IN_HINT_COOKIE } from '@talentdeck/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#api/config.js';
import type { Db } from '#api/db/client.js';
import { isDatabaseUnavailable } from './db-errors.js';
import { AppError, routeNotFound } from './errors.js';
import { isAdmin, isWaitlisted, type Principal } from './policy.js';
import { hashSecret } from './tokens.js';

export const SESSION_COOKIE = 'td_session';

/** The per-address rate limit of the calls worth guessing at (sign-in, sign-ups, resets), as a route's `config`. */
export const authRateLimit = (config: Config) => ({
  rateLimit: { max: config.rateLimit.authMax, timeWindow: config.rateLimit.windowMs },
});

/**
 * Who holds a live session, by the hash of its token, or none. The accounts module owns sessions:
 * app.ts decorates the server with its lookup, since platform/ imports no module.
 */
export type SessionLookup = (db: Db, tokenHash: string) => Promise<Principal | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    findSessionPrincipal: SessionLookup;
  }
  interface FastifyRequest {
    /** Set by requireUser: the caller, read live from the database on every request. */
    principal?: Principal;
    sessionToken?: string;
  }
}

function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie is sent by the browser whatever page asks, so a state change carried by the cookie must
 * come from our own pages. SameSite=Lax covers most of it; this also refuses cross-site fetches.
 * The host asked for is request.host: the Host header, or X-Forwarded-Host only from a trusted proxy
 * (TRUST_PROXY), since anyone else can send that header. An Origin that is not a URL is refused.
 */
function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('CROSS_SITE');
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    // URL writes the host in lower case and without a default port, as browsers send Host. An
    // Origin that is not a URL names no page of ours: refused like another site's.
    const from = URL.canParse(origin) ? new URL(origin).host : undefined;
    if (!from || from !== request.host.toLowerCase()) throw new AppError('CROSS_SITE');
  }
}

export async function resolvePrincipal(request: FastifyRequest): Promise<Principal | undefined> {
  const found = readToken(request);
  if (!found || found.token.length > 200) return undefined;
  const principal = await request.server.findSessionPrincipal(request.server.db, hashSecret(found.token));
  if (!principal) return undefined;
  if (found.viaCookie) assertSameOrigin(request);
  request.sessionToken = found.token;
  return principal;
}

/**
 * onRequest of a route that answers everyone, and a signed-in caller more: the principal when a
 * live session comes with the request, else none (a bad or cross-site session counts as none).
 */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply) {
  request.principal = await resolvePrincipal(request).catch(signedOutUnlessUnavailable);
}

/**
 * A session that cannot be read counts as none (a forged cookie from another site, ...), except
 * when the database cannot be reached: then the caller is not known to be signed out, and the
 * call answers 503 (platform/errors.ts) rather than as if they were.
 */
function signedOutUnlessUnavailable(err: unknown): undefined {
  if (isDatabaseUnavailable(err)) throw err;
  return undefined;
}

/**
 * onRequest of every guarded route: 401 unless the request carries a live session. Before the body
 * and query are validated, so a stranger learns nothing from a 422.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const principal = await resolvePrincipal(request);
  if (!principal) throw new AppError('UNAUTHENTICATED');
  request.principal = principal;
}

/**
 * onRequest of the company actions the web app keeps behind the waitlist (inviting collaborators,
 * creating, editing and publishing jobs, paying): a signed-in user, and for a company user one
 * the platform has allowed in, else 403. Reading, the profiles and joining the waitlist stay
 * open (they use requireUser). Other kinds of users pass on to the route, which answers them as
 * it answers any caller that is not of the company.
 */
export async function requireAllowedCompany(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  const principal = principalOf(request);
  if (isWaitlisted(principal)) {
    throw new AppError('COMPANY_NOT_ALLOWED');
  }
}

/** The caller of a route guarded by requireUser. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeSeconds: number) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure, maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/**
 * Guard of the platform administration calls: anyone but a signed-in administrator (signed out,
 * a company user, a cross-site request) gets the same 404 as an unknown route, so the admin area
 * cannot be probed. As an onRequest hook, even a malformed body answers 404 (validation would
 * otherwise tell the route exists).
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const principal = await resolvePrincipal(request).catch(signedOutUnlessUnavailable);
  if (!principal || !isAdmin(principal)) throw routeNotFound(request);
  request.principal = principal;
}
