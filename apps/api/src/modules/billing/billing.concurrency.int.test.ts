import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundles, creditLedger, promos } from '#api/db/schema/index.js';
import { administrator, approvedCompany, billingClient } from '#test/billing-helpers.js';
import { createTestApp, json } from '#test/helpers.js';
import { consumeJobCredit } from './billing.service.js';

/** Races that matter on PostgreSQL (CI); they run on PGlite too, where they are serialised. */
let app: FastifyInstance;
let packageId: string;
beforeAll(async () => {
  app = await createTestApp();
  const pkgs = (await app.inject(json('GET', '/api/packages'))).json() as { id: string; packageName: string }[];
  packageId = pkgs.find((p) => p.packageName === 'Take off')?.id as string;
});
afterAll(async () => {
  await app?.close();
});

describe('under concurrency', () => {
  it('20 parallel publishes of 20 jobs against 5 credits: exactly 5 succeed and the balance is 0', async () => {
    const company = await approvedCompany(app);
    const c = billingClient(app, company.token);
    await c.buy(company.companyId, packageId);
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(5);

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => consumeJobCredit(app.ctx, company.companyId, randomUUID())),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 402, message: MESSAGES.outOfJobCredits });
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(0);
    const [bundle] = await app.db.select().from(bundles).where(eq(bundles.companyId, company.companyId));
    expect(bundle?.numberOfJobs).toBe(0);
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.companyId, company.companyId));
    expect(ledger.reduce((s, l) => s + l.delta, 0)).toBe(0);
  });

  it('the same job published 10 times in parallel is charged once', async () => {
    const company = await approvedCompany(app);
    const c = billingClient(app, company.token);
    await c.buy(company.companyId, packageId);
    const jobId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeJobCredit(app.ctx, company.companyId, jobId)));
    for (const r of results) expect(r.remainingJobs).toBe(4);
  });

  it('the same confirmation delivered 10 times in parallel (client and webhook) credits once', async () => {
    const company = await approvedCompany(app);
    const c = billingClient(app, company.token);
    const { paid } = await c.payFor(company.companyId, packageId);
    const sandbox = app.ctx.payments.sandbox;
    if (!sandbox) throw new Error('sandbox expected');
    const snapshot = await sandbox.retrieveIntent(paid.body.transactionId);
    if (!snapshot) throw new Error('intent expected');
    const event = sandbox.signedEvent('payment_intent.succeeded', snapshot);
    const deliveries = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? c.accept(company.companyId, packageId, paid.body.transactionId).then((r) => r.status)
        : app
            .inject({
              method: 'POST',
              url: '/api/payments/webhook',
              payload: event.body,
              headers: { 'content-type': 'application/json', 'sandbox-signature': event.signature },
            })
            .then((r) => r.statusCode),
    );
    expect(await Promise.all(deliveries)).toEqual(Array(10).fill(200));
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(5);
    const rows = await app.db.select().from(bundles).where(eq(bundles.companyId, company.companyId));
    expect(rows).toHaveLength(1);
  });

  it('a 100 % promo purchase confirmed 10 times in parallel is credited and recorded once', async () => {
    const admin = await administrator(app);
    const created = await app.inject(
      json(
        'POST',
        '/api/admin/promos',
        { promoCode: `FREE${Date.now()}`, discountType: 'percent', discountValue: 100 },
        admin.token,
      ),
    );
    const promo = created.json() as { id: string; promoCode: string };
    const company = await approvedCompany(app);
    const c = billingClient(app, company.token);
    const applied = await c.promo(company.companyId, packageId, promo.promoCode);
    const sessionId = applied.body.sessionId as string;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => c.accept(company.companyId, packageId, sessionId, { promosId: promo.id })),
    );
    for (const r of results) expect(r.body.transactionStatus).toBe('Successful');
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(5);
    expect((await c.payments(company.companyId)).body).toHaveLength(1);
    const [row] = await app.db.select().from(promos).where(eq(promos.id, promo.id));
    expect(row?.timesUsed).toBe(1);
  });

  it('10 parallel uses of a promo code with 3 uses left: 3 succeed, and the count never passes the maximum', async () => {
    const admin = await administrator(app);
    const created = await app.inject(
      json(
        'POST',
        '/api/admin/promos',
        { promoCode: `RACE${Date.now()}`, discountType: 'percent', discountValue: 100, maxUses: 4 },
        admin.token,
      ),
    );
    const promo = created.json() as { id: string; promoCode: string };
    // One use already taken.
    await app.db.update(promos).set({ timesUsed: 1 }).where(eq(promos.id, promo.id));
    const buyers: Awaited<ReturnType<typeof approvedCompany>>[] = [];
    for (let i = 0; i < 10; i++) buyers.push(await approvedCompany(app));
    const applied = await Promise.all(
      buyers.map((b) => billingClient(app, b.token).promo(b.companyId, packageId, promo.promoCode)),
    );
    const granted = applied.filter((a) => a.body.sessionId);
    expect(granted).toHaveLength(3);
    expect(applied.filter((a) => a.body.message === MESSAGES.invalidPromoCode)).toHaveLength(7);
    const completions = await Promise.all(
      applied.map((a, i) => {
        const b = buyers[i] as (typeof buyers)[number];
        return a.body.sessionId
          ? billingClient(app, b.token).accept(b.companyId, packageId, a.body.sessionId, { promosId: promo.id })
          : undefined;
      }),
    );
    expect(completions.filter((r) => r?.body.transactionStatus === 'Successful')).toHaveLength(3);
    const [row] = await app.db.select().from(promos).where(eq(promos.id, promo.id));
    expect(row?.timesUsed).toBe(4);
  });
});
