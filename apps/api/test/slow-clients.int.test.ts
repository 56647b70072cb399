import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { UPLOAD_LIMITS } from '@talentdeck/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeouts, serverTimeoutOptions } from '#api/platform/transport.js';
import { createTestApp, signUpVerified } from './helpers.js';
import { multipart } from './multipart.js';
import { baseUrlOf, openEventStream } from './realtime-helpers.js';

/** The limits of the server below: short, so that the drops happen within a test's time. */
const LIMITS = { headersMs: 1000, requestMs: 4000, checkIntervalMs: 250, keepAliveMs: 1000 };
/** How long a test waits for a drop at most: the limit, one check, and room for a busy machine. */
const DROP_WAIT_MS = LIMITS.headersMs + LIMITS.checkIntervalMs + 3000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Node's http.Server has the setting; its type declarations do not list it. */
const checkInterval = (server: http.Server) =>
  (server as http.Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval;

/**
 * A raw TCP client that sends `data` and keeps the connection open. `closed` resolves with what the
 * server answered once it closes the connection, or with undefined if it still holds it after `waitMs`.
 */
function rawClient(port: number, data: string, waitMs: number) {
  const socket = net.connect(port, '127.0.0.1', () => {
    if (data) socket.write(data);
  });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
  return { socket, closed };
}

describe('slow clients, on a listening server', () => {
  let app: FastifyInstance;
  let port: number;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ sseHeartbeatMs: 1000 }, { timeouts: LIMITS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(baseUrlOf(app)).port);
    token = (await signUpVerified(app)).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('applies the limits it was given to the server', () => {
    expect(app.server.headersTimeout).toBe(LIMITS.headersMs);
    expect(app.server.requestTimeout).toBe(LIMITS.requestMs);
    expect(checkInterval(app.server)).toBe(LIMITS.checkIntervalMs);
    expect(app.server.keepAliveTimeout).toBe(LIMITS.keepAliveMs);
  });

  it('drops a client that never finishes its request line or its headers', async () => {
    const clients = [
      rawClient(port, '', DROP_WAIT_MS),
      rawClient(port, 'GET /api/heal', DROP_WAIT_MS),
      rawClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1', DROP_WAIT_MS),
    ];
    const answers = await Promise.all(clients.map((c) => c.closed));
    for (const client of clients) client.socket.destroy();
    for (const answer of answers) {
      expect(answer, 'the server still holds the connection').toBeDefined();
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('drops a client that never finishes its body', async () => {
    const head =
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const client = rawClient(port, `${head}{"email":`, LIMITS.requestMs + LIMITS.checkIntervalMs + 3000);
    const answer = await client.closed;
    client.socket.destroy();
    expect(answer, 'the server still holds the connection').toBeDefined();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection left idle after a request', async () => {
    const client = rawClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', LIMITS.keepAliveMs + 3000);
    const answer = await client.closed;
    client.socket.destroy();
    expect(answer, 'the server still holds the idle connection').toBeDefined();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('keeps an event stream open past the header and request limits', async () => {
    const stream = await openEventStream(baseUrlOf(app), { authorization: `Bearer ${token}` });
    try {
      expect(stream.response.status).toBe(200);
      const started = Date.now();
      // Heartbeats keep arriving after the whole-request limit has passed.
      while (Date.now() - started < LIMITS.requestMs + 1000) {
        await stream.next((f) => f.comments.some((c) => c.startsWith('heartbeat')), 5000);
      }
      expect(stream.ended).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it('receives a 5 MB upload whose body arrives over longer than the header limit', async () => {
    const side = 1270;
    const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(png.length).toBeLessThanOrEqual(UPLOAD_LIMITS.maxBytes);
    const body = await multipart([{ name: 'large.png', type: 'image/png', bytes: png }]);

    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/attachments/upload',
        headers: { ...body.headers, 'content-length': body.payload.length, authorization: `Bearer ${token}` },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      // Ten slices over about 1.8 s: past the header limit, within the whole-request one.
      void (async () => {
        const slice = Math.ceil(body.payload.length / 10);
        for (let at = 0; at < body.payload.length; at += slice) {
          req.write(body.payload.subarray(at, at + slice));
          await sleep(LIMITS.headersMs / 5);
        }
        req.end();
      })();
    });
    const res = await response;
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  });
});

describe('the default limits', () => {
  it.each([false, true])('drop an unfinished request within 30 s (TRUST_PROXY %s)', async (trustProxy) => {
    // A server configured exactly as buildApp configures it by default; nothing listens.
    const bare = Fastify(serverTimeoutOptions(defaultTimeouts(trustProxy)));
    try {
      const s = bare.server;
      expect(s.headersTimeout + checkInterval(s)).toBeLessThanOrEqual(30_000);
      // The whole request has a limit too (Fastify's default is none), at least the headers' one.
      expect(s.requestTimeout).toBeGreaterThanOrEqual(s.headersTimeout);
      expect(s.requestTimeout + checkInterval(s)).toBeLessThanOrEqual(30_000);
      expect(s.keepAliveTimeout).toBeGreaterThan(0);
      // Behind a load balancer, connections outlast its usual 60 s idle timeout.
      if (trustProxy) expect(s.keepAliveTimeout).toBeGreaterThan(60_000);
      else expect(s.keepAliveTimeout).toBeLessThanOrEqual(30_000);
    } finally {
      await bare.close();
    }
  });
});
