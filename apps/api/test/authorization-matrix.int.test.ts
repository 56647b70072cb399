/**
 * The authorization matrix, generated from the route table as registered: every /api route is sent
 * by every kind of caller, with the owner's own ids, and each answer is held to the route's access
 * kind in ACCESS below. ACCESS must list exactly the registered routes, so a new route cannot be
 * added without saying who may call it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_BODIES, MATRIX_QUERIES } from './authorization/bodies.js';
import { requestFor } from './authorization/requests.js';
import { PRINCIPALS, type PrincipalName, startWorld, type World } from './authorization/world.js';
import { type FuzzRoute, routeTable } from './fuzz/harness.js';

/**
 * Who may call a route:
 * - public: no session needed; no caller is refused by a guard;
 * - webhook: signed by the payment provider, not a session: unsigned, everyone gets 400;
 * - user: any signed-in user;
 * - company: a live member of the company that owns the row (the owner here);
 * - self: the user themselves (the owner's own user id here);
 * - admin: administrators only; anyone else gets the answer of an unknown route;
 * - member: a company user, on their own company's rows (no id in the path: another company gets its own);
 * - draft: a public read of a job, which for a draft is its company's alone (no session: 404 too);
 * - moved: kept only to answer 405 and name the method to use, to everyone;
 * - candidate: a candidate's own call (/api/candidate-app/*): the candidate only, 404 to everyone else;
 * - confirmed: a candidate's own call confirmed by their password (erasing the account): past the
 *   guard, the matrix's made-up password is refused as wrong (403), 404 to everyone else;
 * - stream: the event stream, for a company user (their own company's events) or a candidate (their own).
 *
 * The candidate caller also holds every company route to "a candidate finds no company row" (404).
 */
type Access =
  | 'public'
  | 'webhook'
  | 'user'
  | 'company'
  | 'self'
  | 'member'
  | 'admin'
  | 'draft'
  | 'moved'
  | 'candidate'
  | 'confirmed'
  | 'stream';

