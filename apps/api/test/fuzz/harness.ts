/**
 * The API fuzz: a real server on its own database, its route table as registered, and requests
 * generated from each route's own schemas by fast-check, with hostile values mixed in, sent by
 * every kind of caller. The property: no answer is a 5xx and no error is logged. Used by the CI
 * test (fixed seed, about 2,000 requests) and by `npm run fuzz` (many more, random seed).
 */
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { companies, companyJobs } from '../../src/db/schema/index.js';
import { findSessionPrincipal, insertSession } from '../../src/modules/accounts/sessions.repository.js';
import { createAdmin } from '../../src/modules/admin/admin.service.js';
import { getSessionByClientSecret } from '../../src/modules/billing/billing.payments.repository.js';
import type { ProviderIntent } from '../../src/platform/payments/provider.js';
import { hashSecret, newSecret } from '../../src/platform/tokens.js';
import { json, signUpVerified } from '../helpers.js';
import { filterParam, fromSchema, hostileString, type JsonSchema, type Known, mutated } from './arbitraries.js';

export type FuzzRoute = {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The field names of the 200 answer (of each item, for a list). */
  answerFields: string[];
  /** For a route with a `filter` query: the answer's fields it can filter by (probed at start). */
  filterable: string[];
};

const toJson = (schema: unknown): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

/** The API's routes as registered: method, URL and the JSON schema of params, query and body. */
export function routeTable(registered: RouteOptions[]): FuzzRoute[] {
  const out: FuzzRoute[] = [];
  for (const route of registered) {
    // The API browser's static files take no input of ours.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of methods) {
      // HEAD runs the GET handler and only drops the body: fuzzing GET covers it.
      if (method === 'HEAD') continue;
      out.push({
        method,
        url: route.url,
        params: toJson(schema.params),
        querystring: toJson(schema.querystring),
        body: toJson(schema.body),
        answerFields: answerFields(toJson((schema.response as Record<number, unknown> | undefined)?.[200])),
        filterable: [],
      });
    }
  }
  return out.sort((a, b) => `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`));
}

function answerFields(schema: JsonSchema | undefined): string[] {
  const item = schema?.type === 'array' ? schema.items : schema;
  const variants = item?.anyOf ?? [item];
  return [...new Set(variants.flatMap((v) => Object.keys(v?.properties ?? {})))];
}

/**
 * The fields each list endpoint filters by: every field of its answer is tried in a `where` and
 * kept unless the endpoint names it unknown. So the fuzz's filters reach the queries.
 */
async function probeFilters(target: FuzzTarget) {
  for (const route of target.routes) {
    if (route.method !== 'GET' || !route.querystring?.properties?.filter) continue;
    const path = route.url.replace(/:(\w+)/g, (_m, name: string) => idsFor(target.known, route.url, name)[0] ?? '');
    const token = route.url.startsWith('/api/admin/') ? target.admin.token : target.owner.token;
    for (const field of route.answerFields) {
      const filter = encodeURIComponent(JSON.stringify({ where: { [field]: null } }));
      const res = await target.app.inject(json('GET', `${path}?filter=${filter}`, undefined, token));
      if (!/Unknown field/.test(res.body)) route.filterable.push(field);
    }
  }
}

type Session = { token: string; userId: string };

export type FuzzTarget = {
  app: FastifyInstance;
  routes: FuzzRoute[];
  known: Known;
  owner: Session & { companyId: string; email: string };
  admin: Session & { email: string };
  /** A payment intent of the owner's, for webhook events signed as the payment provider signs them. */
  intent: ProviderIntent;
  /** Error-level log lines written so far (cleared by the runner after each request). */
  errorLogs: string[];
  close: () => Promise<void>;
};

const PASSWORD = 'Kite7#Lumen';
const ADMIN_PASSWORD = 'Quartz#Lantern7';

