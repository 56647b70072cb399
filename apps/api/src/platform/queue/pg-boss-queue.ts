import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type Job, type JobResult, PgBoss } from 'pg-boss';
import { DEFAULT_RETRY_LIMIT, type JobHandler, type Queue, type QueueBacklog, SEND_MANY_BATCH } from './queue.js';

/**
 * pg-boss keeps a singleton key unique only within a throttling slot (its unique index covers
 * every state but cancelled, done jobs included). One slot of fifty years (its column is an
 * integer) makes the key unique for good, which is what SendOptions promises: the keys themselves
 * name the day or the slot.
 */
const ONE_SLOT_SECONDS = 50 * 365 * 24 * 60 * 60;

/**
 * Jobs a worker takes in one fetch. Small: the jobs of a batch are held (active) until the last
 * one is done, and a process stopping mid-batch leaves them to expire and run again elsewhere.
 */
const WORK_BATCH = 10;

/**
 * The queue on a PostgreSQL server: pg-boss, woken at once through LISTEN/NOTIFY. `pool` reads its
 * backlog for the metrics (pg-boss' own counts are refreshed only by its monitor, and carry no age).
 */
export function createPgBossQueue(connectionString: string, log: FastifyBaseLogger, pool: pg.Pool): Queue {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', useListenNotify: true, max: 4 });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  const created = new Set<string>();

  async function ensureQueue(name: string) {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      notify: true,
      retryLimit: DEFAULT_RETRY_LIMIT,
      retryDelay: 2,
      retryBackoff: true,
    } as Parameters<PgBoss['createQueue']>[1]);
    created.add(name);
  }

  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 } as Parameters<PgBoss['stop']>[0]);
    },
    async send(name, data, options = {}) {
      await ensureQueue(name);
      // pg-boss validates present keys, so only the options actually given are passed.
      await boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey, singletonSeconds: ONE_SLOT_SECONDS } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      });
    },
    async sendMany(name, items) {
      await ensureQueue(name);
      for (let i = 0; i < items.length; i += SEND_MANY_BATCH)
        await boss.insert(
          name,
          items.slice(i, i + SEND_MANY_BATCH).map((data) => ({ data })),
        );
    },
    async backlog() {
      const { rows } = await pool.query<QueueBacklog>(
        `select name, count(*)::int as waiting,
                coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as "oldestWaitingSeconds"
         from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
      );
      return rows;
    },
    async work<T>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      // NOTIFY wakes workers for new jobs; retries and delayed jobs are found by the 2-second poll.
      // A backlog (a day's rematches, a burst of emails) is taken WORK_BATCH jobs at a time, and
      // fetched again at once while batches come back full: one job per poll drained it at one job
      // every two seconds. Each job succeeds or fails on its own, so a failing one is retried
      // without running the others of its batch again.
      await boss.work(
        name,
        {
          pollingIntervalSeconds: 2,
          notifyPollingIntervalSeconds: 2,
          batchSize: WORK_BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs: Job<T>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data);
              results.push({ id: job.id, status: 'completed' });
            } catch (err) {
              results.push({
                id: job.id,
                status: 'failed',
                output: { message: err instanceof Error ? err.message : String(err) },
              });
            }
          }
          return results;
        },
      );
    },
  };
}
