/**
 * The API fuzz in CI: every /api route, from its own schemas, about 2,000 requests from a fixed
 * seed (so a failure here replays exactly with `FUZZ_SEED=20261124 FUZZ_RUNS=2000 npm run fuzz`).
 * `npm run fuzz` runs the same at length with a random seed.
 */
import { MESSAGES } from '@talentdeck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from './arbitraries.js';
import { describeFailure, type FuzzRoute, type FuzzTarget, runFuzz, startFuzzTarget } from './harness.js';

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