/** A server with some data: an allowed company with jobs and questions, a second company, an admin. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const errorLogs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const level = (JSON.parse(line) as { level?: number }).level ?? 0;
        if (level >= 50) errorLogs.push(line);
      }
      done();
    },
  });
  const registered: RouteOptions[] = [];
  const app = await buildApp(
    testConfig({
      publicUrl: 'http://localhost:3000',
      logLevel: 'error',
      // Sign-in and sign-up are rate limited per address; every fuzz request comes from one.
      rateLimit: { authMax: 1_000_000, windowMs: 60_000 },
    }),
    { logStream, onRoute: (route) => registered.push(route) },
  );
  const routes = routeTable(registered);

  const ownerSignUp = await signUpVerified(app, { password: PASSWORD });
  const other = await signUpVerified(app, { password: PASSWORD });
  const adminEmail = `fuzz.admin.${Date.now()}@example.com`;
  await createAdmin(app.ctx, { email: adminEmail, password: ADMIN_PASSWORD, name: 'Fuzz Admin' });
  const adminLogin = await app.inject(json('POST', '/api/user/login', { email: adminEmail, password: ADMIN_PASSWORD }));
  const admin = {
    token: adminLogin.json().token as string,
    userId: adminLogin.json().profile.userId as string,
    email: adminEmail,
  };
  const owner = {
    token: ownerSignUp.token,
    userId: ownerSignUp.profile.userId,
    companyId: ownerSignUp.profile.id,
    email: ownerSignUp.email,
  };
  const ok = async (options: InjectOptions) => {
    const res = await app.inject(options);
    if (res.statusCode >= 300)
      throw new Error(`fuzz setup: ${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  // An allowed company (the owner can post jobs), with a draft and a published job.
  await ok(json('PATCH', `/api/admin/companies/${owner.companyId}`, { isAllowed: true }, admin.token));
  const industry = (await ok(json('GET', '/api/industries')))[0];
  const profession = (await ok(json('GET', `/api/industry/${industry.id}/professions`)))[0];
  const skills = await ok(json('POST', '/api/profession-with-skills', { professionIds: [profession.id] }));
  const educations = await ok(json('GET', '/api/educations'));
  const ages = await ok(json('GET', '/api/age-specifications'));
  const experiences = await ok(json('GET', '/api/professional-experiences'));
  const job = {
    jobTitle: 'Backend Developer',
    industryId: industry.id,
    professionId: profession.id,
    skillIds: skills.slice(0, 2).map((s: { id: string }) => s.id),
    educationIds: [educations[0].id],
    ageSpecificationId: ages[0].id,
    professionalExperienceId: experiences[0].id,
    gender: 'All',
    workType: 'Fully Remote',
    matchingCriteria: {
      educationPercentage: 25,
      workExperiencePercentage: 25,
      hardSkillsPercentage: 25,
      softSkillPercentage: 25,
    },
  };
  const jobUrl = `/api/companies/${owner.companyId}/company-jobs`;
  const draft = await ok(json('POST', jobUrl, job, owner.token));
  const published = await ok(json('POST', jobUrl, { ...job, jobTitle: 'Published role' }, owner.token));
  await ok(
    json(
      'PATCH',
      `/api/company-job/${published.id}`,
      {
        jobDescription: '<p>Build the product with us.</p>',
        jobType: 'Full time',
        currency: 'EUR',
        salaryType: 'Monthly',
        minimumSalary: 1000,
        maximumSalary: 2000,
        numberOfHiring: 1,
        jobStatus: 'Published',
      },
      owner.token,
    ),
  );
  const questions = await ok(json('POST', `/api/company-jobs/${draft.id}/custom-questions`, ['Why us?'], owner.token));
  const packages = await ok(json('GET', '/api/admin/packages', undefined, admin.token));
  const promo = await ok(
    json('POST', '/api/admin/promos', { promoCode: 'FUZZ10', discountType: 'percent', discountValue: 10 }, admin.token),
  );

  // A payment in progress, so signed webhook events can name a real intent.
  const payment = await ok(
    json('POST', '/api/create-payment-intent', { packageId: packages[0].id, companyId: owner.companyId }, owner.token),
  );
  const session = await getSessionByClientSecret(app.db, payment.sessionId);
  const intent = session && (await app.ctx.payments.sandbox?.retrieveIntent(session.providerIntentId));
  if (!intent) throw new Error('fuzz setup: no payment intent');
  const memberships = (await ok(json('GET', `/api/company/${owner.companyId}/users`, undefined, owner.token))) as {
    id: string;
  }[];
  const byKind: Known['byKind'] = {
    user: [owner.userId, other.profile.userId, admin.userId],
    company: [owner.companyId, other.profile.id],
    job: [draft.id, published.id],
    question: (questions as { id: string }[]).map((q) => q.id),
    membership: memberships.map((m) => m.id),
    package: (packages as { id: string }[]).slice(0, 2).map((p) => p.id),
    promo: [promo.id],
    industry: [industry.id],
    profession: [profession.id],
    skill: [skills[0].id],
  };
  const known: Known = {
    byKind,
    ids: [
      owner.userId,
      owner.companyId,
      other.profile.userId,
      other.profile.id,
      admin.userId,
      draft.id,
      published.id,
      ...(questions as { id: string }[]).map((q) => q.id),
      industry.id,
      profession.id,
      skills[0].id,
      educations[0].id,
      ages[0].id,
      experiences[0].id,
      ...(packages as { id: string }[]).slice(0, 2).map((p) => p.id),
      promo.id,
      '00000000-0000-4000-8000-000000000000',
    ],
    emails: [owner.email, other.email, adminEmail, 'nobody@example.com'],
    passwords: [PASSWORD, ADMIN_PASSWORD],
  };
  const target = { app, routes, known, owner, admin, intent, errorLogs, close: () => app.close() };
  await probeFilters(target);
  return target;
}

/** Who sends a request, and how: the session's carrier and the headers that come with it. */
type Caller =
  | { kind: 'owner' | 'admin'; via: 'bearer' | 'cookie'; origin?: string }
  | { kind: 'anonymous'; token?: string; cookie?: string; origin?: string };

