import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpVerified } from '#test/helpers.js';
import { multipart } from '#test/multipart.js';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverCtor = new (opts: Record<string, unknown>) => S3rverInstance;
/** s3rver: an S3-compatible server in Node (MIT), so the real AWS SDK calls are exercised over HTTP. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

let server: S3rverInstance;
let app: FastifyInstance;
let endpoint: string;
const directory = mkdtempSync(path.join(os.tmpdir(), 'talentdeck-s3-'));

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'talentdeck' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  app = await createTestApp({
    s3: {
      bucket: 'talentdeck',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: `${endpoint}/talentdeck`,
    },
  });
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('uploads to S3-compatible storage (S3_BUCKET)', () => {
  it('stores the re-encoded image in the bucket with long caching and answers its public URL', async () => {
    const { token } = await signUpVerified(app);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const body = await multipart([{ name: 'logo.png', type: 'image/png', bytes: png }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/attachments/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${endpoint}/talentdeck/uploads/[0-9a-f]{32}\\.webp$`));

    const object = await fetch(url);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/webp');
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await object.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256]);
    // The server reads it back by its URL (the share cards embed logos); nothing outside the bucket's prefix.
    const read = await app.ctx.storage.read(url);
    expect(read && (await sharp(read).metadata()).format).toBe('webp');
    expect(await app.ctx.storage.read(`${endpoint}/talentdeck/other/${url.split('/').pop()}`)).toBeUndefined();
    expect(await app.ctx.storage.read(url.replace(/\.webp$/, '0.webp'))).toBeUndefined();

    // Images from the bucket are allowed by the pages' CSP; nothing is served from local disk.
    const page = await app.inject({ method: 'GET', url: '/signin' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.:/]/g, '\\$&')}`));
    expect((await app.inject({ method: 'GET', url: `/uploads/${url.split('/').pop()}` })).statusCode).toBe(404);
  });
});
