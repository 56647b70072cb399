import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '#api/db/schema/index.js';
import { billingClient, TEST_CARDS } from './billing-helpers.js';
import { createTestApp, json, secretFromLink, signUpVerified, waitForMail } from './helpers.js';

type LogLine = {
  msg?: string;
  req?: { url?: string };
  err?: { type?: string; message?: string; stack?: string; query?: string; cause?: unknown };
};

describe('the log keeps secrets and personal data out', () => {
  let app: FastifyInstance;
  // Everything the server logs (trace), as it would go to stdout.
  const lines: string[] = [];
  const text = () => lines.join('');
  const parsed = () => lines.map((l) => JSON.parse(l) as LogLine);
  beforeAll(async () => {
    app = await createTestApp({ logLevel: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the SQL code, constraint and statement of a database error, not its parameters or row values', async () => {
    const company = await signUpVerified(app, { password: `Td-${randomUUID()}!9` });
    const [stored] = await app.db.select().from(users).where(eq(users.email, company.email));
    const hash = stored?.passwordHash as string;
    // A second account with the same address and hash: the unique index refuses it, and both the
    // parameters and PostgreSQL's detail line (`Key (email)=(…)`) hold the values.
    const err = await app.db
      .insert(users)
      .values({ name: 'Copy', email: company.email, passwordHash: hash, userType: 'Company' })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    app.log.error({ err }, 'insert failed');

    const logged = parsed().find((l) => l.msg === 'insert failed')?.err;
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/^insert into "users"/),
      cause: { code: '23505', constraint: 'users_email_key', table: 'users' },
    });
    expect(text()).not.toContain(hash);
    expect(JSON.stringify(logged)).not.toContain(company.email);
  });

  it('redacts values named as secrets in whatever is logged by hand', () => {
    const secret = randomUUID();
    app.log.info({ password: secret, body: { token: secret, sessionId: secret }, note: 'kept' }, 'by hand');
    const line = parsed().find((l) => l.msg === 'by hand') as Record<string, unknown>;
    expect(line).toMatchObject({ password: '[Redacted]', body: { token: '[Redacted]', sessionId: '[Redacted]' }, note: 'kept' });
    expect(text()).not.toContain(secret);
  });

  // Last: it closes the database.
  it('records a journey from sign-up to payment and a lost database without its secrets', async () => {
    const password = `Td-${randomUUID()}!9`;
    const company = await signUpVerified(app, { password });
    // The emailed link is a page load; in production the server answers it and logs its path.
    const linkSecret = secretFromLink((await waitForMail(app, company.email, { subject: /Verify/ })).text, '/companydetails');
    await app.inject({ method: 'GET', url: `/companydetails/${linkSecret}`, headers: { accept: 'text/html' } });
    await app.db
      .update(companies)
      .set({ isAllowed: true, isSignUpProcessCompleted: true })
      .where(eq(companies.id, company.profile.id));

    const signIn = await app.inject(json('POST', '/api/user/login', { email: company.email, password }));
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json() as { token: string };
    expect(String(signIn.headers['set-cookie'])).toContain(token);
    const me = await app.inject({ method: 'GET', url: '/api/user/me', cookies: { td_session: token } });
    expect(me.statusCode).toBe(200);

    const c = billingClient(app, token);
    const starter = (await c.packages()).find((p) => p.packageName === 'Starter');
    const intent = await c.intent(company.profile.id, starter?.id as string);
    const sessionId = intent.body.sessionId;
    expect(sessionId).toMatch(/_secret_/);
    const paid = await c.pay(sessionId, TEST_CARDS.success);
    expect(paid.body.status).toBe('succeeded');
    expect((await c.accept(company.profile.id, starter?.id as string, paid.body.transactionId)).status).toBe(200);
    const status = await app.inject({ method: 'GET', url: `/api/payments/status?sessionId=${encodeURIComponent(sessionId)}` });
    expect(status.json()).toMatchObject({ status: 'succeeded' });

    const [stored] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, company.email));
    const hash = stored?.hash as string;
    expect(hash).toMatch(/^\$argon2/);

    // The database goes away: both requests answer 503 and log a failed query whose parameters are
    // the payment session id and the email.
    await app.database.close();
    const lost = await app.inject({ method: 'GET', url: `/api/payments/status?sessionId=${encodeURIComponent(sessionId)}` });
    expect(lost.statusCode).toBe(503);
    const lostSignIn = await app.inject(json('POST', '/api/user/login', { email: company.email, password }));
    expect(lostSignIn.statusCode).toBe(503);

    const log = text();
    for (const secret of [password, hash, token, sessionId, sessionId.split('_secret_')[1] as string, linkSecret]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('$argon2');

    // Not silence: the requests and the errors are there, with what an operator needs.
    const entries = parsed();
    const urls = entries.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/user/createCompany',
        '/api/user/login',
        '/api/payments/status',
        '/companydetails/[Redacted]',
      ]),
    );
    const errors = entries.filter((l) => l.msg === 'database unavailable').map((l) => l.err);
    expect(errors).toHaveLength(2);
    for (const err of errors) {
      // The mailer names the recipient of each email it delivers; an error names no one.
      expect(JSON.stringify(err)).not.toContain(company.email);
      expect(err).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringMatching(/^Failed query: select /) });
      expect(err?.query).toMatch(/\$1/);
      expect(err?.stack).toMatch(/^DrizzleQueryError: Failed query: select [^\n]*\n\s+at /);
      expect(err?.cause).toMatchObject({ message: expect.any(String) });
    }
  });
});