/** What a header value can hold at all (the HTTP layer refuses anything else before the app). */
const PRINTABLE_ASCII = /^[ -~]*$/;

const ODD_ORIGINS = ['null', 'http://localhost:3000', 'https://evil.example', 'garbage', 'http://[::1', '://', 'http://%00', ''];

/** The callers of a route: mostly the one it is meant for (admin routes: the administrator). */
const callerArb = (url: string): fc.Arbitrary<Caller> => {
  const signedIn = (kind: 'owner' | 'admin') =>
    fc.record(
      {
        kind: fc.constant(kind),
        via: fc.constantFrom('bearer' as const, 'bearer' as const, 'cookie' as const),
        origin: fc.constantFrom(...ODD_ORIGINS),
      },
      { requiredKeys: ['kind', 'via'] },
    );
  const anonymous = fc.record(
    {
      kind: fc.constant('anonymous' as const),
      token: fc.oneof(
        hostileString.filter((s) => PRINTABLE_ASCII.test(s)),
        fc.constant('x'.repeat(300)),
      ),
      cookie: fc.oneof(
        fc.string({ maxLength: 40 }).filter((s) => PRINTABLE_ASCII.test(s) && !s.includes(';')),
        fc.constant('%00%ff'),
      ),
      origin: fc.constantFrom(...ODD_ORIGINS),
    },
    { requiredKeys: ['kind'] },
  );
  const admin = url.startsWith('/api/admin/');
  return fc.oneof(
    { weight: 5, arbitrary: signedIn(admin ? 'admin' : 'owner') },
    { weight: 1, arbitrary: signedIn(admin ? 'owner' : 'admin') },
    { weight: 2, arbitrary: anonymous },
  );
};

/** One request as the fuzz sends it: what to inject and who sends it. */
export type FuzzRequest = {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** A path parameter: a real id (usually of the kind the route names) or something that is not one. */
const paramArb = (known: Known, url: string, name: string) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...idsFor(known, url, name)) },
    { weight: 2, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.oneof(
        hostileString,
        fc.constantFrom('not-a-uuid', '1', '-1', 'NaN', '..', '%2e%2e', 'x'.repeat(120), '00000000-0000-4000-8000-00000000000g'),
      ),
    },
  );

/** The known ids of the kind a path parameter names, so that most calls reach the service. */
function idsFor(known: Known, url: string, name: string): string[] {
  const kinds: [RegExp, keyof Known['byKind']][] = [
    [/userId$/, 'user'],
    [/companyId$/, 'company'],
    [/jobId$/, 'job'],
  ];
  for (const [re, kind] of kinds) if (re.test(name) && known.byKind[kind].length) return known.byKind[kind];
  const byUrl: [RegExp, keyof Known['byKind']][] = [
    [/custom-question/, 'question'],
    [/company-user-delete/, 'membership'],
    [/\/(company|companies|admin\/companies)\/:id/, 'company'],
    [/company-job/, 'job'],
    [/packages/, 'package'],
    [/promos/, 'promo'],
    [/industr/, 'industry'],
    [/professions/, 'profession'],
    [/skills/, 'skill'],
  ];
  for (const [re, kind] of byUrl) if (re.test(url) && known.byKind[kind].length) return known.byKind[kind];
  return known.ids;
}

