import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promos } from '#api/db/schema/index.js';
import { approvedCompany, billingClient, type Company, TEST_CARDS } from '#test/billing-helpers.js';
import { json } from '#test/helpers.js';
import { app, asAdmin, code, createPromo, premiumId, starterId, useBillingApp } from './billing.fixture.js';

useBillingApp();

describe('packages', () => {
  it('seeds the specification’s four packages once, oldest first, amounts in major units', async () => {
    const res = await app.inject(json('GET', '/api/packages'));
    expect(res.statusCode).toBe(200);
    const list = (res.json() as Record<string, unknown>[]).filter((p) =>
      ['Starter', 'Take off', 'Premium', 'Growth'].includes(p.packageName as string),
    );
    expect(list.map((p) => [p.packageName, p.jobsInPackage, p.unitPrice, p.validityMonths, p.isPopular, p.currency])).toEqual([
      ['Starter', 2, 99, 6, false, 'USD'],
      ['Take off', 5, 222, 6, false, 'USD'],
      ['Premium', 10, 453, 12, true, 'USD'],
      ['Growth', 15, 630, 12, false, 'USD'],
    ]);
    // Seeding again (every start) adds nothing.
    const { runSeeds } = await import('#api/db/seed/index.js');
    const { moduleSeeds } = await import('#api/modules/index.js');
    await runSeeds(app.db, moduleSeeds);
    const again = (await app.inject(json('GET', '/api/packages'))).json() as unknown[];
    expect(again.length).toBe((res.json() as unknown[]).length);
  });

  it('refuses an unknown filter field with 422', async () => {
    const res = await app.inject(json('GET', `/api/packages?filter=${encodeURIComponent('{"where":{"secret":1}}')}`));
    expect(res.statusCode).toBe(422);
  });

  it('lets administrators create and change packages; server values win and inactive ones are hidden', async () => {
    const created = await asAdmin('POST', '/api/admin/packages', {
      packageName: 'Trial',
      jobsInPackage: 1,
      unitPrice: 19.5,
      validityMonths: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    const pkg = created.json() as { id: string; unitPrice: number; isActive: boolean };
    expect(pkg).toMatchObject({ unitPrice: 19.5, isActive: true, currency: 'USD' });
    const changed = await asAdmin('PATCH', `/api/admin/packages/${pkg.id}`, { unitPrice: 25, isPopular: true, isActive: false });
    expect(changed.json()).toMatchObject({ unitPrice: 25, isPopular: true, isActive: false });
    const publicList = (await app.inject(json('GET', '/api/packages'))).json() as { id: string }[];
    expect(publicList.some((p) => p.id === pkg.id)).toBe(false);
    const adminList = (await asAdmin('GET', '/api/admin/packages')).json() as { id: string }[];
    expect(adminList.some((p) => p.id === pkg.id)).toBe(true);
    expect((await asAdmin('PATCH', `/api/admin/packages/${pkg.id}`, { unitPrice: 0 })).statusCode).toBe(422);
    expect((await asAdmin('PATCH', `/api/admin/packages/${pkg.id}`, { surprise: 1 })).statusCode).toBe(422);
  });

  it('answers 404 to anyone but an administrator on admin calls', async () => {
    const company = await approvedCompany(app);
    for (const [method, url] of [
      ['GET', '/api/admin/packages'],
      ['POST', '/api/admin/packages'],
      ['GET', '/api/admin/promos'],
      ['PATCH', `/api/admin/promos/${randomUUID()}`],
    ] as const) {
      expect((await app.inject(json(method, url, {}, company.token))).statusCode, url).toBe(404);
      expect((await app.inject(json(method, url, {}))).statusCode, url).toBe(404);
    }
  });
});

describe('promo codes', () => {
  let company: Company;
  let c: ReturnType<typeof billingClient>;
  beforeAll(async () => {
    company = await approvedCompany(app);
    c = billingClient(app, company.token);
  });

  it('applies a percent code: a new session for the discounted amount, recorded with promosId', async () => {
    const promo = await createPromo({ promoCode: code('save'), discountType: 'percent', discountValue: 20 });
    const applied = await c.promo(company.companyId, premiumId, promo.promoCode.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ transactionAmount: 362.4, promosId: promo.id });
    expect(applied.body.message).not.toBe(MESSAGES.invalidPromoCode);
    const paid = await c.pay(applied.body.sessionId as string, TEST_CARDS.success);
    const rec = await c.accept(company.companyId, premiumId, paid.body.transactionId, { promosId: promo.id });
    expect(rec.body).toMatchObject({ transactionStatus: 'Successful', transactionAmount: 362.4, promosId: promo.id });
    const list = (await asAdmin('GET', '/api/admin/promos')).json() as { id: string; timesUsed: number }[];
    expect(list.find((p) => p.id === promo.id)?.timesUsed).toBe(1);
  });

  it('applies a fixed amount code restricted to one package, and refuses it for another', async () => {
    const promo = await createPromo({
      promoCode: code('fifty'),
      discountType: 'amount',
      discountValue: 50,
      packageId: starterId,
    });
    expect((await c.promo(company.companyId, starterId, promo.promoCode)).body).toMatchObject({ transactionAmount: 49 });
    expect((await c.promo(company.companyId, premiumId, promo.promoCode)).body).toMatchObject({
      message: MESSAGES.invalidPromoCode,
      sessionId: null,
      promosId: null,
      transactionAmount: 453,
    });
  });

  it('answers Invalid Promo Code for unknown, expired, inactive and used-up codes', async () => {
    expect((await c.promo(company.companyId, premiumId, 'NOSUCHCODE')).body.message).toBe(MESSAGES.invalidPromoCode);
    const expired = await createPromo({
      promoCode: code('old'),
      discountType: 'percent',
      discountValue: 10,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await c.promo(company.companyId, premiumId, expired.promoCode)).body.message).toBe(MESSAGES.invalidPromoCode);
    const inactive = await createPromo({ promoCode: code('off'), discountType: 'percent', discountValue: 10, isActive: false });
    expect((await c.promo(company.companyId, premiumId, inactive.promoCode)).body.message).toBe(MESSAGES.invalidPromoCode);
    const once = await createPromo({ promoCode: code('once'), discountType: 'percent', discountValue: 10, maxUses: 1 });
    const first = await c.promo(company.companyId, premiumId, once.promoCode);
    const paid = await c.pay(first.body.sessionId as string, TEST_CARDS.success);
    await c.accept(company.companyId, premiumId, paid.body.transactionId);
    const other = await approvedCompany(app);
    const again = await billingClient(app, other.token).promo(other.companyId, premiumId, once.promoCode);
    expect(again.body.message).toBe(MESSAGES.invalidPromoCode);
  });

  it('completes a 100 % code with no card, once', async () => {
    const before = (await c.availability(company.companyId)).body.remainingJobs;
    const free = await createPromo({ promoCode: code('free'), discountType: 'percent', discountValue: 100, maxUses: 5 });
    const applied = await c.promo(company.companyId, starterId, free.promoCode);
    expect(applied.body).toMatchObject({ transactionAmount: 0, promosId: free.id });
    const sessionId = applied.body.sessionId as string;
    expect((await c.pay(sessionId, TEST_CARDS.success)).status).toBe(404);
    const rec = await c.accept(company.companyId, starterId, sessionId, { promosId: free.id, transactionAmount: 0 });
    expect(rec.body).toMatchObject({ transactionStatus: 'Successful', transactionAmount: 0, promosId: free.id });
    await c.accept(company.companyId, starterId, sessionId, { promosId: free.id });
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(before + 2);
    const [row] = await app.db.select().from(promos).where(eq(promos.id, free.id));
    expect(row?.timesUsed).toBe(1);
  });

  it('validates admin input: duplicates, percentages over 100, unknown packages', async () => {
    const p = await createPromo({ promoCode: code('dup'), discountType: 'amount', discountValue: 5 });
    expect(
      (await asAdmin('POST', '/api/admin/promos', { promoCode: p.promoCode, discountType: 'amount', discountValue: 5 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await asAdmin('POST', '/api/admin/promos', { promoCode: code('big'), discountType: 'percent', discountValue: 150 }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await asAdmin('POST', '/api/admin/promos', {
          promoCode: code('pkg'),
          discountType: 'percent',
          discountValue: 5,
          packageId: randomUUID(),
        })
      ).statusCode,
    ).toBe(422);
    const changed = await asAdmin('PATCH', `/api/admin/promos/${p.id}`, { maxUses: 3, isActive: false });
    expect(changed.json()).toMatchObject({ maxUses: 3, isActive: false, timesUsed: 0 });
  });
});
