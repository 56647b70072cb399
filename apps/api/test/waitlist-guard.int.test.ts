import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#api/db/schema/index.js';
import { app, draft, step1, step2, useJobsApp } from '#api/modules/jobs/jobs.fixture.js';
import { type ApiResponse, testClient } from './api-client.js';
import { administrator, billingClient, TEST_CARDS } from './billing-helpers.js';
import { errorOf, json, signUpVerified, uniqueEmail } from './helpers.js';

/**
 * What the web app keeps behind the waitlist, the API refuses too: every company action below
 * answers 403 with one message until the platform allows the company in, and works after.
 */
useJobsApp();
type Waiting = Awaited<ReturnType<typeof signUpVerified>>;
let admin: Awaited<ReturnType<typeof administrator>>;
let packageId: string;
beforeAll(async () => {
  admin = await administrator(app);
  const pkgs = (await app.inject(json('GET', '/api/packages'))).json() as { id: string; packageName: string }[];
  packageId = pkgs.find((p) => p.packageName === 'Starter')?.id as string;
});

const api = testClient(() => app);
const setAllowed = (c: Waiting, isAllowed: boolean) =>
  app.db.update(companies).set({ isAllowed }).where(eq(companies.id, c.profile.id));

/** What an action needs beforehand (a job, a payment session) is made while briefly allowed. */
async function whileAllowed<T>(c: Waiting, make: () => Promise<T>) {
  await setAllowed(c, true);
  try {
    return await make();
  } finally {
    await setAllowed(c, false);
  }
}
const readyJob = async (c: Waiting) => {
  const job = await draft({}, c);
  expect(
    (await api.patch('/api/company-job/{jobId}', { params: { jobId: job.id }, token: c.token, body: step2 })).statusCode,
  ).toBe(200);
  return job.id;
};
const question = async (c: Waiting) => {
  const jobId = (await draft({}, c)).id;
  const res = await api.post('/api/company-jobs/{jobId}/custom-questions', {
    params: { jobId },
    token: c.token,
    body: ['Why us?'],
  });
  return (res.json() as { id: string }[])[0]?.id as string;
};
const paymentSession = async (c: Waiting) => (await billingClient(app, c.token).intent(c.profile.id, packageId)).body.sessionId;

type Action = {
  prepare?: (c: Waiting) => Promise<string>;
  run: (c: Waiting, prepared: string) => Promise<ApiResponse<unknown>>;
  ok: number;
};
const actions: Record<string, Action> = {
  'invite a collaborator': {
    run: (c) =>
      api.post('/api/company/{id}/invite_collaborator', {
        params: { id: c.profile.id },
        token: c.token,
        body: { name: 'Cara Diaz', email: uniqueEmail('cara') },
      }),
    ok: 200,
  },
  'create a job': {
    run: (c) =>
      api.post('/api/companies/{companyId}/company-jobs', { params: { companyId: c.profile.id }, token: c.token, body: step1() }),
    ok: 200,
  },
  'edit a job': {
    prepare: async (c) => (await draft({}, c)).id,
    run: (c, jobId) =>
      api.patch('/api/company-job/{jobId}', { params: { jobId }, token: c.token, body: { jobTitle: 'Renamed role' } }),
    ok: 200,
  },
  'publish a job': {
    prepare: readyJob,
    run: (c, jobId) =>
      api.patch('/api/company-job/{jobId}', { params: { jobId }, token: c.token, body: { jobStatus: 'Published' } }),
    ok: 200,
  },
  'add custom questions': {
    prepare: async (c) => (await draft({}, c)).id,
    run: (c, jobId) =>
      api.post('/api/company-jobs/{jobId}/custom-questions', { params: { jobId }, token: c.token, body: ['Notice period?'] }),
    ok: 200,
  },
  'edit custom questions': {
    prepare: question,
    run: (c, id) =>
      api.patch('/api/company-job-custom-question-update', { token: c.token, body: [{ id, question: 'Why Globex?' }] }),
    ok: 200,
  },
  'delete a custom question': {
    prepare: question,
    run: (c, id) => api.delete('/api/custom-question/{id}', { params: { id }, token: c.token }),
    ok: 204,
  },
  'start a payment': {
    run: (c) => api.post('/api/create-payment-intent', { token: c.token, body: { packageId, companyId: c.profile.id } }),
    ok: 200,
  },
  'apply a promo code': {
    run: (c) =>
      api.post('/api/promo-addition', { token: c.token, body: { promoCode: 'NOSUCHCODE', packageId, companyId: c.profile.id } }),
    ok: 200,
  },
  'pay with the sandbox card form': {
    prepare: paymentSession,
    run: (c, sessionId) =>
      api.post('/api/sandbox-payments/confirm', {
        token: c.token,
        body: {
          sessionId,
          cardNumber: TEST_CARDS.success,
          expiry: '12/39',
          cvc: '123',
          cardholderName: 'Ann Lee',
        },
      }),
    ok: 200,
  },
  'record a payment': {
    prepare: async (c) => {
      const paid = await billingClient(app, c.token).pay(await paymentSession(c), TEST_CARDS.success);
      return paid.body.transactionId;
    },
    run: (c, transactionId) =>
      api.post('/api/payment-acceptance', {
        token: c.token,
        body: {
          transactionId,
          companyId: c.profile.id,
          packageId,
          transactionStatus: 'Successful',
          transactionMessage: 'ok',
        },
      }),
    ok: 200,
  },
};

describe('a company on the waitlist', () => {
  it.each(Object.entries(actions))('cannot %s until it is allowed in', async (_name, action) => {
    const c = await signUpVerified(app);
    const prepared = action.prepare ? await whileAllowed(c, () => action.prepare?.(c) as Promise<string>) : '';

    const refused = await action.run(c, prepared);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorOf(refused)).toMatchObject({ message: MESSAGES.companyNotAllowed, code: 'COMPANY_NOT_ALLOWED' });

    // The administrators' approval (which also grants the free job posting) lets it in.
    const approved = await app.inject(json('PATCH', `/api/admin/companies/${c.profile.id}`, { isAllowed: true }, admin.token));
    expect(approved.statusCode).toBe(200);
    const done = await action.run(c, prepared);
    expect(done.statusCode, done.body).toBe(action.ok);
  });

  it('still reads, edits both profiles and joins the waitlist', async () => {
    const c = await signUpVerified(app);
    const open: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
      ['GET', '/api/user/me'],
      ['GET', '/api/company-jobs'],
      ['GET', `/api/company/${c.profile.id}/users`],
      ['GET', `/api/company/${c.profile.id}`],
      ['GET', `/api/company-job-posting-availability/${c.profile.id}`],
      ['GET', `/api/companies/${c.profile.id}/transactions`],
      ['PATCH', `/api/company/${c.profile.id}`, { companyName: 'Waiting Works Ltd', about: 'Soon.' }],
      ['PATCH', `/api/user/${c.profile.userId}`, { name: 'Ann Waiting', title: 'Founder' }],
      ['POST', '/api/waiting-lists', { email: c.email, userId: c.profile.userId }],
    ];
    const answered = [];
    for (const [method, url, body] of open)
      answered.push([method, url, (await api.raw(method, url, { token: c.token, body })).statusCode]);
    expect(answered).toEqual(open.map(([method, url]) => [method, url, 200]));
  });
});
