/**
 * The fuzz's requests to the public pages outside /api (careers pages and their feeds, the sitemap,
 * robots.txt, job pages and their share cards) and to every route of the web app and addresses
 * that are none: each path parameter and each query parameter a page reads, with valid values,
 * invalid ones, oversize ones, repeated ones and hostile ones, and the conditional and visitor
 * headers the pages read.
 */
import { JOB_TYPES, MAX_PATH_PARAM_LENGTH, WEB_APP_ROUTES, WORK_TYPES } from '@talentdeck/shared';
import fc from 'fast-check';
import { encode, hostileString, type Known } from './arbitraries.js';

/** What the public pages' requests are made of, besides the ids the API's requests use too. */
export type PublicPagesData = {
  /** Public routes as registered (GET), outside /api. */
  routes: string[];
  /** Careers page slugs of the fuzz's companies. */
  slugs: string[];
};

/** One public page request before the caller is chosen: path, query string and headers. */
export type PublicPageRequest = { method: 'GET' | 'HEAD'; url: string; headers: Record<string, string> };

/**
 * Registered routes outside /api that are no page of the product, or are fuzzed another way: the
 * file servers (the web app's build behind '/*', whose routes come from WEB_APP_ROUTES below, and
 * local uploads) and the laptop's mail viewer.
 */
const NOT_PAGES = [/^\/\*$/, /^\/uploads\//, /^\/dev\//];
export const isPublicPageRoute = (url: string) => !url.startsWith('/api') && !NOT_PAGES.some((re) => re.test(url));

/** A path segment past, at and just under the router's limit, and other shapes no id has. */
const oddSegment = fc.oneof(
  hostileString.filter((s) => s !== ''),
  fc.constantFrom(
    'x'.repeat(MAX_PATH_PARAM_LENGTH - 1),
    'x'.repeat(MAX_PATH_PARAM_LENGTH),
    'x'.repeat(MAX_PATH_PARAM_LENGTH + 1),
    'é'.repeat(MAX_PATH_PARAM_LENGTH + 1),
    'x'.repeat(5_000),
    'not-a-uuid',
    '00000000-0000-4000-8000-00000000000g',
    'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
    '..',
    '.',
    'a.b',
    'index.html',
    '%',
    '%ZZ',
    '%2F',
    ';',
  ),
);

const uuidLike = (known: Known) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known.byKind.job) },
    { weight: 1, arbitrary: fc.constantFrom(...known.byKind.job).map((id) => id.toUpperCase()) },
    { weight: 1, arbitrary: fc.constantFrom(...known.ids) },
    { weight: 1, arbitrary: fc.uuid() },
  );

/** A path parameter: a real value most often, else anything. */
const segment = (real: fc.Arbitrary<string>) => fc.oneof({ weight: 3, arbitrary: real }, { weight: 2, arbitrary: oddSegment });

const slugArb = (data: PublicPagesData) =>
  segment(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...data.slugs) },
      { weight: 1, arbitrary: fc.constantFrom(...data.slugs).map((s) => s.toUpperCase()) },
      { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/) },
      { weight: 1, arbitrary: fc.constantFrom('a'.repeat(60), 'a'.repeat(61), 'no-such-company', 'ab') },
    ),
  );

const sitemapFileArb = segment(
  fc.oneof(
    fc.constantFrom('jobs-1.xml', 'careers-1.xml', 'jobs-0.xml', 'jobs-01.xml', 'jobs-999999.xml', 'jobs-1000000.xml'),
    fc.tuple(fc.constantFrom('jobs', 'careers', 'other'), fc.integer({ min: -2, max: 3 })).map(([k, n]) => `${k}-${n}.xml`),
  ),
);

/** Values of one query parameter: its own (valid) values, near misses, oversize and hostile ones. */
const valueArb = (valid: readonly string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...valid).map((v) => v.toLowerCase()) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', 'foo', 'x'.repeat(201), 'x'.repeat(5_000), 'é'.repeat(300)) },
    { weight: 2, arbitrary: hostileString },
  );

/** One parameter: absent, once, or repeated (`?a=1&a=2`), as [name, value] pairs. */
const paramPairs = (name: string, value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant([] as [string, string][]) },
    { weight: 4, arbitrary: value.map((v): [string, string][] => [[name, v]]) },
    {
      weight: 1,
      arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v): [string, string] => [name, v])),
    },
  );

/** Query parameters no page reads, and pieces of query string no browser would send. */
const strayPairs = fc.array(
  fc.tuple(fc.constantFrom('x', 'utm_source', '__proto__', 'constructor', 'page[]', 'city[a]', 'filter', ''), hostileString),
  { maxLength: 2 },
);
const RAW_QUERY_ENDINGS = ['', '', '', '&', '&&=&', '=', 'a=b=c', '%', '%ZZ', 'workType', 'page=1;page=2', '#x'];

