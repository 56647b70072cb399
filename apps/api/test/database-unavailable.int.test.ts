import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_BODIES, MATRIX_QUERIES } from './authorization/bodies.js';
import { requestFor } from './authorization/requests.js';
import { startWorld, type World } from './authorization/world.js';
import { type FuzzRoute, routeTable } from './fuzz/harness.js';

/**
 * While the database cannot be reached (a restart, a failover), every call that needs it answers
 * 503 with Retry-After, never 500: the client and the load balancer know to retry, and no error is
 * logged as a bug. Every route is sent as the authorization matrix sends it (valid ids and bodies,
 * as the owner or the candidate), after the database has been closed under the running server.
 */

let world: World;
let routes: FuzzRoute[];
const tokens: { owner?: string; candidate?: string; admin?: string } = {};

/**
 * The calls answered without the database: what needs no row (the API's description, the probes'
 * liveness, the web app's settings, a captcha challenge), the moved routes' 405, what a captcha or
 * a signature refuses first, and a sign-out, which clears the cookie whatever the database.
 */
const NO_DATABASE = [
  'GET /api/captcha/challenge',
  'GET /api/chat-session-mark-as-read/:id',
  'GET /api/health/live',
  'GET /api/notification-mark-completed/:userId',
  'GET /api/openapi.json',
  'GET /api/payments/config',
  'GET /api/public-config',
  'POST /api/candidate-app/sign-up',
  'POST /api/payments/webhook',
  'POST /api/user/createCompany',
  'POST /api/user/logout',
  'POST /api/user/resetPassword',
];

beforeAll(async () => {
  world = await startWorld();
  routes = routeTable(world.registered);
  tokens.owner = await world.tokenOf('owner');
  tokens.candidate = await world.tokenOf('candidate');
  tokens.admin = await world.tokenOf('admin');
  await world.app.database.close();
}, 120_000);
afterAll(async () => {
  await world?.app.close();
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After on every route that needs it, and 500 on none', async () => {
    const answered: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const request = requestFor(world, route, MATRIX_BODIES(world), MATRIX_QUERIES(world));
      const area = route.url.split('/')[2];
      const token = area === 'candidate-app' ? tokens.candidate : area === 'admin' ? tokens.admin : tokens.owner;
      const stream = name === 'GET /api/events';
      const res = await world.app.inject({
        method: request.method as 'GET',
        url: request.url,
        ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
        headers: { authorization: `Bearer ${token}` },
        ...(stream ? { payloadAsStream: true } : {}),
      });
      if (stream) res.stream().destroy();
      if (res.statusCode === 503) {
        if (res.headers['retry-after'] !== '5') wrong.push(`${name}: 503 without Retry-After`);
      } else if (res.statusCode >= 500) {
        wrong.push(`${name}: ${res.statusCode} ${stream ? '' : res.body.slice(0, 160)}`);
      } else {
        answered.push(name);
      }
    }
    expect(wrong).toEqual([]);
    expect(answered).toEqual(NO_DATABASE);
  });

  it('says so in the error envelope, and in the readiness probe while liveness stays up', async () => {
    const me = await world.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(me.json()).toEqual({
      error: {
        statusCode: 503,
        name: 'ServiceUnavailableError',
        message: 'Talentdeck is briefly unavailable. Please try again in a few seconds.',
        code: 'UNAVAILABLE',
      },
    });
    const ready = await world.app.inject({ method: 'GET', url: '/api/health' });
    expect([ready.statusCode, ready.headers['retry-after'], ready.json()]).toEqual([
      503,
      '5',
      { status: 'unavailable', db: 'down' },
    ]);
    const live = await world.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  });
});
