import { MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpVerified } from './helpers.js';

/** A state change carried by the session cookie, with the given request headers. */
async function cookieWrite(app: FastifyInstance, headers: Record<string, string>) {
  const user = await signUpVerified(app);
  return app.inject({
    method: 'PATCH',
    url: `/api/user/${user.profile.userId}`,
    cookies: { td_session: user.token },
    headers,
    payload: { title: 'Changed' },
  });
}

const refused = (res: Awaited<ReturnType<typeof cookieWrite>>) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().error).toMatchObject({ message: MESSAGES.forbiddenOrigin, code: 'CROSS_SITE' });
};

describe('the origin of a cookie-carried write, served directly', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('accepts our own origin', async () => {
    const res = await cookieWrite(app, { host: 'localhost:3000', origin: 'http://localhost:3000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toBe('Changed');
  });

  it('refuses an Origin that is not a URL', async () => {
    refused(await cookieWrite(app, { host: 'localhost:3000', origin: 'http://[' }));
  });

  it('ignores X-Forwarded-Host: anyone can send it when no proxy is trusted', async () => {
    refused(
      await cookieWrite(app, { host: 'localhost:3000', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' }),
    );
  });
});

describe('the origin of a cookie-carried write, behind a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('compares the origin with the host the proxy was asked for', async () => {
    const headers = { host: 'api.internal:3000', 'x-forwarded-host': 'talentdeck.example' };
    const ok = await cookieWrite(app, { ...headers, origin: 'https://talentdeck.example' });
    expect(ok.statusCode, ok.body).toBe(200);
    refused(await cookieWrite(app, { ...headers, origin: 'https://evil.example' }));
    refused(await cookieWrite(app, { ...headers, origin: 'http://[' }));
  });
});
