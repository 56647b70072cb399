import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';

/** Production serving of the web app, against a small stand-in build written to a temp folder. */
describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'td-web-'));
  const script = 'console.log("talentdeck");'.repeat(50);
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
    for (const [name, body] of [['assets/app-abc123.js', script]] as const) {
      writeFileSync(path.join(dist, name), body);
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
    }
    app = await createTestApp({ serveWeb: true, webDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends hashed assets pre-compressed with year-long immutable caching', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('answers client routes with index.html, never cached, and keeps API 404s as JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/profilesettings/changePassword', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.statusCode).toBe(404);
    const missingFile = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
  });
});
