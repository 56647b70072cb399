import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '#api/db/schema/index.js';
import { type BodyOf, testClient } from './api-client.js';
import { signUpVerified } from './helpers.js';

export type Company = Awaited<ReturnType<typeof signUpVerified>> & { companyId: string };

/** A company that finished sign-up and was approved, signed in. */
export async function approvedCompany(
  app: FastifyInstance,
  overrides: Parameters<typeof signUpVerified>[1] = {},
): Promise<Company> {
  const c = await signUpVerified(app, overrides);
  await app.db.update(companies).set({ isAllowed: true, isSignUpProcessCompleted: true }).where(eq(companies.id, c.profile.id));
  return { ...c, companyId: c.profile.id };
}

/** A signed-in platform administrator. */
export async function administrator(app: FastifyInstance) {
  const c = await signUpVerified(app);
  await app.db.update(users).set({ userType: 'Admin' }).where(eq(users.id, c.profile.userId));
  return c;
}

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
};

export function billingClient(app: FastifyInstance, token: string) {
  const api = testClient(app);
  /** The answer as the billing tests read it: its status and its parsed body. */
  const answerOf = async <T>(sent: Promise<{ statusCode: number; json(): T }>) => {
    const res = await sent;
    return { status: res.statusCode, body: res.json() };
  };
  const client = {
    /** Any request, untyped: for bodies a test sends wrong on purpose. */
    call: <T = unknown>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
      answerOf<T>(api.raw(method, url, { token, body })),
    packages: async () => (await answerOf(api.get('/api/packages', { token }))).body,
    intent: (companyId: string, packageId: string) =>
      answerOf(api.post('/api/create-payment-intent', { token, body: { packageId, companyId } })),
    pay: (sessionId: string, cardNumber: string) =>
      answerOf(
        api.post('/api/sandbox-payments/confirm', {
          token,
          body: { sessionId, cardNumber, expiry: '12/39', cvc: '123', cardholderName: 'Ann Lee' },
        }),
      ),
    accept: (
      companyId: string,
      packageId: string,
      transactionId: string,
      extra: Partial<BodyOf<'post', '/api/payment-acceptance'>> = {},
    ) =>
      answerOf(
        api.post('/api/payment-acceptance', {
          token,
          body: { transactionId, companyId, packageId, transactionStatus: 'Successful', transactionMessage: 'ok', ...extra },
        }),
      ),
    promo: (companyId: string, packageId: string, promoCode: string) =>
      answerOf(api.post('/api/promo-addition', { token, body: { promoCode, packageId, companyId } })),
    bundles: (companyId: string) =>
      answerOf(
        api.get('/api/companies/{id}/transactions', {
          params: { id: companyId },
          query: {
            filter: JSON.stringify({
              where: { expiryDate: { gte: new Date().toISOString() }, transactionStatus: 'Successful', numberOfJobs: { gt: 0 } },
              include: ['packages'],
              order: ['createdAt DESC'],
            }),
          },
          token,
        }),
      ),
    payments: (companyId: string) => answerOf(api.get('/api/companies/{id}/payments', { params: { id: companyId }, token })),
    availability: (companyId: string) =>
      answerOf(api.get('/api/company-job-posting-availability/{companyId}', { params: { companyId }, token })),
  };
  /** Opens a payment for the package and pays it with the sandbox card (the success card unless named). */
  const payFor = async (companyId: string, packageId: string, card = TEST_CARDS.success) => {
    const intent = await client.intent(companyId, packageId);
    return { intent, paid: await client.pay(intent.body.sessionId, card) };
  };
  /** Buys the package: paid, then confirmed by the client's acceptance call, as the web app does. */
  const buy = async (companyId: string, packageId: string, card = TEST_CARDS.success) => {
    const { intent, paid } = await payFor(companyId, packageId, card);
    await client.accept(companyId, packageId, paid.body.transactionId);
    return { intent, paid };
  };
  return { ...client, payFor, buy };
}
