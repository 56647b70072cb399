/**
 * What the accounts API tests share: one app per test file and the calls they make. The binding
 * `app` is live: it holds the app once useAccountsApp's beforeAll has run.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, detailsOf, errorOf, json } from '#test/helpers.js';

export let app: FastifyInstance;
export function useAccountsApp() {
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
}

export const post = (url: string, body?: unknown, token?: string) => app.inject(json('POST', url, body, token));
export const get = (url: string, token?: string) => app.inject(json('GET', url, undefined, token));

export { detailsOf, errorOf };