const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/public-config': 'public',
  'GET /api/careers/:slug': 'public',
  'GET /api/captcha/challenge': 'public',
  'GET /api/age-specifications': 'public',
  'GET /api/educations': 'public',
  'GET /api/industries': 'public',
  'GET /api/industry/:id/professions': 'public',
  'GET /api/professional-experiences': 'public',
  'POST /api/profession-with-skills': 'public',
  'GET /api/packages': 'public',
  'GET /api/payments/config': 'public',
  'GET /api/payments/status': 'public',
  'POST /api/payments/webhook': 'webhook',
  'POST /api/user/createCompany': 'public',
  'POST /api/user/emailTokenVerification': 'public',
  'POST /api/user/forgetPasswordEmail': 'public',
  'POST /api/user/forgetPasswordTokenVerification': 'public',
  'POST /api/user/login': 'public',
  'POST /api/user/logout': 'public',
  'POST /api/user/resendVerficationCode': 'public',
  'POST /api/user/resetPassword': 'public',
  'POST /api/collaborator-sign-up': 'public',
  'POST /api/collaborator-verification': 'public',
  'POST /api/candidate-app/sign-up': 'public',
  'POST /api/privacy/keep': 'public',

  'GET /api/user/me': 'user',
  'POST /api/user/updatedEmailTokenVerification': 'user',
  'GET /api/geo/cities': 'user',
  'POST /api/attachments/upload': 'user',

  'GET /api/user/:userId': 'self',
  'PATCH /api/user/:userId': 'self',
  'POST /api/user/:userId/updateEmail': 'self',
  'POST /api/user/:userId/updatePassword': 'self',
  'GET /api/company-user-notification/:userId': 'self',
  'GET /api/notification-mark-completed/:userId': 'moved',
  'POST /api/notification-mark-completed/:userId': 'self',
  'GET /api/waiting-list-against-user/:userId': 'self',
  'POST /api/waiting-lists': 'self',

  'GET /api/company/:id': 'company',
  'PATCH /api/company/:id': 'company',
  'GET /api/company/:id/users': 'company',
  'POST /api/company/:id/invite_collaborator': 'company',
  'PATCH /api/company-user-delete/:id': 'company',
  // The owner's alone among the company's users (a member gets 404: modules/audit/audit.int.test.ts).
  'GET /api/company/:id/audit-log': 'company',
  'GET /api/company/:id/privacy-settings': 'company',
  'PATCH /api/company/:id/privacy-settings': 'company',
  'PATCH /api/company/:id/applications/:applicationId/legal-hold': 'company',
  'GET /api/company/:id/candidates/:candidateId/export': 'company',
  'GET /api/events': 'stream',
  'GET /api/companies/:id/credit-ledger': 'company',
  'GET /api/companies/:id/payments': 'company',
  'GET /api/companies/:id/transactions': 'company',
  'GET /api/company-job-posting-availability/:companyId': 'company',
  'POST /api/create-payment-intent': 'company',
  'POST /api/promo-addition': 'company',
  'POST /api/payment-acceptance': 'company',
  'POST /api/sandbox-payments/confirm': 'company',
  'POST /api/companies/:companyId/company-jobs': 'company',
  'GET /api/company-jobs': 'member',
  'GET /api/companies/:companyId/company-job-cities': 'company',
  'PATCH /api/company-job/:jobId': 'company',
  'PATCH /api/company-jobs/:id': 'company',
  'GET /api/company-job-dashboard-stats/:jobId': 'company',
  'GET /api/company-jobs/:jobId/custom-questions': 'company',
  'POST /api/company-jobs/:jobId/custom-questions': 'company',
  'PATCH /api/company-job-custom-question-update': 'company',
  'DELETE /api/custom-question/:id': 'company',
  'GET /api/company-jobs/:jobId/job-applications': 'company',
  'GET /api/company-jobs/:jobId/application-counts': 'company',
  'GET /api/job-applications/:id': 'company',
  'PATCH /api/job-applications/:id/candidate-job-status': 'company',
  'POST /api/job-applications/:id/seen': 'company',
  'GET /api/job-applications/:id/job-application-notes': 'company',
  'POST /api/job-applications/:id/job-application-notes': 'company',
  // A candidate the company sees through an application to one of its jobs.
  'GET /api/candidate/:id': 'company',
  'GET /api/candidate/:id/candidate-work-experiences': 'company',
  'GET /api/candidate/:id/candidate-educations': 'company',
  'GET /api/candidate/:id/candidate-certificates': 'company',
  'GET /api/candidate/:id/candidate-portfolios': 'company',
  'GET /api/candidate-tests': 'company',
  'POST /api/job-applications/:id/interviews': 'company',
  'GET /api/interview/:id': 'company',
  'GET /api/interview/:id/calendar.ics': 'company',
  'GET /api/company-jobs/:id/interviews': 'company',
  'PATCH /api/interview-reschedule/:id': 'company',
  'PATCH /api/interview/:id': 'company',
  'POST /api/company-interviews': 'company',
  'POST /api/dashboard-interviews': 'company',
  'POST /api/candidates/:candidateId/chat-sessions': 'company',
  'GET /api/candidates/:candidateId/chat-sessions': 'company',
  'GET /api/chat-sessions': 'member',
  'GET /api/chat-sessions/:id/chats': 'company',
  'GET /api/company-chat-threads/:companyId': 'company',
  'GET /api/unread-chat-counts/:companyId': 'company',
  'POST /api/chat-start': 'company',
  'POST /api/chats': 'company',
  'POST /api/chat-session-mark-as-read/:id': 'company',
  'GET /api/chat-session-mark-as-read/:id': 'moved',
  // Dashboard: the company's own figures.
  'GET /api/job-Application-stats-by-industry/:companyId': 'company',
  'GET /api/company/company-jobs-by-cities': 'company',
  'POST /api/top-matching-candidates': 'company',
  // Matching: the company's own jobs; a candidate the company sees through an application or a listed match.
  'GET /api/company-jobs/:jobId/matched-candidates': 'company',
  'GET /api/candidate-matched-job': 'company',
  'GET /api/company-job/:jobId': 'draft',
  // Counts views of published jobs only: a draft is not found to anyone.
  'POST /api/company-job/:jobId/views': 'public',

  'GET /api/candidate-app/profile': 'candidate',
  'PUT /api/candidate-app/profile': 'candidate',
  'PATCH /api/candidate-app/profile/discoverable': 'candidate',
  'GET /api/candidate-app/tests': 'candidate',
  'POST /api/candidate-app/tests/:testId/attempt': 'candidate',
  'GET /api/candidate-app/jobs': 'candidate',
  'POST /api/candidate-app/jobs/:jobId/apply': 'candidate',
  'GET /api/candidate-app/applications': 'candidate',
  'GET /api/candidate-app/interviews': 'candidate',
  'PATCH /api/candidate-app/interviews/:id': 'candidate',
  'GET /api/candidate-app/chat-sessions': 'candidate',
  'GET /api/candidate-app/chat-sessions/:id/chats': 'candidate',
  'POST /api/candidate-app/chats': 'candidate',
  'GET /api/candidate-app/jobs/:jobId/match': 'candidate',
  'GET /api/candidate-app/privacy/export': 'candidate',
  'POST /api/candidate-app/privacy/erase': 'confirmed',

  'GET /api/admin/companies': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'PATCH /api/admin/companies/:id': 'admin',
  'GET /api/admin/industries': 'admin',
  'POST /api/admin/industries': 'admin',
  'PATCH /api/admin/industries/:id': 'admin',
  'GET /api/admin/professions': 'admin',
  'POST /api/admin/professions': 'admin',
  'PATCH /api/admin/professions/:id': 'admin',
  'GET /api/admin/skills': 'admin',
  'POST /api/admin/skills': 'admin',
  'PATCH /api/admin/skills/:id': 'admin',
  'GET /api/admin/packages': 'admin',
  'POST /api/admin/packages': 'admin',
  'PATCH /api/admin/packages/:id': 'admin',
  'GET /api/admin/promos': 'admin',
  'POST /api/admin/promos': 'admin',
  'PATCH /api/admin/promos/:id': 'admin',
};

