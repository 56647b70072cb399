import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { json } from '#test/helpers.js';
import { multipart } from '#test/multipart.js';
import { app, draft, other, owner, patch, publishDirectly, step2, useJobsApp } from '../jobs.fixture.js';

useJobsApp();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const card = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/job-summary/${id}/card.png`, headers });

/** The PNG's size from its IHDR chunk, which must come first, right after the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function publishedJob(over: Record<string, unknown> = {}, company = owner) {
  const job = await draft(over, company);
  expect((await patch(job.id, step2, company)).statusCode).toBe(200);
  await publishDirectly(job.id);
  return job;
}

describe('GET /job-summary/{jobId}/card.png', () => {
  it('answers a 1200×630 PNG with an ETag and caching headers', async () => {
    const job = await publishedJob();
    const res = await card(job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=600, must-revalidate');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // The same card again: from the cache, the same bytes; with its ETag, a 304 without a body.
    const again = await card(job.id);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const revalidated = await card(job.id, { 'if-none-match': res.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws a title too long for two lines, and one in Arabic with an emoji', async () => {
    for (const jobTitle of ['W'.repeat(50), 'مطور واجهات أمامية 🚀 كبير 👩‍💻']) {
      const job = await publishedJob({ jobTitle });
      const res = await card(job.id);
      expect([jobTitle, res.statusCode]).toEqual([jobTitle, 200]);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('is made again when the job changes, and when the company gets a logo (read from the uploads)', async () => {
    const job = await publishedJob({}, other);
    const first = await card(job.id);
    expect((await patch(job.id, { jobTitle: 'Staff Frontend Engineer' }, other)).statusCode).toBe(200);
    const edited = await card(job.id, { 'if-none-match': first.headers.etag as string });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);

    const bytes = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 220, g: 30, b: 30 } } })
      .png()
      .toBuffer();
    const body = await multipart([{ name: 'logo.png', type: 'image/png', bytes }]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/attachments/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${other.token}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const logo = await app.inject(
      json('PATCH', `/api/company/${other.profile.id}`, { companyLogo: upload.json().url }, other.token),
    );
    expect(logo.statusCode, logo.body).toBe(200);
    const withLogo = await card(job.id);
    expect(withLogo.headers.etag).not.toBe(edited.headers.etag);
    // The logo's red is drawn where the initials' blue square was.
    const { data, info } = await sharp(withLogo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r, g, b] = at(130, 116);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    const [r0, , b0] = await sharp(edited.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data: d, info: i }) => [
        ...d.subarray((116 * i.width + 130) * i.channels, (116 * i.width + 130) * i.channels + 3),
      ]);
    expect(b0).toBeGreaterThan(r0 as number);
  });

  it('answers 404 for a draft, a paused job and an unknown or malformed id', async () => {
    const job = await draft();
    expect((await card(job.id)).statusCode).toBe(404);
    const paused = await publishedJob();
    expect((await card(paused.id)).statusCode).toBe(200);
    expect((await patch(paused.id, { jobStatus: 'Paused' })).statusCode).toBe(200);
    expect((await card(paused.id)).statusCode).toBe(404);
    expect((await card('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await card('not-a-job')).statusCode).toBe(404);
  });
});
