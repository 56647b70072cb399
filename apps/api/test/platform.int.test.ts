import { MESSAGES } from '@talentdeck/shared';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, uniqueEmail, validSignUp } from './helpers.js';

describe('platform', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reports health with the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/user/createCompany',
      '/api/user/login',
      '/api/user/me',
      '/api/user/{userId}/updatePassword',
      '/api/collaborator-sign-up',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('names, describes and tags every operation, as a client generator needs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.servers).toEqual([{ url: app.ctx.config.publicUrl }]);
    const declared = (doc.tags as { name: string; description: string }[]).map((t) => t.name);
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, ...op })),
    );
    expect(operations.length).toBeGreaterThan(70);
    const faults = operations.flatMap((op) => [
      ...(/^[a-z][a-zA-Z]+$/.test(op.operationId ?? '') ? [] : [`${op.name}: operationId ${op.operationId}`]),
      ...(op.summary ? [] : [`${op.name}: no summary`]),
      ...(op.tags?.length === 1 && declared.includes(op.tags[0] as string) ? [] : [`${op.name}: tags ${op.tags}`]),
      ...(Array.isArray(op.security) ? [] : [`${op.name}: no security`]),
    ]);
    expect(faults).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect((doc.tags as { description: string }[]).every((t) => t.description.length > 10)).toBe(true);
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    // A JSON answer may not run anything, be framed, be sniffed or be cached.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBe('trace-123');
    const generated = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    const next = await app.inject({ method: 'GET', url: '/api/health' });
    // A generated id: this process's prefix and a counter, different on every request.
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
  });

  it("gives pages outside the API the web app's CSP, and the API browser too", async () => {
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown routes with the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: expect.objectContaining({ statusCode: 404, name: 'NotFoundError', code: 'ROUTE_NOT_FOUND' }),
    });
  });

  it('keeps a development mailbox when no SMTP server is configured', async () => {
    const body = validSignUp();
    await app.inject(json('POST', '/api/user/createCompany', body));
    let list: { id: string; to: string }[] = [];
    for (let i = 0; i < 50 && !list.some((m) => m.to === body.email); i++) {
      list = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
      await new Promise((r) => setTimeout(r, 100));
    }
    const mail = list.find((m) => m.to === body.email);
    expect(mail).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(`/dev/mailbox/${mail?.id}`);
    const one = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}` });
    expect(one.body).toContain('/companydetails/');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/00000000-0000-0000-0000-000000000000' })).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ rateLimit: { authMax: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['/api/user/login', { email: 'a@example.com', password: 'whatever1' }],
    ['/api/user/createCompany', { name: 'x' }],
    ['/api/user/forgetPasswordEmail', { email: 'a@example.com' }],
    ['/api/user/resendVerficationCode', { email: 'a@example.com' }],
  ])('answers 429 with a clear message past the limit on %s', async (url, body) => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject(json('POST', url, body))).statusCode);
    expect(codes.slice(0, 3)).not.toContain(429);
    const res = await app.inject(json('POST', url, body));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('captcha (ALTCHA)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ captchaProvider: 'altcha' });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function solvedPayload() {
    const challenge = (await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json();
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution?.number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('tells the web app which provider is active', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/public-config' })).json()).toEqual({
      captchaProvider: 'altcha',
      devMailbox: true,
    });
  });

  it('requires a solved challenge, accepts it once, and refuses a replay', async () => {
    const missing = await app.inject(json('POST', '/api/user/forgetPasswordEmail', { email: uniqueEmail() }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(MESSAGES.captchaRequired);

    const forged = await app.inject(
      json('POST', '/api/user/forgetPasswordEmail', {
        email: uniqueEmail(),
        captcha: Buffer.from('{"signature":"x"}').toString('base64'),
      }),
    );
    expect(forged.statusCode).toBe(400);

    const captcha = await solvedPayload();
    const first = await app.inject(json('POST', '/api/user/createCompany', { ...validSignUp(), captcha }));
    expect(first.statusCode).toBe(200);
    const replay = await app.inject(json('POST', '/api/user/createCompany', { ...validSignUp(), captcha }));
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(MESSAGES.captchaInvalid);
  });
});

type Operation = { operationId?: string; summary?: string; tags?: string[]; security?: unknown[] };
