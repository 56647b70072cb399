/**
 * The API fuzz in CI: every /api route, from its own schemas, and every public page outside /api
 * with each parameter it reads (public-pages.ts), about 2,000 requests from a fixed seed (so a
 * failure here replays exactly with `FUZZ_SEED=20261124 FUZZ_RUNS=2000 npm run fuzz`).
 * `npm run fuzz` runs the same at length with a random seed.
 */
import { MESSAGES } from '@talentdeck/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from './arbitraries.js';
import { describeFailure, type FuzzRoute, type FuzzTarget, runFuzz, startFuzzTarget } from './harness.js';
import { publicPagePaths } from './public-pages.js';
import { requestArb } from './requests.js';

const SEED = 20261124;
const RUNS = 2_000;

let target: FuzzTarget;
beforeAll(async () => {
  target = await startFuzzTarget();
}, 120_000);
afterAll(async () => {
  await target?.close();
});

/** The dotted path (as the 422's `details` names it) of every text field in a schema. */
function textFields(schema: JsonSchema | undefined, at: string[] = []): string[][] {
  if (!schema) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return textFields(
      variants.find((v) => v.type !== 'null'),
      at,
    );
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, s]) => textFields(s, [...at, key]));
  if (schema.type === 'array') return textFields(schema.items, [...at, '0']);
  // Ids, dates and fixed choices have a format of their own, which refuses any control character.
  if (schema.type === 'string' && !schema.enum && !schema.format && schema.const === undefined) return [at];
  return [];
}

/** A body holding `value` at `path` and nothing else (arrays where the path has an index). */
const bodyAt = (path: string[], value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return head === '0' ? [bodyAt(rest, value)] : { [head]: bodyAt(rest, value) };
};

describe('API fuzz', () => {
  it('collects every /api route with its schemas', () => {
    const names = target.routes.map((r: FuzzRoute) => `${r.method} ${r.url}`);
    expect(names).toContain('POST /api/user/createCompany');
    expect(names).toContain('PATCH /api/company-job/:jobId');
    expect(names).toContain('POST /api/payments/webhook');
    expect(names.length).toBeGreaterThan(60);
    expect(target.routes.find((r) => r.url === '/api/company-jobs' && r.method === 'GET')?.filterable).toContain('jobTitle');
  });

  it('generates requests to every public page the server registers, with each query parameter a page reads', () => {
    expect(target.pages.routes).toEqual(expect.arrayContaining(['/careers/:slug', '/job-summary/:jobId', '/sitemap.xml']));
    const generated = Object.keys(publicPagePaths(target.known, target.pages));
    expect(generated.filter((r) => r !== '/*').sort(), 'public pages without requests in public-pages.ts').toEqual(
      target.pages.routes,
    );
    // A sample as large as the run below: the pages and their parameters are among its requests.
    const urls = fc.sample(requestArb(target), { numRuns: RUNS, seed: SEED }).map((r) => r.url);
    const pages = urls.filter((u) => !u.startsWith('/api/'));
    expect(pages.length).toBeGreaterThan(RUNS / 30);
    const careers = pages.filter((u) => /^\/careers\/[^/?]*\?/.test(u));
    for (const param of ['workType', 'jobType', 'city', 'page'])
      expect(
        careers.some((u) => u.includes(`${param}=`)),
        param,
      ).toBe(true);
    expect(
      careers.some((u) => /[?&](\w+)=[^&]*&(?:.*&)?\1=/.test(u)),
      'a repeated parameter',
    ).toBe(true);
    for (const prefix of ['/job-summary/', '/sitemaps/', '/careers/', '/robots.txt', '/sitemap.xml'])
      expect(
        pages.some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it('refuses a control character in every text field of every body and query with 422', async () => {
    const checked: string[] = [];
    for (const route of target.routes) {
      for (const [where, schema] of [
        ['body', route.body],
        ['query', route.querystring],
      ] as const) {
        for (const path of textFields(schema)) {
          const field = path.join('.');
          const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
          const res = await target.app.inject({
            method: route.method as 'GET',
            // The administrator passes every guard that runs before validation.
            headers: { authorization: `Bearer ${target.admin.token}` },
            ...(where === 'body'
              ? { url, payload: bodyAt(path, 'a\u0000b') as object }
              : { url: `${url}?${encodeURIComponent(field)}=a%00b` }),
          });
          const details = (res.json() as { error?: { details?: { field: string; message: string }[] } }).error?.details;
          expect(res.statusCode, `${route.method} ${route.url} ${where} ${field}`).toBe(422);
          expect(details, `${route.method} ${route.url} ${where} ${field}`).toContainEqual({
            field,
            message: MESSAGES.controlCharacters,
          });
          checked.push(`${route.url} ${field}`);
        }
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  });

  it(`answers ${RUNS} generated hostile requests without a 5xx or a logged error (seed ${SEED})`, async () => {
    const result = await runFuzz(target, { runs: RUNS, seed: SEED });
    expect(result.requests).toBe(RUNS);
    // Most requests must get past validation, or the fuzz would only be testing the schemas.
    expect((result.statuses[200] ?? 0) + (result.statuses[204] ?? 0)).toBeGreaterThan(RUNS / 10);
    expect(result.failures.map(describeFailure)).toEqual([]);
  }, 300_000);
});
