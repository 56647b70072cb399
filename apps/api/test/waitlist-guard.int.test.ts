import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#api/db/schema/index.js';
import { app, draft, step1, step2, useJobsApp } from '#api/modules/jobs/jobs.fixture.js';
import { administrator, billingClient, TEST_CARDS } from './billing-helpers.js';
import { json, signUpVerified, uniqueEmail } from './helpers.js';

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

const call = (c: Waiting, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  app.inject(json(method, url, body, c.token));
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
  expect((await call(c, 'PATCH', `/api/company-job/${job.id}`, step2)).statusCode).toBe(200);
  return job.id;
};
const question = async (c: Waiting) => {
  const jobId = (await draft({}, c)).id;
  const res = await call(c, 'POST', `/api/company-jobs/${jobId}/custom-questions`, ['Why us?']);
  return (res.json() as { id: string }[])[0]?.id as string;
};
const paymentSession = async (c: Waiting) => (await billingClient(app, c.token).intent(c.profile.id, packageId)).body.sessionId;

type Action = {
  prepare?: (c: Waiting) => Promise<string>;
  run: (c: Waiting, prepared: string) => Promise<LightMyRequestResponse>;
  ok: number;
};
const actions: Record<string, Action> = {
  'invite a collaborator': {
    run: (c) =>
      call(c, 'POST', `/api/company/${c.profile.id}/invite_collaborator`, { name: 'Cara Diaz', email: uniqueEmail('cara') }),
    ok: 200,
  },
  'create a job': { run: (c) => call(c, 'POST', `/api/companies/${c.profile.id}/company-jobs`, step1()), ok: 200 },
  'edit a job': {
    prepare: async (c) => (await draft({}, c)).id,
    run: (c, jobId) => call(c, 'PATCH', `/api/company-job/${jobId}`, { jobTitle: 'Renamed role' }),
    ok: 200,
  },
  'publish a job': {
    prepare: readyJob,
    run: (c, jobId) => call(c, 'PATCH', `/api/company-job/${jobId}`, { jobStatus: 'Published' }),
    ok: 200,
  },
  'add custom questions': {
    prepare: async (c) => (await draft({}, c)).id,
    run: (c, jobId) => call(c, 'POST', `/api/company-jobs/${jobId}/custom-questions`, ['Notice period?']),
    ok: 200,
  },
  'edit custom questions': {
    prepare: question,
    run: (c, id) => call(c, 'PATCH', '/api/company-job-custom-question-update', [{ id, question: 'Why Globex?' }]),
    ok: 200,
  },
  'delete a custom question': {
    prepare: question,
    run: (c, id) => call(c, 'DELETE', `/api/custom-question/${id}`),
    ok: 204,
  },
  'start a payment': {
    run: (c) => call(c, 'POST', '/api/create-payment-intent', { packageId, companyId: c.profile.id }),
    ok: 200,
  },
  'apply a promo code': {
    run: (c) => call(c, 'POST', '/api/promo-addition', { promoCode: 'NOSUCHCODE', packageId, companyId: c.profile.id }),
    ok: 200,
  },
  'pay with the sandbox card form': {
    prepare: paymentSession,
    run: (c, sessionId) =>
      call(c, 'POST', '/api/sandbox-payments/confirm', {
        sessionId,
        cardNumber: TEST_CARDS.success,
        expiry: '12/39',
        cvc: '123',
        cardholderName: 'Ann Lee',
      }),
    ok: 200,
  },
  'record a payment': {
    prepare: async (c) => {
      const paid = await billingClient(app, c.token).pay(await paymentSession(c), TEST_CARDS.success);
      return paid.body.transactionId;
    },
    run: (c, transactionId) =>
      call(c, 'POST', '/api/payment-acceptance', {
        transactionId,
        companyId: c.profile.id,
        packageId,
        transactionStatus: 'Successful',
        transactionMessage: 'ok',
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
    expect(refused.json().error).toMatchObject({ message: MESSAGES.companyNotAllowed, code: 'COMPANY_NOT_ALLOWED' });

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
    for (const [method, url, body] of open) answered.push([method, url, (await call(c, method, url, body)).statusCode]);
    expect(answered).toEqual(open.map(([method, url]) => [method, url, 200]));
  });
});