/** What a caller gets: refused as signed out, refused as not found, let through, or not refused by any guard. */
type Outcome =
  | 'unauthenticated'
  | 'not found'
  | 'unknown route'
  | 'through'
  | 'unguarded'
  | 'unsigned'
  | 'moved'
  | 'wrong password';

const OWN_COMPANY: Record<PrincipalName, Outcome> = {
  anonymous: 'unauthenticated',
  otherCompany: 'not found',
  // Removing a collaborator ends their sessions, so the token they had is no session at all.
  removedCollaborator: 'unauthenticated',
  admin: 'not found',
  candidate: 'not found',
  owner: 'through',
};

const EXPECTED: Record<Access, Record<PrincipalName, Outcome>> = {
  public: {
    anonymous: 'unguarded',
    otherCompany: 'unguarded',
    removedCollaborator: 'unguarded',
    admin: 'unguarded',
    candidate: 'unguarded',
    owner: 'unguarded',
  },
  webhook: {
    anonymous: 'unsigned',
    otherCompany: 'unsigned',
    removedCollaborator: 'unsigned',
    admin: 'unsigned',
    candidate: 'unsigned',
    owner: 'unsigned',
  },
  user: { ...OWN_COMPANY, otherCompany: 'through', admin: 'through', candidate: 'through' },
  company: OWN_COMPANY,
  self: OWN_COMPANY,
  member: { ...OWN_COMPANY, otherCompany: 'through' },
  moved: {
    anonymous: 'moved',
    otherCompany: 'moved',
    removedCollaborator: 'moved',
    admin: 'moved',
    candidate: 'moved',
    owner: 'moved',
  },
  // A revoked token on a public read is no session: the reader is anonymous, and a draft is not found.
  draft: { ...OWN_COMPANY, anonymous: 'not found', removedCollaborator: 'not found' },
  admin: {
    anonymous: 'unknown route',
    otherCompany: 'unknown route',
    removedCollaborator: 'unknown route',
    admin: 'through',
    candidate: 'unknown route',
    owner: 'unknown route',
  },
  candidate: { ...OWN_COMPANY, owner: 'not found', candidate: 'through' },
  confirmed: { ...OWN_COMPANY, owner: 'not found', candidate: 'wrong password' },
  stream: { ...OWN_COMPANY, otherCompany: 'through', candidate: 'through' },
};

function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } } | null)?.error?.code;
  } catch {
    return undefined;
  }
}

