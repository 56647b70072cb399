import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { DEFAULT_RETRY_LIMIT, type JobHandler, type Queue, type QueueBacklog, SEND_MANY_BATCH } from './queue.js';

/**
 * pg-boss keeps a singleton key unique only within a throttling slot (its unique index covers
 * every state but cancelled, done jobs included). One slot of fifty years (its column is an
 * integer) makes the key unique for good, which is what SendOptions promises: the keys themselves
 * name the day or the slot.
 */
const ONE_SLOT_SECONDS = 50 * 365 * 24 * 60 * 60;

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
      await boss.work<T>(name, { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
  };
}
