import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '#api/db/schema/index.js';
import { json, signUpVerified } from './helpers.js';

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
  const call = async <T = unknown>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => {
    const res = await app.inject(json(method, url, body, token));
    return { status: res.statusCode, body: res.json() as T };
  };
  const client = {
    call,
    packages: async () => (await call<{ id: string; packageName: string; unitPrice: number }[]>('GET', '/api/packages')).body,
    intent: (companyId: string, packageId: string) =>
      call<{ sessionId: string; transactionAmount: number; currency: string }>('POST', '/api/create-payment-intent', {
        packageId,
        companyId,
      }),
    pay: (sessionId: string, cardNumber: string) =>
      call<{ status: string; message: string; transactionId: string }>('POST', '/api/sandbox-payments/confirm', {
        sessionId,
        cardNumber,
        expiry: '12/39',
        cvc: '123',
        cardholderName: 'Ann Lee',
      }),
    accept: (companyId: string, packageId: string, transactionId: string, extra: Record<string, unknown> = {}) =>
      call<{ transactionStatus: string; transactionMessage: string; promosId: string | null; transactionAmount: number }>(
        'POST',
        '/api/payment-acceptance',
        { transactionId, companyId, packageId, transactionStatus: 'Successful', transactionMessage: 'ok', ...extra },
      ),
    promo: (companyId: string, packageId: string, promoCode: string) =>
      call<{ message: string; transactionAmount: number; sessionId: string | null; promosId: string | null }>(
        'POST',
        '/api/promo-addition',
        { promoCode, packageId, companyId },
      ),
    bundles: (companyId: string) =>
      call<{ numberOfJobs: number; expiryDate: string; packages: { packageName: string } | null }[]>(
        'GET',
        `/api/companies/${companyId}/transactions?filter=${encodeURIComponent(
          JSON.stringify({
            where: { expiryDate: { gte: new Date().toISOString() }, transactionStatus: 'Successful', numberOfJobs: { gt: 0 } },
            include: ['packages'],
            order: ['createdAt DESC'],
          }),
        )}`,
      ),
    payments: (companyId: string) =>
      call<{ transactionId: string; transactionStatus: string; transactionMessage: string }[]>(
        'GET',
        `/api/companies/${companyId}/payments`,
      ),
    availability: (companyId: string) =>
      call<{ allowed: boolean; remainingJobs: number }>('GET', `/api/company-job-posting-availability/${companyId}`),
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