/** The outcome an answer shows; `through` is any answer but a guard's refusal (a 400 of an incomplete body included). */
function outcomeOf(res: LightMyRequestResponse, stream: boolean): Outcome | `${number}` {
  if (res.statusCode >= 500) return `${res.statusCode}`;
  // The event stream never ends, so its body is not read: its status says it all.
  const code = stream ? { 401: 'UNAUTHENTICATED', 404: 'NOT_FOUND' }[res.statusCode] : errorCode(res.body);
  if (res.statusCode === 401 && code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (res.statusCode === 404 && code === 'ROUTE_NOT_FOUND') return 'unknown route';
  if (res.statusCode === 404 && code === 'NOT_FOUND') return 'not found';
  if (res.statusCode === 403 && code === 'ERASURE_PASSWORD_WRONG') return 'wrong password';
  // Any other 401 or 403 is a refusal too (the waitlist's COMPANY_NOT_ALLOWED, a cross-site request).
  if (res.statusCode === 401 || res.statusCode === 403) return `${res.statusCode}`;
  return 'through';
}

/**
 * Whether a caller's answer is what the route's kind expects. A public route may refuse what it is
 * sent (wrong credentials: 401, an unknown key: 404), but never as a guard would: no "signed out",
 * no unknown-route 404, no 403, no 5xx.
 */
const meets = (expected: Outcome, got: Outcome | `${number}`, status: number) =>
  expected === 'unguarded'
    ? got === 'through' || got === 'not found' || (got === '401' && status === 401)
    : expected === 'unsigned' || expected === 'moved'
      ? status === (expected === 'unsigned' ? 400 : 405)
      : got === expected;

let world: World;
let routes: FuzzRoute[];

beforeAll(async () => {
  world = await startWorld();
  routes = routeTable(world.registered);
}, 60_000);

afterAll(async () => {
  await world?.app.close();
});

describe('the authorization matrix', () => {
  it('lists every registered /api route, and no other', () => {
    const registered = routes.map((r) => `${r.method} ${r.url}`);
    expect(
      registered.filter((r) => !(r in ACCESS)),
      'routes missing from ACCESS',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((r) => !registered.includes(r)),
      'ACCESS lists routes that do not exist',
    ).toEqual([]);
  });

  it('answers every caller of every route as its access kind says', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const access = ACCESS[name];
      if (!access) continue;
      const request = requestFor(world, route, MATRIX_BODIES(world), MATRIX_QUERIES(world));
      const stream = name === 'GET /api/events';
      // The owner goes last: its requests are the ones that may change the rows the others name.
      for (const who of PRINCIPALS) {
        const token = await world.tokenOf(who);
        const res = await world.app.inject({
          method: request.method as 'GET',
          url: request.url,
          ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(stream ? { payloadAsStream: true } : {}),
        });
        sent += 1;
        const got = outcomeOf(res, stream);
        if (stream) res.stream().destroy();
        const expected = EXPECTED[access][who];
        if (!meets(expected, got, res.statusCode)) {
          wrong.push(`${name} as ${who}: expected ${expected}, got ${res.statusCode} ${stream ? '' : res.body.slice(0, 160)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBe(routes.length * PRINCIPALS.length);
  }, 120_000);

  it('refuses a stranger before reading what they sent (a guard answers, never a 422)', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const access = ACCESS[name];
      const expected = access && EXPECTED[access].anonymous;
      if (expected !== 'unauthenticated' && expected !== 'unknown route') continue;
      const request = requestFor(world, route, MATRIX_BODIES(world), MATRIX_QUERIES(world));
      const res = await world.app.inject({
        method: request.method as 'GET',
        url: `${request.url.split('?')[0]}?filter=not-json&limit=-1`,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unknownField: ['<b>'] } }),
        ...(name === 'GET /api/events' ? { payloadAsStream: true } : {}),
      });
      if (name === 'GET /api/events') res.stream().destroy();
      const got = outcomeOf(res, name === 'GET /api/events');
      if (got !== expected) wrong.push(`${name}: expected ${expected}, got ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents each route’s security as its access kind', async () => {
    const doc = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const session = [{ bearer: [] }, { cookie: [] }];
    const documented: Partial<Record<Access, unknown[]>> = { public: [], webhook: [], draft: [{}, ...session] };
    const wrong: string[] = [];
    for (const route of routes) {
      const access = ACCESS[`${route.method} ${route.url}`];
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      // Hidden routes (the document itself, the 405 of a moved method) are not documented.
      if (!access || !op) continue;
      const expected = documented[access] ?? session;
      if (JSON.stringify(op.security) !== JSON.stringify(expected)) {
        wrong.push(`${route.method} ${route.url} (${access}): ${JSON.stringify(op.security)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
