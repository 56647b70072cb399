import { randomBytes } from 'node:crypto';
import { MESSAGES, UPLOAD_LIMITS } from '@talentdeck/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, json, signUpCandidateVerified, signUpVerified } from '#test/helpers.js';
import { multipart } from '#test/multipart.js';

const app = await createTestApp();
const token = (await signUpVerified(app)).token;
afterAll(() => app.close());

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

async function upload(files: Parameters<typeof multipart>[0], auth = token) {
  const body = await multipart(files);
  return app.inject({
    method: 'POST',
    url: '/api/attachments/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
  });
}

describe('image upload', () => {
  it('re-encodes an image within 512x512, keeping its aspect, and serves it with long caching', async () => {
    const res = await upload([{ name: 'logo.png', type: 'image/png', bytes: await image('png', 1200, 800) }]);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 341]);
  });

  it('accepts JPEG, WebP and GIF by their content whatever the name, and never enlarges', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      const res = await upload([{ name: 'picture.bin', type: 'application/octet-stream', bytes: await image(format, 200, 300) }]);
      expect(res.statusCode, format).toBe(200);
      const served = await app.inject({ method: 'GET', url: res.json().url });
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height], format).toEqual([200, 300]);
    }
  });

  it('names files by content: the same image gives the same URL', async () => {
    const bytes = await image('png', 300, 300);
    const a = await upload([{ name: 'a.png', type: 'image/png', bytes }]);
    const b = await upload([{ name: 'b.png', type: 'image/png', bytes }]);
    expect(a.json().url).toBe(b.json().url);
  });

  it('refuses a text file renamed to .png with 415', async () => {
    const res = await upload([{ name: 'notes.png', type: 'image/png', bytes: Buffer.from('hello, this is not an image\n') }]);
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).message).toBe(MESSAGES.uploadNotAnImage);
    const truncated = (await image('png')).subarray(0, 40);
    expect((await upload([{ name: 't.png', type: 'image/png', bytes: truncated }])).statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload([{ name: 'x.svg', type: 'image/svg+xml', bytes: svg }])).statusCode).toBe(415);
  });

  it('accepts a photo of a few megabytes (more than a JSON body may carry)', async () => {
    const noise = randomBytes(1000 * 1000 * 3);
    const photo = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload([{ name: 'photo.png', type: 'image/png', bytes: photo }]);
    expect(res.statusCode, res.body).toBe(200);
    const meta = await sharp((await app.inject({ method: 'GET', url: res.json().url })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const noise = randomBytes(1500 * 1500 * 3);
    const big = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(UPLOAD_LIMITS.maxBytes);
    const res = await upload([{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toBe(MESSAGES.uploadTooLarge);
  });

  it('refuses two files, no file, or a file under another field name with 400', async () => {
    const bytes = await image('png', 100, 100);
    const two = await upload([
      { name: 'a.png', type: 'image/png', bytes },
      { name: 'b.png', type: 'image/png', bytes },
    ]);
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).message).toBe(MESSAGES.uploadOneFile);
    expect((await upload([])).statusCode).toBe(400);
    expect((await upload([{ field: 'avatar', name: 'a.png', type: 'image/png', bytes }])).statusCode).toBe(400);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/attachments/upload',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('takes a candidate’s profile picture too, which their profile then keeps', async () => {
    const candidate = await signUpCandidateVerified(app);
    const res = await upload([{ name: 'me.jpg', type: 'image/jpeg', bytes: await image('jpeg', 600, 600) }], candidate.token);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    const profile = { title: 'Data Analyst', city: 'Lisbon', country: 'Portugal', profilePicture: url };
    const saved = await app.inject(json('PUT', '/api/candidate-app/profile', profile, candidate.token));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profilePicture).toBe(url);
  });

  it('needs a session', async () => {
    const res = await upload([{ name: 'a.png', type: 'image/png', bytes: await image('png', 10, 10) }], '');
    expect(res.statusCode).toBe(401);
  });
});
