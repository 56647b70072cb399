/**
 * Hostile input answers 4xx, never 500: each case here is one the API fuzz (test/fuzz) or an
 * attacker found, kept as a focused regression test.
 */
import { MESSAGES } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { app, details, draft, owner, patch, publishDirectly, step2, useJobsApp } from '#api/modules/jobs/jobs.fixture.js';
import { json, validSignUp } from './helpers.js';
import { multipart } from './multipart.js';
import { signInAdmin } from './realtime-helpers.js';

useJobsApp();

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token: string = owner.token) =>
  app.inject(json(method, url, body, token));
const errorMessage = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

describe('control characters in text', () => {
  it('refuses NUL in the sign-up name with the message on the field (PostgreSQL cannot store it)', async () => {
    const res = await app.inject(json('POST', '/api/user/createCompany', { ...validSignUp(), name: 'Ann\u0000Lee' }));
    expect(res.statusCode).toBe(422);
    expect(details(res)).toEqual({ name: MESSAGES.controlCharacters });
  });

  it('refuses NUL, other controls and lone surrogates in the personal profile, and keeps the profile', async () => {
    const url = `/api/user/${owner.profile.userId}`;
    for (const body of [{ name: 'A\u0000B' }, { title: 'Lead\u001b[31m' }, { title: 'x\ud800' }, { name: 'Ann\u007f' }]) {
      const res = await send('PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.values(details(res))).toEqual([MESSAGES.controlCharacters]);
    }
    expect((await send('GET', url)).json()).toMatchObject({ name: 'Ann Lee' });
  });

  it('lets line breaks and tabs into multi-line texts only', async () => {
    const job = await draft();
    const multiLine = await patch(job.id, { jobDescription: '<p>Line one\n\tLine two\r\n</p>' });
    expect(multiLine.statusCode, multiLine.body).toBe(200);
    const title = await patch(job.id, { jobTitle: 'Senior\nDeveloper' });
    expect(title.statusCode).toBe(422);
    expect(details(title)).toEqual({ jobTitle: MESSAGES.controlCharacters });
    const nul = await patch(job.id, { jobDescription: '<p>a\u0000b</p>' });
    expect(details(nul)).toEqual({ jobDescription: MESSAGES.controlCharacters });
    const about = await send('PATCH', `/api/company/${owner.profile.id}`, { about: 'We hire.\nReally \udc00.' });
    expect(details(about)).toEqual({ about: MESSAGES.controlCharacters });
  });

  it('refuses control characters in a query parameter and in the values of a filter', async () => {
    const search = await send('GET', '/api/geo/cities?q=Ber%00lin');
    expect(search.statusCode).toBe(422);
    expect(details(search)).toEqual({ q: MESSAGES.controlCharacters });
    // The filter's JSON escapes carry characters the query string itself could not.
    for (const where of [{ jobTitle: 'a\u0000' }, { jobTitle: { like: '\ud800%' } }]) {
      const res = await send('GET', `/api/company-jobs?filter=${encodeURIComponent(JSON.stringify({ where }))}`);
      expect(res.statusCode, JSON.stringify(where)).toBe(422);
      expect(errorMessage(res)).toBe(MESSAGES.controlCharacters);
    }
  });
});

describe('filter values PostgreSQL would refuse', () => {
  const list = (url: string, where: unknown, token = owner.token) =>
    send('GET', `${url}?filter=${encodeURIComponent(JSON.stringify({ where }))}`, undefined, token);

  it('refuses dates outside the years 1 to 9999 and accepts the bounds', async () => {
    for (const value of ['+275760-09-13', 8.64e15, '0000-01-01', -8.64e15]) {
      const res = await list('/api/company-jobs', { createdAt: { gt: value } });
      expect(res.statusCode, String(value)).toBe(422);
      expect(errorMessage(res)).toBe(MESSAGES.dateOutOfRange);
    }
    expect((await list('/api/company-jobs', { createdAt: { gt: '0001-01-01' } })).statusCode).toBe(200);
    expect((await list('/api/company-jobs', { createdAt: { lt: '9999-12-31T23:59:59.999Z' } })).statusCode).toBe(200);
  });

  it('refuses numbers an integer column cannot hold', async () => {
    for (const value of [2 ** 31, -(2 ** 31) - 1, 1e300, 1.5]) {
      const res = await list('/api/packages', { jobsInPackage: value });
      expect(res.statusCode, String(value)).toBe(422);
      expect(errorMessage(res)).toMatch(/whole number/);
    }
    expect((await list('/api/packages', { jobsInPackage: { gte: -(2 ** 31), lte: 2 ** 31 - 1 } })).statusCode).toBe(200);
  });

  it('refuses a like pattern ending in a lone backslash, and takes an escaped one', async () => {
    const res = await list('/api/company-jobs', { jobTitle: { like: 'Dev\\' } });
    expect(res.statusCode).toBe(422);
    expect((await list('/api/company-jobs', { jobTitle: { like: 'Dev\\\\' } })).statusCode).toBe(200);
  });
});

describe('links', () => {
  it('takes only http(s) links and our uploads as the profile picture', async () => {
    const url = `/api/user/${owner.profile.userId}`;
    for (const profilePicture of [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      'https://',
      '/uploads/../secret',
    ]) {
      const res = await send('PATCH', url, { profilePicture });
      expect(res.statusCode, profilePicture).toBe(422);
      expect(details(res)).toEqual({ profilePicture: MESSAGES.validLink });
    }
    for (const profilePicture of ['/uploads/0123abcd.webp', 'https://bucket.s3.amazonaws.com/uploads/0123abcd.webp']) {
      const res = await send('PATCH', url, { profilePicture });
      expect(res.statusCode, profilePicture).toBe(200);
      expect(res.json().profilePicture).toBe(profilePicture);
    }
  });

  it('takes only http(s) links as the company logo, website and social profiles', async () => {
    const url = `/api/company/${owner.profile.id}`;
    for (const field of ['companyLogo', 'website', 'linkedinProfile']) {
      for (const value of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)']) {
        const res = await send('PATCH', url, { [field]: value });
        expect(res.statusCode, `${field} ${value}`).toBe(422);
        expect(details(res)).toEqual({ [field]: MESSAGES.validLink });
      }
    }
    const ok = await send('PATCH', url, { companyLogo: '/uploads/logo.webp', website: 'example.com/jobs' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ companyLogo: '/uploads/logo.webp', website: 'https://example.com/jobs' });
  });
});

