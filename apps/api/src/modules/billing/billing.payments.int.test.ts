import { randomUUID } from 'node:crypto';
import { addMonths, MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundles, companies, creditLedger, paymentSessions, payments } from '#api/db/schema/index.js';
import { approvedCompany, billingClient, type Company, TEST_CARDS } from '#test/billing-helpers.js';
import { json, waitForMail } from '#test/helpers.js';
import { app, deliverWebhook, errorOf, premiumId, starterId, useBillingApp } from './billing.fixture.js';
import { consumeJobCredit, grantFreeJobPosting } from './billing.service.js';

useBillingApp();

describe('card payments (sandbox)', () => {
  let company: Company;
  let c: ReturnType<typeof billingClient>;
  beforeAll(async () => {
    company = await approvedCompany(app);
    c = billingClient(app, company.token);
  });

  it('starts with no bundle and no credit', async () => {
    expect((await c.bundles(company.companyId)).body).toEqual([]);
    expect((await c.availability(company.companyId)).body).toEqual({ allowed: false, remainingJobs: 0 });
  });

  it('4242… succeeds: the bundle is credited with the package’s jobs and validity, a receipt is emailed', async () => {
    const intent = await c.intent(company.companyId, premiumId);
    expect(intent.status).toBe(200);
    expect(intent.body).toMatchObject({ transactionAmount: 453, currency: 'USD' });
    expect(intent.body.sessionId).toMatch(/^pi_sandbox_\w+_secret_\w+$/);
    const paid = await c.pay(intent.body.sessionId, TEST_CARDS.success);
    expect(paid.body).toMatchObject({ status: 'succeeded' });
    const accepted = await c.accept(company.companyId, premiumId, paid.body.transactionId);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ transactionStatus: 'Successful', transactionAmount: 453, promosId: null });
    const list = (await c.bundles(company.companyId)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ numberOfJobs: 10, packages: { packageName: 'Premium' } });
    const expected = addMonths(new Date(), 12).getTime();
    expect(Math.abs(new Date(list[0]?.expiryDate as string).getTime() - expected)).toBeLessThan(60_000);
    expect((await c.availability(company.companyId)).body).toEqual({ allowed: true, remainingJobs: 10 });
    const mail = await waitForMail(app, company.email, { subject: /receipt/ });
    expect(mail.text).toContain('Premium');
    expect(mail.text).toContain('$453');
  });

  it('4000…0002 is declined and 4000…9995 has insufficient funds: recorded Unsuccessful, nothing credited; a retry works', async () => {
    const before = (await c.availability(company.companyId)).body.remainingJobs;
    const intent = await c.intent(company.companyId, starterId);
    const declined = await c.pay(intent.body.sessionId, TEST_CARDS.declined);
    expect(declined.body).toMatchObject({ status: 'failed', message: MESSAGES.cardDeclined });
    const rec1 = await c.accept(company.companyId, starterId, declined.body.transactionId, { transactionStatus: 'Unsucessful' });
    expect(rec1.body).toMatchObject({ transactionStatus: 'Unsuccessful', transactionMessage: MESSAGES.cardDeclined });
    const poor = await c.pay(intent.body.sessionId, TEST_CARDS.insufficient);
    expect(poor.body).toMatchObject({ status: 'failed', message: MESSAGES.insufficientFunds });
    const rec2 = await c.accept(company.companyId, starterId, poor.body.transactionId);
    expect(rec2.body).toMatchObject({ transactionStatus: 'Unsuccessful', transactionMessage: MESSAGES.insufficientFunds });
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(before);
    // Retry on the same intent with a good card.
    const ok = await c.pay(intent.body.sessionId, TEST_CARDS.success);
    expect(ok.body.status).toBe('succeeded');
    expect((await c.accept(company.companyId, starterId, ok.body.transactionId)).body.transactionStatus).toBe('Successful');
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(before + 2);
    // Every attempt is in the history, each once.
    const history = (await c.payments(company.companyId)).body.filter((p) => p.transactionId === ok.body.transactionId);
    expect(history.map((p) => p.transactionStatus).sort()).toEqual(['Successful', 'Unsuccessful', 'Unsuccessful']);
  });

  it('refuses other numbers with a clear message, and bad card fields with 422', async () => {
    const intent = await c.intent(company.companyId, starterId);
    const other = await c.pay(intent.body.sessionId, '5555 5555 5555 4444');
    expect(other.body).toMatchObject({ status: 'failed', message: MESSAGES.sandboxUnknownCard });
    const bad = await c.call('POST', '/api/sandbox-payments/confirm', {
      sessionId: intent.body.sessionId,
      cardNumber: '4242',
      expiry: '13/30',
      cvc: '1',
      cardholderName: ' ',
    });
    expect(bad.status).toBe(422);
    const fields = errorOf(bad.body)
      .details?.map((d) => d.field)
      .sort();
    expect(fields).toEqual(['cardNumber', 'cardholderName', 'cvc', 'expiry']);
    // A past expiry and a number failing its check digit are refused before any attempt: nothing
    // is recorded for them. (Records arrive through the queue: counted once a later attempt's has.)
    const recordedFor = async (transactionId: string) =>
      (await c.payments(company.companyId)).body.filter((p) => p.transactionId === transactionId).length;
    const expired = await c.call('POST', '/api/sandbox-payments/confirm', {
      sessionId: intent.body.sessionId,
      cardNumber: TEST_CARDS.success,
      expiry: '01/20',
      cvc: '123',
      cardholderName: 'Ann',
    });
    expect(expired.status).toBe(422);
    expect(errorOf(expired.body).details).toEqual([{ field: 'expiry', message: MESSAGES.cardExpired }]);
    const mistyped = await c.call('POST', '/api/sandbox-payments/confirm', {
      sessionId: intent.body.sessionId,
      cardNumber: '4242 4242 4242 4241',
      expiry: '12/39',
      cvc: '123',
      cardholderName: 'Ann',
    });
    expect(mistyped.status).toBe(422);
    expect(errorOf(mistyped.body).details).toEqual([{ field: 'cardNumber', message: MESSAGES.cardNumberInvalid }]);
    const declined = await c.pay(intent.body.sessionId, TEST_CARDS.declined);
    expect(declined.body.status).toBe('failed');
    // The unknown card's attempt and the declined one, nothing for the two refused.
    await expect.poll(() => recordedFor(other.body.transactionId), { timeout: 10_000 }).toBe(2);
    expect(await recordedFor(other.body.transactionId)).toBe(2);
  });

  it('grants nothing for a made-up or an unpaid intent, whatever the client claims', async () => {
    const before = (await c.availability(company.companyId)).body.remainingJobs;
    const madeUp = await c.accept(company.companyId, premiumId, 'pi_sandbox_madeup');
    expect(madeUp.status).toBe(404);
    const intent = await c.intent(company.companyId, premiumId);
    const unpaidId = intent.body.sessionId.split('_secret_')[0] as string;
    const unpaid = await c.accept(company.companyId, premiumId, unpaidId, { transactionStatus: 'Successful' });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ transactionStatus: 'Unsuccessful', transactionMessage: MESSAGES.paymentNotCompleted });
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(before);
  });

  it('answers 404 for another company’s bundles, payments, availability, intents and sessions', async () => {
    const other = await approvedCompany(app);
    const o = billingClient(app, other.token);
    expect((await o.bundles(company.companyId)).status).toBe(404);
    expect((await o.payments(company.companyId)).status).toBe(404);
    expect((await o.availability(company.companyId)).status).toBe(404);
    expect((await o.intent(company.companyId, premiumId)).status).toBe(404);
    expect((await o.promo(company.companyId, premiumId, 'ANY')).status).toBe(404);
    const mine = await c.intent(company.companyId, premiumId);
    expect((await o.pay(mine.body.sessionId, TEST_CARDS.success)).status).toBe(404);
    const paid = await c.pay(mine.body.sessionId, TEST_CARDS.success);
    expect((await o.accept(other.companyId, premiumId, paid.body.transactionId)).status).toBe(404);
    expect((await o.accept(company.companyId, premiumId, paid.body.transactionId)).status).toBe(404);
    // The owner's own confirmation settles it now (the sandbox's queued event would do it later).
    expect((await c.accept(company.companyId, premiumId, paid.body.transactionId)).body.transactionStatus).toBe('Successful');
  });

  it('credits through the webhook alone, once, and refuses a bad signature', async () => {
    const before = (await c.availability(company.companyId)).body.remainingJobs;
    const intent = await c.intent(company.companyId, starterId);
    const id = intent.body.sessionId.split('_secret_')[0] as string;
    const sandbox = app.ctx.payments.sandbox;
    if (!sandbox) throw new Error('sandbox expected');
    // The provider's "succeeded" event for this intent, as one card attempt (attemptRef) reports it.
    const succeeded = (attemptRef: string) =>
      sandbox.signedEvent('payment_intent.succeeded', {
        id,
        clientSecret: intent.body.sessionId,
        status: 'succeeded',
        amountMinor: 9900,
        currency: 'USD',
        metadata: {},
        attemptRef,
        failureMessage: null,
      });
    const bad = succeeded('ch_forged');
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: bad.body,
      // Change the first hex digit of the signature into a different one, so it can never stay valid.
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': bad.signature.replace(/v1=(.)/, (_m, d: string) => `v1=${d === '0' ? '1' : '0'}`),
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged.json()).message).toBe(MESSAGES.webhookSignatureInvalid);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: bad.body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(before);
    const good = succeeded('ch_1');
    for (let i = 0; i < 3; i++) {
      expect((await deliverWebhook(good)).statusCode).toBe(200);
    }
    expect((await c.availability(company.companyId)).body.remainingJobs).toBe(before + 2);
  });

  it('shows the payment result to the public page by its session id, changing nothing', async () => {
    const intent = await c.intent(company.companyId, starterId);
    const { sessionId } = intent.body;
    const status = async () => (await app.inject(json('GET', `/api/payments/status?sessionId=${sessionId}`))).json();
    const sandbox = app.ctx.payments.sandbox;
    if (!sandbox) throw new Error('sandbox expected');
    // The provider's side of a card attempt alone, as a browser back from a bank's check finds it:
    // neither the client's acceptance call nor the webhook has arrived (the sandbox form would queue one).
    const card = (cardNumber: string) => ({
      cardNumber: cardNumber.replaceAll(' ', ''),
      expiry: '12/39',
      cvc: '123',
      cardholderName: 'Ann Lee',
    });
    const rows = async () => ({
      payments: await app.db.select().from(payments).where(eq(payments.companyId, company.companyId)),
      bundles: await app.db.select().from(bundles).where(eq(bundles.companyId, company.companyId)),
      ledger: await app.db.select().from(creditLedger).where(eq(creditLedger.companyId, company.companyId)),
      sessions: await app.db.select().from(paymentSessions).where(eq(paymentSessions.clientSecret, sessionId)),
    });

    expect(await status()).toMatchObject({ status: 'requires_payment', packageName: 'Starter' });
    await sandbox.confirmCard(sessionId, card(TEST_CARDS.declined));
    expect(await status()).toMatchObject({ status: 'failed', message: MESSAGES.cardDeclined });
    const paid = await sandbox.confirmCard(sessionId, card(TEST_CARDS.success));
    if (!paid) throw new Error('sandbox intent expected');

    // Paid at the provider, not yet credited here: the page is told to wait, and the GET writes nothing.
    const before = await rows();
    for (let i = 0; i < 3; i++) expect(await status()).toMatchObject({ status: 'processing', transactionAmount: 99 });
    expect(await rows()).toEqual(before);

    // The webhook credits it, once; the client's acceptance call afterwards credits nothing more.
    const event = sandbox.signedEvent('payment_intent.succeeded', paid.intent);
    expect((await deliverWebhook(event)).statusCode).toBe(200);
    expect((await c.accept(company.companyId, starterId, paid.intent.id)).body.transactionStatus).toBe('Successful');
    const credited = await rows();
    expect(credited.bundles.filter((b) => b.providerTransactionId === paid.intent.id)).toHaveLength(1);
    expect(credited.ledger.length).toBe(before.ledger.length + 1);

    expect(await status()).toMatchObject({ status: 'succeeded', transactionAmount: 99 });
    expect(await rows()).toEqual(credited);
    expect((await app.inject(json('GET', '/api/payments/status?sessionId=nope'))).statusCode).toBe(404);
  });
});

