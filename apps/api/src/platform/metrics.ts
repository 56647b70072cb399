import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { routeNotFound } from './errors.js';
import type { Queue, QueueBacklog } from './queue/queue.js';

/**
 * What an operator watches, in Prometheus' text format (prom-client): request latency by route and
 * status, the queue's backlog and its age by job kind, open event streams, the database pool's
 * use and waits, emails delivered and failed, and the process' own (CPU, memory, event-loop delay,
 * garbage collection). One registry per app, so tests that build several apps keep them apart.
 *
 * Served at GET /api/metrics only when METRICS_TOKEN is set (the route does not exist otherwise),
 * to a caller presenting it as a Bearer token; anyone else gets the answer of an unknown route.
 */
export type Metrics = {
  registry: Registry;
  /** A value read when Prometheus scrapes (open streams, ...), registered by the part that has it. */
  gauge(name: string, help: string, read: () => number): void;
  emailDelivered(): void;
  emailFailed(): void;
};

/** Seconds: from a cached read (a few ms) to the slowest pages and uploads. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(deps: { queue: Queue; pool: pg.Pool | undefined }): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const emails = new Counter({
    name: 'talentdeck_emails_total',
    help: 'Emails handed to the mail server (or the development mailbox), by outcome; a failed one is retried',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  // Read first: the backlog's query below takes a connection of this pool, and a pool with none
  // idle would count that query among the requests waiting for one.
  const pool = deps.pool;
  if (pool) {
    new Gauge({
      name: 'talentdeck_db_pool_connections',
      help: 'Connections of the database pool: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  // Both gauges read the queue's backlog when scraped, from one query per scrape; each kind is one
  // series. With the database unreachable the backlog is unknown (no series), and the rest of the
  // scrape (503 counts, memory) still answers: that is when an operator needs it.
  let backlogRead: Promise<QueueBacklog[]> | undefined;
  const backlog = () => {
    backlogRead ??= deps.queue
      .backlog()
      .catch(() => [])
      .finally(() => {
        backlogRead = undefined;
      });
    return backlogRead;
  };
  const backlogGauge = (name: string, help: string, value: (b: QueueBacklog) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const kinds = await backlog();
        this.reset();
        for (const b of kinds) this.set({ queue: b.name }, value(b));
      },
    });
  backlogGauge('talentdeck_queue_waiting_jobs', 'Jobs due and not yet started, by kind', (b) => b.waiting);
  backlogGauge(
    'talentdeck_queue_oldest_waiting_seconds',
    'How long the oldest due job of each kind has waited',
    (b) => b.oldestWaitingSeconds,
  );
  return {
    registry,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    emailDelivered: () => emails.inc({ outcome: 'delivered' }),
    emailFailed: () => emails.inc({ outcome: 'failed' }),
  };
}

const bearer = (request: FastifyRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

function sameSecret(given: string | undefined, expected: string) {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request (by its route's pattern, never its address, so ids do not multiply the
 * series) and serves the registry at /api/metrics behind the token.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  const latency = new Histogram({
    name: 'talentdeck_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    latency.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sameSecret(bearer(request), token)) throw routeNotFound(request);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