/** A query string from [name, value] pairs, each encoded, with sometimes a raw ending. */
const queryOf = (pairs: fc.Arbitrary<[string, string][]>) =>
  fc.tuple(pairs, strayPairs, fc.constantFrom(...RAW_QUERY_ENDINGS)).map(([own, stray, raw]) => {
    const parts = [...own, ...stray].map(([k, v]) => `${encode(k)}=${encode(v)}`);
    if (raw) parts.push(raw.replace('#', '%23'));
    return parts.length ? `?${parts.join('&')}` : '';
  });

/** The careers page's own query parameters (careers.pages.ts). */
const careersQuery = queryOf(
  fc
    .tuple(
      paramPairs('workType', valueArb(WORK_TYPES)),
      paramPairs('jobType', valueArb(JOB_TYPES)),
      paramPairs('city', valueArb(['Berlin', 'Paris', 'Zürich', 'São Paulo', 'القاهرة'])),
      paramPairs('page', valueArb(['1', '2', '10000', '10001', '0', '-1', '1.5', '1e3', '0x10', 'NaN', '99999999999999999999'])),
    )
    .map((groups) => groups.flat()),
);
const noQuery = queryOf(fc.constant([]));

/** Headers the public pages read: conditional requests, prefetching, the visitor cookie, the agent. */
const headersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"x"', 'W/', '', 'W/"x", "y"', 'x'.repeat(300)),
    'if-modified-since': fc.constantFrom(
      new Date().toUTCString(),
      'Thu, 01 Jan 1970 00:00:00 GMT',
      'Fri, 31 Dec 9999 23:59:59 GMT',
      'yesterday',
      '',
      '-1',
    ),
    'sec-purpose': fc.constantFrom('prefetch', 'prefetch;prerender', ''),
    'user-agent': fc.constantFrom('Googlebot/2.1', 'Mozilla/5.0', '', 'x'.repeat(2_000)),
    cookie: fc.constantFrom('td_visitor=x', 'td_visitor=', `td_visitor=${'v'.repeat(500)}`, 'td_visitor=%00%ff', 'td_visitor'),
    accept: fc.constantFrom('text/html', '*/*', 'application/json', 'image/png'),
  },
  { requiredKeys: [] },
);

/** A route of the web app with its parameters filled, or an address that is none. */
const webAppPath = (known: Known) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...WEB_APP_ROUTES),
          segment(fc.oneof(uuidLike(known), fc.string({ minLength: 1, maxLength: 20 }))),
          fc.constantFrom('', '', '/', '//', '/extra'),
        )
        .map(([route, value, tail]) => `${route.replace(/:\w+/g, encode(value))}${route === '/' ? '' : tail}`),
    },
    {
      weight: 1,
      arbitrary: fc.array(oddSegment, { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.map(encode).join('/')}`),
    },
  );

/** Each public page's paths and query strings, by its registered route. */
export function publicPagePaths(known: Known, data: PublicPagesData): Record<string, fc.Arbitrary<string>> {
  const path = (p: fc.Arbitrary<string>, query = noQuery) => fc.tuple(p, query).map(([a, b]) => `${a}${b}`);
  const job = segment(uuidLike(known)).map(encode);
  const slug = slugArb(data).map(encode);
  return {
    '/': path(fc.constant('/')),
    '/careers/:slug': path(
      slug.map((s) => `/careers/${s}`),
      careersQuery,
    ),
    '/careers/:slug/feed.xml': path(slug.map((s) => `/careers/${s}/feed.xml`)),
    '/sitemap.xml': path(fc.constant('/sitemap.xml')),
    '/sitemaps/:file': path(sitemapFileArb.map((f) => `/sitemaps/${encode(f)}`)),
    '/robots.txt': path(fc.constant('/robots.txt')),
    '/job-summary/:jobId': path(job.map((id) => `/job-summary/${id}`)),
    '/job-summary/:jobId/card.png': path(job.map((id) => `/job-summary/${id}/card.png`)),
    // The web app's routes (the file server's wildcard), and addresses of no route.
    '/*': path(webAppPath(known)),
  };
}

/** Requests to every public page: the careers page, which reads most, more often. */
export function publicPageRequestArb(known: Known, data: PublicPagesData): fc.Arbitrary<PublicPageRequest> {
  const paths = publicPagePaths(known, data);
  const weights: Record<string, number> = { '/careers/:slug': 6, '/*': 4, '/job-summary/:jobId': 2 };
  return fc
    .tuple(
      fc.oneof(...Object.entries(paths).map(([route, arbitrary]) => ({ weight: weights[route] ?? 1, arbitrary }))),
      fc.constantFrom('GET' as const, 'GET' as const, 'GET' as const, 'HEAD' as const),
      headersArb,
    )
    .map(([url, method, headers]) => ({ method, url, headers }));
}
