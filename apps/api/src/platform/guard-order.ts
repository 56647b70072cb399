import type { RouteOptions } from 'fastify';
import { requireAdmin, requireAllowedCompany, requireUser } from './auth.js';

const GUARDS: ReadonlySet<unknown> = new Set([requireUser, requireAllowedCompany, requireAdmin]);

/**
 * A guard runs in onRequest, before the body is parsed and the input validated: a caller without
 * a session gets 401, never a 400 or 422 describing the route's input. A guard in a later hook
 * (preValidation, preHandler) would let validation answer first, so such a route is refused when
 * it is registered, and the server does not start.
 */
export function assertGuardsOnRequest(route: RouteOptions) {
  const late = [route.preParsing, route.preValidation, route.preHandler].flat().filter((hook) => GUARDS.has(hook));
  if (late.length) {
    throw new Error(`${route.method} ${route.url}: a guard belongs in onRequest, so it answers before validation`);
  }
}
