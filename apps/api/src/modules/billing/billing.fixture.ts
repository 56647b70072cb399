/**
 * What the billing API tests share: one app per test file, an administrator, the seeded packages'
 * ids, and calls as the administrator. The bindings are live: they hold their values once
 * useBillingApp's beforeAll has run.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { administrator } from '#test/billing-helpers.js';
import { createTestApp, errorOf, json } from '#test/helpers.js';

export let app: FastifyInstance;
export let premiumId: string;
export let starterId: string;
export let admin: Awaited<ReturnType<typeof administrator>>;

export function useBillingApp() {
  beforeAll(async () => {
    app = await createTestApp();
    admin = await administrator(app);
    const pkgs = (await app.inject(json('GET', '/api/packages'))).json() as { id: string; packageName: string }[];
    premiumId = pkgs.find((p) => p.packageName === 'Premium')?.id as string;
    starterId = pkgs.find((p) => p.packageName === 'Starter')?.id as string;
  });
  afterAll(async () => {
    await app?.close();
  });
}

export const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  app.inject(json(method, url, body, admin.token));

export async function createPromo(body: Record<string, unknown>) {
  const res = await asAdmin('POST', '/api/admin/promos', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; promoCode: string; timesUsed: number };
}

export const code = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`.toUpperCase();

/** Delivers a sandbox-signed provider event to the webhook, as the provider would. */
export const deliverWebhook = (event: { body: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: event.body,
    headers: { 'content-type': 'application/json', 'sandbox-signature': event.signature },
  });

export { errorOf };
