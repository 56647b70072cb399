import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from './api-client.js';
import { approvedCompany } from './billing-helpers.js';
import { createTestApp, waitForMail } from './helpers.js';

/**
 * GET /api/metrics: Prometheus' text for an operator holding METRICS_TOKEN, and for nobody else
 * the answer of an unknown route; without the variable the route does not exist at all.
 */

const TOKEN = 'metrics-token-for-the-test-0123456789';
let app: FastifyInstance;
const api = testClient(() => app);

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** One series' value in Prometheus' text format, or undefined. */
function seriesValue(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  app = await createTestApp({ metricsToken: TOKEN });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('metrics', () => {
  it('answers nobody without the token: no header, another token, a session', async () => {
    const company = await approvedCompany(app);
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-size-0123', `Bearer ${company.token}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
      expect(res.body).not.toContain('talentdeck_');
    }
  });

  it('gives the operator latency by route pattern and status, the queue, emails, streams and the process', async () => {
    const company = await approvedCompany(app);
    const job = await api.ok.get('/api/company-jobs', { token: company.token });
    expect(Array.isArray(job)).toBe(true);
    // The approval email went through the queue and was delivered.
    await waitForMail(app, company.email, { subject: /./ });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      seriesValue(
        text,
        'talentdeck_http_request_duration_seconds_count{method="GET",route="/api/company-jobs",status_code="200"}',
      ),
    ).toBe(1);
    // An unknown address is one series, whatever was asked.
    await app.inject({ method: 'GET', url: '/api/no-such-route/1' });
    await app.inject({ method: 'GET', url: '/api/no-such-route/2' });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      seriesValue(after, 'talentdeck_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(2);
    expect(after).not.toContain('no-such-route');
    expect(seriesValue(after, 'talentdeck_emails_total{outcome="delivered"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, 'talentdeck_event_streams_open')).toBe(0);

    expect(after).toContain('process_resident_memory_bytes');
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts the jobs waiting by kind, with the oldest one’s age', async () => {
    // A kind no worker takes stays due: two of them wait.
    await app.ctx.queue.send('metrics.unworked', { n: 1 });
    await app.ctx.queue.send('metrics.unworked', { n: 2 });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(seriesValue(text, 'talentdeck_queue_waiting_jobs{queue="metrics.unworked"}')).toBe(2);
    expect(seriesValue(text, 'talentdeck_queue_oldest_waiting_seconds{queue="metrics.unworked"}')).toBeGreaterThanOrEqual(0);
  });

  it.runIf(process.env.DATABASE_URL)(
    'shows an idle pool with none waiting: the scrape’s own queries are not counted',
    async () => {
      for (let i = 0; i < 3; i++) {
        const text = (await scrape(`Bearer ${TOKEN}`)).body;
        expect(seriesValue(text, 'talentdeck_db_pool_connections{state="waiting"}')).toBe(0);
      }
    },
  );

  it('still answers while the database cannot be reached, with the 503s counted and no backlog', async () => {
    const cut = await createTestApp({ metricsToken: TOKEN });
    try {
      const company = await approvedCompany(cut);
      await cut.ctx.queue.send('metrics.unworked', { n: 1 });
      await cut.database.close();
      const refused = await cut.inject({
        method: 'GET',
        url: '/api/company-jobs',
        headers: { authorization: `Bearer ${company.token}` },
      });
      expect(refused.statusCode).toBe(503);

      const res = await cut.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(
        seriesValue(
          res.body,
          'talentdeck_http_request_duration_seconds_count{method="GET",route="/api/company-jobs",status_code="503"}',
        ),
      ).toBe(1);
      expect(res.body).toContain('process_resident_memory_bytes');
      // The backlog is unknown, not zero: no series rather than a wrong one.
      expect(res.body).not.toContain('talentdeck_queue_waiting_jobs{');
    } finally {
      await cut.close();
    }
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});
