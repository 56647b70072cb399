/**
 * One request per route, built from the route's own schemas: path parameters and ids in the body
 * name the owner's own rows, everything else takes the smallest value its schema accepts. The body
 * has to pass validation so that a caller the guard lets through reaches the route's own rules
 * (the matrix fails on a 400 or 422 there, which is how a body that needs help shows up).
 */

import type { JsonSchema } from '../fuzz/arbitraries.js';
import type { FuzzRoute } from '../fuzz/harness.js';
import type { World } from './world.js';

/** The owner's row a parameter or body field names, by its name (and for `:id`, by the route). */
function idFor(world: World, url: string, key: string): string | undefined {
  const { owner, ids } = world;
  if (/userId$/i.test(key)) return owner.userId;
  if (/companyId$/i.test(key)) return owner.companyId;
  // A candidate applies to published jobs only: the candidate calls name the published one.
  if (/jobId$/i.test(key)) return url.startsWith('/api/candidate-app/') ? ids.openJob : ids.job;
  if (/packageId$/i.test(key)) return ids.package;
  if (/candidateId$/i.test(key)) return ids.candidate;
  if (/applicationId$/i.test(key)) return ids.application;
  if (/chatSessionId$/i.test(key)) return ids.chatSession;
  if (/testId$/i.test(key)) return ids.test;
  if (key === 'sessionId') return ids.paymentSession;
  if (key === 'slug') return ids.careersSlug;
  if (key === 'id') {
    const byUrl: [RegExp, string][] = [
      [/^\/api\/job-applications\/:id/, ids.application],
      [/^\/api\/company-jobs\/:id\/interviews/, ids.openJob],
      [/interview/, ids.interview],
      [/chat-session/, ids.chatSession],
      [/^\/api\/candidate\/:id/, ids.candidate],
      [/company-user-delete/, ids.liveMembership],
      [/company-jobs\/:id/, ids.doomedJob],
      [/^\/api\/custom-question\/:id/, ids.doomedQuestion],
      [/admin\/industries/, ids.industry],
      [/admin\/professions/, ids.profession],
      [/admin\/skills/, ids.skill],
      [/admin\/packages/, ids.package],
      [/admin\/promos/, ids.promo],
      [/industry\/:id/, ids.industry],
      [/custom-question/, ids.question],
      [/compan(y|ies)\/:id/, owner.companyId],
    ];
    return byUrl.find(([re]) => re.test(url))?.[1];
  }
  return undefined;
}

/** The smallest value the schema accepts, with the owner's ids where a field names one. */
function sample(world: World, url: string, schema: JsonSchema | undefined, key = ''): unknown {
  if (!schema) return undefined;
  const id = idFor(world, url, key);
  if (id) return id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.[0];
  if (variant) return sample(world, url, variant, key);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    const props = schema.properties ?? {};
    return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(world, url, props[k], k)]));
  }
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(world, url, schema.items, key));
  if (type === 'integer' || type === 'number') return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  if (type === 'boolean') return true;
  if (schema.format === 'email' || /email/i.test(key)) return world.owner.email;
  if (schema.format === 'uuid') return world.owner.companyId;
  return 'x'.repeat(Math.max(schema.minLength ?? 0, 4));
}

export type MatrixRequest = { method: string; url: string; payload?: unknown };

export function requestFor(
  world: World,
  route: FuzzRoute,
  bodies: Record<string, unknown>,
  queries: Record<string, Record<string, string>> = {},
): MatrixRequest {
  const name = `${route.method} ${route.url}`;
  const url = route.url.replace(/:(\w+)/g, (_m, key: string) => {
    const id = idFor(world, route.url, key);
    if (!id) throw new Error(`${name}: no id of the owner's for :${key} (add one in idFor)`);
    return id;
  });
  const query = queries[name] ?? (route.querystring ? sample(world, route.url, route.querystring) : undefined);
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
  const payload = name in bodies ? bodies[name] : sample(world, route.url, route.body);
  return { method: route.method, url: `${url}${search}`, payload };
}
