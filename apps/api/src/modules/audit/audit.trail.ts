import { createHmac } from 'node:crypto';
import { IDEMPOTENCY } from '@talentdeck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '#api/platform/context.js';
import { isAdmin, isCandidate, type Principal } from '#api/platform/policy.js';
import { hashSecret } from '#api/platform/tokens.js';
import { AUDIT_RULES, type AuditRule, isRecorded } from './audit.rules.js';
import { recordAuditEntry } from './audit.service.js';

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The caller's address as a keyed hash: the same address always gives the same value, which does not reveal it. */
export function addressHash(ctx: AppContext, ip: string): string {
  return createHmac('sha256', ctx.config.sessionSecret).update(`audit-address|${ip}`).digest('hex').slice(0, 32);
}

function parsedAnswer(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function actorOf(request: FastifyRequest, rule: AuditRule, answer: Record<string, unknown> | undefined) {
  if (!rule.actorFromAnswer) return request.principal;
  const token = answer?.token;
  return typeof token === 'string' ? request.server.findSessionPrincipal(request.server.db, hashSecret(token)) : undefined;
}

function entityIdOf(
  rule: AuditRule,
  request: FastifyRequest,
  body: Record<string, unknown>,
  answer: Record<string, unknown> | undefined,
  actor: Principal,
): string | null {
  const entity = rule.entity;
  if (!entity) return null;
  const params = request.params as Record<string, unknown>;
  const found = entity.param
    ? params[entity.param]
    : entity.answer
      ? answer?.[entity.answer]
      : entity.body
        ? body[entity.body]
        : undefined;
  if (typeof found === 'string' || typeof found === 'number') return String(found);
  if (entity.type === 'user') return actor.userId;
  if (entity.type === 'company') return actor.companyId;
  return null;
}

/**
 * The audit trail of the API: every changing route is looked up in AUDIT_RULES when it is
 * registered (a route missing there stops the server from starting), and each success of a
 * recorded one by a company user or an administrator writes one entry before the answer leaves
 * (decision 39). A replayed Idempotency-Key answer records nothing: the first answer did.
 */
export function registerAuditTrail(api: FastifyInstance, ctx: AppContext) {
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!CHANGING.has(method)) continue;
      const key = `${method} ${route.url}`;
      if (!(key in AUDIT_RULES)) {
        throw new Error(
          `${key} changes data but is not in the audit rules (modules/audit/audit.rules.ts): record it or say why not`,
        );
      }
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const rule = AUDIT_RULES[`${request.method} ${request.routeOptions.url}`];
    if (!isRecorded(rule) || reply.statusCode >= 400 || reply.getHeader(IDEMPOTENCY.replayedHeader)) return payload;
    // Only a rule that names the actor or the record from the answer reads it: an answer can be large.
    const answer = rule.actorFromAnswer || rule.entity?.answer ? parsedAnswer(payload) : undefined;
    const body = (request.body ?? {}) as Record<string, unknown>;
    try {
      const actor = await actorOf(request, rule, answer);
      // A candidate's own actions are theirs, not a company's: they stay in their own data.
      if (!actor || isCandidate(actor)) return payload;
      await recordAuditEntry(ctx, {
        companyId: isAdmin(actor) ? null : actor.companyId,
        actorUserId: actor.userId,
        actorName: actor.name,
        actorType: isAdmin(actor) ? 'Admin' : 'Company',
        action: rule.actionFor?.(body) ?? rule.action,
        entityType: rule.entity?.type ?? null,
        entityId: entityIdOf(rule, request, body, answer, actor),
        addressHash: addressHash(ctx, request.ip),
        requestId: request.id,
        details: rule.details?.(body) ?? {},
      });
    } catch (error) {
      // The action is done and answered; a lost entry is an operations alarm, not the user's failure.
      request.log.error({ err: error, action: rule.action }, 'audit entry not written');
    }
    return payload;
  });
}
