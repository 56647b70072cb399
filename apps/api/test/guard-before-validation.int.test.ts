/**
 * A guarded call authenticates before it reads what it was sent: a caller without a session gets
 * 401 whatever the body, query or path holds, never a 400, 415 or 422 that would describe the
 * route's input to a stranger. Every route the OpenAPI document marks as needing a session is sent
 * each kind of nonsense (the administration answers an unknown route instead, as it does to anyone
 * who is not an administrator).
 */
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from './fuzz/harness.js';
import { createTestApp, errorOf } from './helpers.js';

type Operation = { security?: Record<string, unknown>[] };

const NONSENSE: [string, Partial<InjectOptions>][] = [
  ['an unknown field', { payload: { unknownField: ['<b>'] } }],
  ['malformed JSON', { payload: '{"jobTitle": ', headers: { 'content-type': 'application/json' } }],
  ['a JSON array', { payload: [1, 'two', null] }],
  ['JSON null', { payload: 'null', headers: { 'content-type': 'application/json' } }],
  ['plain text', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
  ['XML', { payload: '<job/>', headers: { 'content-type': 'application/xml' } }],
  ['a broken multipart body', { payload: '--x\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } }],
];

let app: FastifyInstance;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  app = await createTestApp({}, { onRoute: (route) => registered.push(route) });
});

afterAll(async () => {
  await app?.close();
});

describe('guarded routes', () => {
  it('refuse a caller without a session before validating anything it sent', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const wrong: string[] = [];
    let guarded = 0;
    for (const route of routeTable(registered)) {
      const op: Operation | undefined = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      // A session is needed when no alternative of the operation's security is empty.
      if (!op?.security?.length || op.security.some((s) => Object.keys(s).length === 0)) continue;
      // The event stream never ends: its refusal is checked by the authorization matrix.
      if (route.url === '/api/events') continue;
      guarded += 1;
      const admin = route.url.startsWith('/api/admin/');
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      for (const params of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
        const url = `${route.url.replace(/:\w+/g, params)}?filter=%7B&limit=-1&unknown=1`;
        for (const [kind, body] of withBody ? NONSENSE : [['no body', {}] as const]) {
          const res = await app.inject({ method: route.method as 'GET', url, ...body });
          const code = errorOf(res).code;
          const ok = admin
            ? res.statusCode === 404 && code === 'ROUTE_NOT_FOUND'
            : res.statusCode === 401 && code === 'UNAUTHENTICATED';
          if (!ok) wrong.push(`${route.method} ${route.url} with ${kind}, id ${params}: ${res.statusCode} ${code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(guarded).toBeGreaterThan(80);
  }, 120_000);
});