/** Malformed or surprising bodies for any route, whatever its schema. */
const rawBodyArb: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc.oneof(
  fc.constantFrom(
    { payload: '{', contentType: 'application/json' },
    { payload: '{"a":1,}', contentType: 'application/json' },
    { payload: '[]', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '"\\u0000"', contentType: 'application/json' },
    { payload: '{"__proto__":{"isAllowed":true}}', contentType: 'application/json' },
    { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
    { payload: '\u0000\u0001', contentType: 'application/json' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'plain', contentType: 'text/plain' },
    { payload: '{}', contentType: 'application/json; charset=latin-1' },
    { payload: '{}', contentType: 'application/json; charset=utf-16' },
    {
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
    { payload: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
    { payload: 'garbage', contentType: 'multipart/form-data' },
    { payload: '{}', contentType: 'application/vnd.evil+json' },
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/json' })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
);

type Body = { payload?: string | Buffer; contentType?: string; headers?: Record<string, string> };

/**
 * Webhook events signed with the sandbox provider's own key, about the owner's real intent with
 * hostile parts: unsigned bodies stop at the signature check, these reach the event handling.
 */
function signedWebhookArb(target: Pick<FuzzTarget, 'app' | 'intent'>): fc.Arbitrary<Body> {
  const sandbox = target.app.ctx.payments.sandbox;
  if (!sandbox) return fc.constant({});
  return fc
    .tuple(
      fc.constantFrom('payment_intent.succeeded' as const, 'payment_intent.payment_failed' as const),
      mutated(fc.constant(target.intent)),
    )
    .map(([type, intent]) => {
      const { body, signature } = sandbox.signedEvent(type, intent as ProviderIntent);
      return { payload: body, contentType: 'application/json', headers: { 'sandbox-signature': signature } };
    });
}

/** Every route's requests, generated from its schemas. */
export function requestArb(target: Pick<FuzzTarget, 'routes' | 'known' | 'app' | 'intent'>): fc.Arbitrary<FuzzRequest> {
  const perRoute = target.routes.map((route) => {
    const params = route.params
      ? fc.record(
          Object.fromEntries(Object.keys(route.params.properties ?? {}).map((k) => [k, paramArb(target.known, route.url, k)])),
        )
      : fc.constant({} as Record<string, unknown>);
    const query = route.querystring
      ? mutated(
          fc.record(
            Object.fromEntries(
              Object.entries(route.querystring.properties ?? {}).map(([k, s]) => [
                k,
                k === 'filter' ? filterParam(route.filterable) : fromSchema(s, target.known, k),
              ]),
            ),
            { requiredKeys: route.querystring.required ?? [] },
          ),
          // The generated filter is hostile already: keep it as it is more often.
          6,
        )
      : fc.option(fc.dictionary(fc.constantFrom('filter', 'q', 'x'), hostileString, { maxKeys: 2 }), { nil: undefined });
    const body: fc.Arbitrary<Body> =
      route.method === 'GET' || route.method === 'DELETE'
        ? fc.constant({})
        : fc.oneof(
            // The webhook takes its raw body: fuzzed unsigned like any other, and signed.
            ...(route.url === '/api/payments/webhook' ? [{ weight: 8, arbitrary: signedWebhookArb(target) }] : []),
            {
              weight: 8,
              arbitrary: mutated(fromSchema(route.body ?? { type: 'object' }, target.known)).map((v) => ({
                payload: JSON.stringify(v) ?? '',
                contentType: 'application/json',
              })),
            },
            { weight: 1, arbitrary: rawBodyArb },
          );
    return fc.record({ params, query, body, caller: callerArb(route.url) }).map(({ params, query, body, caller }) => {
      const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encode(String(params[name] ?? '')));
      const search =
        query && typeof query === 'object' && !Array.isArray(query) ? queryString(query as Record<string, unknown>) : '';
      const headers: Record<string, string> = { ...body.headers };
      if (body.contentType) headers['content-type'] = body.contentType;
      if (caller.origin !== undefined) headers.origin = caller.origin;
      if (caller.kind === 'anonymous') {
        if (caller.token !== undefined) headers.authorization = `Bearer ${caller.token}`;
        if (caller.cookie !== undefined) headers.cookie = `td_session=${caller.cookie}`;
      }
      return { caller, method: route.method, url: `${path}${search}`, headers, payload: body.payload };
    });
  });
  return fc.oneof(...perRoute);
}

/**
 * encodeURIComponent, except that a lone UTF-16 surrogate (which it refuses) is sent as the bytes
 * its code would have in UTF-8 (ED A0 80 for U+D800): what an attacker's raw request can carry.
 */
const encode = (s: string) =>
  s.replace(/[\s\S]/gu, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(ch);
  });

/** Query values as a browser would encode them; a non-string value travels as its JSON. */
function queryString(query: Record<string, unknown>) {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * What a fuzzed call may have ended is put back, so later calls still reach the services: the
 * owner's and the administrator's sessions (a sign-out, a password change), the company's
 * approval (the administrator's revoke) and the known jobs (a soft delete).
 */
async function restoreState(target: FuzzTarget) {
  for (const who of [target.owner, target.admin]) {
    if (await findSessionPrincipal(target.app.db, hashSecret(who.token))) continue;
    const token = newSecret();
    await insertSession(target.app.db, {
      userId: who.userId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    who.token = token;
  }
  // The administrator may have revoked the company; the owner's calls are meant as an allowed company's.
  await target.app.db.update(companies).set({ isAllowed: true }).where(eq(companies.id, target.owner.companyId));
  await target.app.db.update(companyJobs).set({ isJobDeleted: false }).where(inArray(companyJobs.id, target.known.byKind.job));
}

export type FuzzFailure = { run: number; request: FuzzRequest; status: number; body: string; errorLogs: string[] };

/** How many answers each status had: shows how much of the fuzz got past validation. */
export type StatusCounts = Record<number, number>;

/** Sends one request; the failure it shows, if any. */
export async function send(
  target: FuzzTarget,
  request: FuzzRequest,
  run: number,
  statuses: StatusCounts = {},
): Promise<FuzzFailure | undefined> {
  const headers = { ...request.headers };
  const { caller } = request;
  if (caller.kind !== 'anonymous') {
    const { token } = caller.kind === 'owner' ? target.owner : target.admin;
    if (caller.via === 'bearer') headers.authorization = `Bearer ${token}`;
    else headers.cookie = `td_session=${token}`;
  }
  // The event stream never ends: its answer is taken as a stream, judged by its status, and dropped.
  const stream = request.method === 'GET' && request.url.split('?')[0] === '/api/events';
  target.errorLogs.length = 0;
  const res = await target.app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    payload: request.payload,
    ...(stream ? { payloadAsStream: true } : {}),
  });
  if (stream) res.stream().destroy();
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  // Give queued work (emails, events) a turn, so what it logs is charged to this request.
  await new Promise((resolve) => setImmediate(resolve));
  if (res.statusCode < 400 && request.method !== 'GET') await restoreState(target);
  if (res.statusCode >= 500 || target.errorLogs.length > 0) {
    const body = stream ? '(event stream)' : res.body.slice(0, 500);
    return { run, request, status: res.statusCode, body, errorLogs: [...target.errorLogs] };
  }
  return undefined;
}

export type FuzzResult = { requests: number; seed: number; failures: FuzzFailure[]; statuses: StatusCounts; ms: number };

/**
 * Runs `runs` generated requests against the target with fast-check, from `seed`. Every failure
 * is recorded (not just the first) with its run number: the same seed generates the same requests.
 */
export async function runFuzz(
  target: FuzzTarget,
  opts: { runs: number; seed: number; onProgress?: (done: number) => void },
): Promise<FuzzResult> {
  const failures: FuzzFailure[] = [];
  const statuses: StatusCounts = {};
  let run = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(requestArb(target), async (request) => {
      run += 1;
      const failure = await send(target, request, run, statuses);
      if (failure) failures.push(failure);
      if (opts.onProgress && run % 1000 === 0) opts.onProgress(run);
      return true;
    }),
    { numRuns: opts.runs, seed: opts.seed, endOnFailure: true },
  );
  return { requests: run, seed: opts.seed, failures, statuses, ms: Date.now() - started };
}

/** A failure as a reader can replay it. */
export const describeFailure = (f: FuzzFailure) =>
  [
    `#${f.run} ${f.request.method} ${f.request.url} as ${JSON.stringify(f.request.caller)} -> ${f.status}`,
    `  headers: ${JSON.stringify(f.request.headers)}`,
    `  payload: ${JSON.stringify(typeof f.request.payload === 'string' ? f.request.payload.slice(0, 400) : f.request.payload?.toString('base64'))}`,
    `  answer: ${f.body}`,
    ...f.errorLogs.map((l) => `  log: ${l.slice(0, 1500)}`),
  ].join('\n');
