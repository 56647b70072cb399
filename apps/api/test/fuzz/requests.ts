/**
 * The fuzz's requests: generated from each route's own schemas by fast-check, with hostile values
 * mixed in, sent by every kind of caller.
 */
import fc from 'fast-check';
import type { ProviderIntent } from '#api/platform/payments/provider.js';
import { encode, filterParam, fromSchema, hostileString, type Known, mutated } from './arbitraries.js';
import { publicPageRequestArb } from './public-pages.js';
import type { FuzzTarget } from './target.js';

/** Who sends a request, and how: the session's carrier and the headers that come with it. */
type Caller =
  | { kind: 'owner' | 'admin'; via: 'bearer' | 'cookie'; origin?: string }
  | { kind: 'anonymous'; token?: string; cookie?: string; origin?: string };

/** What a header value can hold at all (the HTTP layer refuses anything else before the app). */
const PRINTABLE_ASCII = /^[ -~]*$/;

const ODD_ORIGINS = ['null', 'http://localhost:3000', 'https://evil.example', 'garbage', 'http://[::1', '://', 'http://%00', ''];

/** The callers of a route: mostly the one it is meant for (admin routes: the administrator). */
export const callerArb = (url: string): fc.Arbitrary<Caller> => {
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
export function idsFor(known: Known, url: string, name: string): string[] {
  const kinds: [RegExp, keyof Known['byKind']][] = [
    [/userId$/, 'user'],
    [/companyId$/, 'company'],
    [/jobId$/, 'job'],
    [/testId$/, 'test'],
  ];
  for (const [re, kind] of kinds) if (re.test(name) && known.byKind[kind].length) return known.byKind[kind];
  const byUrl: [RegExp, keyof Known['byKind']][] = [
    [/^\/api\/job-applications\//, 'application'],
    [/^\/api\/candidate\//, 'candidate'],
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

/** Every route's requests, generated from its schemas, and the public pages' (public-pages.ts). */
export function requestArb(target: Pick<FuzzTarget, 'routes' | 'known' | 'app' | 'intent' | 'pages'>): fc.Arbitrary<FuzzRequest> {
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
  const pages = fc.tuple(publicPageRequestArb(target.known, target.pages), callerArb('/')).map(([page, caller]): FuzzRequest => {
    const headers = { ...page.headers };
    if (caller.origin !== undefined) headers.origin = caller.origin;
    if (caller.kind === 'anonymous') {
      if (caller.token !== undefined) headers.authorization = `Bearer ${caller.token}`;
      if (caller.cookie !== undefined)
        headers.cookie = [headers.cookie, `td_session=${caller.cookie}`].filter(Boolean).join('; ');
    }
    return { caller, method: page.method, url: page.url, headers };
  });
  // About one request in twelve goes to a public page: the API has far more routes and inputs.
  return fc.oneof(...perRoute, { weight: Math.max(1, Math.round(perRoute.length / 12)), arbitrary: pages });
}

/** Query values as a browser would encode them; a non-string value travels as its JSON. */
export function queryString(query: Record<string, unknown>) {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
