import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MAX_PATH_PARAM_LENGTH, SERVER_RENDERED_ROUTES, WEB_APP_ROUTES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';

/** Production serving of the web app, against a small stand-in build written to a temp folder. */
describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'td-web-'));
  const script = 'console.log("talentdeck");'.repeat(50);
  const signInHtml =
    '<!doctype html><html lang="en"><head><title>Sign in</title></head><body><div id="root" data-prerendered><h1>Sign in</h1></div></body></html>';
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    const indexHtml =
      '<!doctype html><html lang="en"><head><title>Talentdeck</title></head><body><div id="root"></div></body></html>';
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    // As the real build: index.html is pre-compressed too.
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(indexHtml));
    // A prerendered page, as the web build writes it (apps/web/scripts/prerender.ts), with its compressed copies.
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages/signin.html'), signInHtml);
    writeFileSync(path.join(dist, 'pages/signin.html.br'), brotliCompressSync(signInHtml));
    writeFileSync(path.join(dist, 'pages/signin.html.gz'), gzipSync(signInHtml));
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

  /** How each kind of client asks for a page. */
  const clients: Record<string, Record<string, string>> = {
    curl: { accept: '*/*', 'user-agent': 'curl/8.5.0' },
    'curl asking for HTML': { accept: 'text/html', 'user-agent': 'curl/8.5.0' },
    monitor: { 'user-agent': 'UptimeRobot/2.0' },
    browser: {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'accept-encoding': 'gzip, deflate, br, zstd',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
    },
  };

  it('answers every page with the app, whatever the client accepts', async () => {
    for (const [client, headers] of Object.entries(clients)) {
      for (const url of ['/', '/signin', '/profilesettings/changePassword', '/resetpassword/abc?x=1']) {
        const page = await app.inject({ method: 'GET', url, headers });
        expect([client, url, page.statusCode]).toEqual([client, url, 200]);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        // /signin is prerendered: its #root holds the page.
        if (!page.headers['content-encoding']) expect(page.body).toContain('<div id="root"');
      }
      const head = await app.inject({ method: 'HEAD', url: '/', headers });
      expect([client, head.statusCode]).toEqual([client, 200]);
    }
    const compressed = await app.inject({ method: 'GET', url: '/', headers: clients.browser });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('answers a prerendered page with its own file, under the same rules, and other pages with index.html', async () => {
    for (const [client, headers] of Object.entries(clients)) {
      for (const url of ['/signin', '/signin?next=1']) {
        const page = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'identity' } });
        expect([client, url, page.statusCode]).toEqual([client, url, 200]);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toBe(signInHtml);
      }
    }
    const compressed = await app.inject({ method: 'GET', url: '/signin', headers: clients.browser });
    expect(compressed.headers['content-encoding']).toBe('br');
    // Not written by this stand-in build, so the app's shell answers; so do other spellings of the path.
    for (const url of ['/', '/forgotpassword', '/signin/', '/SignIn']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect([url, page.statusCode, page.body.includes('data-prerendered')]).toEqual([url, 200, false]);
    }
  });

  it('answers every route of the web app with the app and 200, its parameters filled up to 100 characters', async () => {
    const values = ['00000000-0000-4000-8000-000000000000', 'abc.def', '%C3%A9t%C3%A9', 'x'.repeat(MAX_PATH_PARAM_LENGTH)];
    const served = SERVER_RENDERED_ROUTES as readonly string[];
    for (const route of WEB_APP_ROUTES.filter((r) => !served.includes(r))) {
      for (const value of route.includes(':') ? values : ['']) {
        for (const url of [route.replace(/:\w+/g, value), `${route.replace(/:\w+/g, value)}?utm_source=x`]) {
          const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          expect([url, page.statusCode]).toEqual([url, 200]);
          expect(page.headers['x-robots-tag'], url).toBeUndefined();
          expect(page.body, url).not.toContain('noindex');
          expect(page.body, url).toContain('<div id="root"');
        }
      }
    }
  });

  it('answers any other address with the app marked noindex and 404, so the app shows its not-found page and no crawler keeps it', async () => {
    const long = 'x'.repeat(MAX_PATH_PARAM_LENGTH + 1);
    const unknown = [
      '/no/such/page',
      '/no-such-page',
      '/signin/extra',
      '/dashboard/x',
      '/resetpassword',
      '/resetpassword/',
      '/candidate//jobs',
      // The build's folders are no pages either.
      '/assets',
      '/assets/',
      '/pages',
      '/%F0%9F%98%80',
      `/job-summary/${long}`,
      `/job-summary/${long}?x=1`,
      `/JOB-SUMMARY/00000000-0000-4000-8000-000000000000`,
      `/careers/${long}`,
      `/resetpassword/${long}`,
      `/candidate/jobs/${long}`,
      `/companydetails/${'%C3%A9'.repeat(MAX_PATH_PARAM_LENGTH + 1)}`,
    ];
    for (const [client, headers] of Object.entries(clients)) {
      for (const url of unknown) {
        const page = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'identity' } });
        expect([client, url, page.statusCode]).toEqual([client, url, 404]);
        expect(page.headers['content-type'], url).toMatch(/^text\/html/);
        expect(page.headers['x-robots-tag'], url).toBe('noindex');
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toContain('<meta name="robots" content="noindex">');
        expect(page.body, url).toContain('<div id="root">');
      }
      const head = await app.inject({ method: 'HEAD', url: '/no/such/page', headers });
      expect([client, head.statusCode, head.headers['x-robots-tag']]).toEqual([client, 404, 'noindex']);
    }
    // The address of a file (a feed, an image) is no page: 404 without the app.
    for (const url of [`/careers/${long}/feed.xml`, `/job-summary/${long}/card.png`, '/no-such-file.xml']) {
      const file = await app.inject({ method: 'GET', url });
      expect([url, file.statusCode, file.body.includes('<div id="root">')]).toEqual([url, 404, false]);
    }
  });

  it('answers a job page the server knows is missing with the app and 404, and files and the API as before', async () => {
    for (const [client, headers] of Object.entries(clients)) {
      const job = await app.inject({ method: 'GET', url: '/job-summary/00000000-0000-4000-8000-000000000000', headers });
      expect([client, job.statusCode]).toEqual([client, 404]);
      expect(job.headers['content-type']).toMatch(/^text\/html/);
      expect(job.body).toContain('<div id="root">');
      expect(job.body).toContain('noindex');
      const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers });
      expect([client, api.statusCode, api.json().error.code]).toEqual([client, 404, 'ROUTE_NOT_FOUND']);
      const file = await app.inject({ method: 'GET', url: '/assets/missing.js', headers });
      expect([client, file.statusCode]).toEqual([client, 404]);
    }
  });
});