describe('the public job page', () => {
  it("keeps a title with $&, $' and $` exactly as written in <title> and og:title", async () => {
    const title = "A $& B $' C $` D";
    const job = await draft({ jobTitle: title });
    await patch(job.id, step2);
    await publishDirectly(job.id);
    const res = await app.inject({ method: 'GET', url: `/job-summary/${job.id}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const escaped = 'A $&amp; B $&#39; C $` D at Globex Corporation';
    expect(/<title>([\s\S]*?)<\/title>/.exec(res.body)?.[1]).toBe(escaped);
    expect(/<meta property="og:title" content="([^"]*)"/.exec(res.body)?.[1]).toBe(escaped);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('pages with an id in the path', () => {
  it('answer 404 for a job or mail id of 36 id-like characters that is not a uuid', async () => {
    for (const id of ['-'.repeat(36), 'a'.repeat(36), '00000000-0000-0000-0000-00000000000-']) {
      const page = await app.inject({ method: 'GET', url: `/job-summary/${id}`, headers: { accept: 'text/html' } });
      expect(page.statusCode, id).toBe(404);
      expect(page.body).toContain('noindex');
      const mail = await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
      expect(mail.statusCode, id).toBe(404);
    }
  });
});

describe('requests that used to fail inside the server', () => {
  it('refuses a cookie-carried change from an Origin that is not a URL (403, not 500)', async () => {
    for (const origin of ['garbage', '://', 'http://[::1']) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/user/${owner.profile.userId}`,
        cookies: { td_session: owner.token },
        headers: { origin },
        payload: { title: 'Hacked' },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(errorMessage(res)).toBe(MESSAGES.forbiddenOrigin);
    }
  });

  it('answers a malformed multipart upload with 400', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'garbage'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/attachments/upload',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(errorMessage(res)).toBe(MESSAGES.uploadOneFile);
    }
    // A well-formed upload still reaches the image check.
    const form = await multipart([{ name: 'a.png', type: 'image/png', bytes: Buffer.from('not an image') }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/attachments/upload',
      headers: { authorization: `Bearer ${owner.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a promo expiry in year 0 (PostgreSQL has none) and takes the last storable instant', async () => {
    const admin = await signInAdmin(app);
    const promo = (promoCode: string, expiresAt: string) =>
      send('POST', '/api/admin/promos', { promoCode, discountType: 'percent', discountValue: 5, expiresAt }, admin.token);
    const year0 = await promo('YEARZERO', '0000-01-01T00:00:00Z');
    expect(year0.statusCode).toBe(422);
    expect(details(year0)).toEqual({ expiresAt: MESSAGES.dateOutOfRange });
    const last = await promo('LASTDAY', '9999-12-31T23:59:59.999Z');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().expiresAt).toBe('9999-12-31T23:59:59.999Z');
  });

  it('takes a signed payment event about an intent id with a NUL as an intent that is not ours', async () => {
    const sandbox = app.ctx.payments.sandbox;
    if (!sandbox) throw new Error('the tests run with the sandbox payment provider');
    const { body, signature } = sandbox.signedEvent('payment_intent.succeeded', {
      id: 'pi_\u0000',
      clientSecret: 'secret',
      status: 'succeeded',
      amountMinor: 100,
      currency: 'USD',
      metadata: {},
      attemptRef: null,
      failureMessage: null,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });

  it('answers an empty edit of an industry or a profession with the row unchanged', async () => {
    const admin = await signInAdmin(app);
    const industry = (await send('GET', '/api/industries', undefined, admin.token)).json()[0];
    const profession = (await send('GET', `/api/industry/${industry.id}/professions`, undefined, admin.token)).json()[0];
    const sameIndustry = await send('PATCH', `/api/admin/industries/${industry.id}`, {}, admin.token);
    expect(sameIndustry.statusCode, sameIndustry.body).toBe(200);
    expect(sameIndustry.json()).toMatchObject({ id: industry.id, industryName: industry.industryName });
    const sameProfession = await send('PATCH', `/api/admin/professions/${profession.id}`, {}, admin.token);
    expect(sameProfession.statusCode, sameProfession.body).toBe(200);
    expect(sameProfession.json()).toMatchObject({ id: profession.id, professionName: profession.professionName });
    const unknown = await send('PATCH', '/api/admin/industries/00000000-0000-4000-8000-000000000000', {}, admin.token);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a path that cannot be decoded with the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ statusCode: 400, message: MESSAGES.badRequestPath });
  });
});