describe('job credits', () => {
  it('consumes from the bundle that expires first, once per job, and answers 402 when none is left', async () => {
    const company = await approvedCompany(app);
    const c = billingClient(app, company.token);
    await grantFreeJobPosting(app.ctx, company.companyId);
    await grantFreeJobPosting(app.ctx, company.companyId);
    expect((await c.availability(company.companyId)).body).toEqual({ allowed: true, remainingJobs: 1 });
    const { paid } = await c.buy(company.companyId, starterId);
    // The free bundle (6 months) expires before... both 6 months: make the purchase last longer to check the order.
    await app.db
      .update(bundles)
      .set({ expiryDate: addMonths(new Date(), 24) })
      .where(eq(bundles.providerTransactionId, paid.body.transactionId));
    const job1 = randomUUID();
    expect(await consumeJobCredit(app.ctx, company.companyId, job1)).toEqual({ remainingJobs: 2 });
    const free = (await app.db.select().from(bundles).where(eq(bundles.companyId, company.companyId))).find(
      (b) => b.source === 'free',
    );
    expect(free?.numberOfJobs).toBe(0);
    expect(await consumeJobCredit(app.ctx, company.companyId, job1)).toEqual({ remainingJobs: 2 });
    await consumeJobCredit(app.ctx, company.companyId, randomUUID());
    await consumeJobCredit(app.ctx, company.companyId, randomUUID());
    await expect(consumeJobCredit(app.ctx, company.companyId, randomUUID())).rejects.toMatchObject({
      statusCode: 402,
      message: MESSAGES.outOfJobCredits,
    });
    // The ledger explains the balance line by line.
    const ledger = (await c.call<{ kind: string; delta: number }[]>('GET', `/api/companies/${company.companyId}/credit-ledger`))
      .body;
    expect(ledger.map((l) => `${l.kind}${l.delta}`).sort()).toEqual(
      ['free_job1', 'purchase2', 'publish-1', 'publish-1', 'publish-1'].sort(),
    );
    expect(ledger.reduce((s, l) => s + l.delta, 0)).toBe(0);
  });

  it('ignores expired bundles, then writes their expiry into the ledger', async () => {
    const company = await approvedCompany(app);
    await grantFreeJobPosting(app.ctx, company.companyId);
    await app.db
      .update(bundles)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(bundles.companyId, company.companyId));
    const c = billingClient(app, company.token);
    expect((await c.availability(company.companyId)).body).toEqual({ allowed: false, remainingJobs: 0 });
    expect((await c.bundles(company.companyId)).body).toEqual([]);
    await expect(consumeJobCredit(app.ctx, company.companyId, randomUUID())).rejects.toMatchObject({ statusCode: 402 });
    const { expireBundles } = await import('./billing.service.js');
    await expireBundles(app.ctx);
    await expireBundles(app.ctx);
    const ledger = (await c.call<{ kind: string; delta: number }[]>('GET', `/api/companies/${company.companyId}/credit-ledger`))
      .body;
    expect(ledger.map((l) => `${l.kind}${l.delta}`)).toEqual(['free_job1', 'expiry-1']);
  });

  it('says not allowed while the company waits for approval, even with credits', async () => {
    const company = await approvedCompany(app);
    await grantFreeJobPosting(app.ctx, company.companyId);
    await app.db.update(companies).set({ isAllowed: false }).where(eq(companies.id, company.companyId));
    expect((await billingClient(app, company.token).availability(company.companyId)).body).toEqual({
      allowed: false,
      remainingJobs: 1,
    });
  });
});

describe('payment records', () => {
  it('keeps each provider attempt once, whichever path reports it', async () => {
    const company = await approvedCompany(app);
    const c = billingClient(app, company.token);
    const { paid } = await c.buy(company.companyId, starterId, TEST_CARDS.declined);
    await c.accept(company.companyId, starterId, paid.body.transactionId);
    // The sandbox's own delivery of the event (through the queue) arrives too.
    const deadline = Date.now() + 5000;
    let rows: (typeof payments.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      rows = await app.db.select().from(payments).where(eq(payments.transactionId, paid.body.transactionId));
      await new Promise((r) => setTimeout(r, 100));
      if (rows.length > 0) break;
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ transactionStatus: 'Unsuccessful', transactionMessage: MESSAGES.cardDeclined });
  });
});
