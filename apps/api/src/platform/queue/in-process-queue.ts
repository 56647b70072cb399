import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '#api/db/client.js';
import { queueJobs } from '#api/db/schema/index.js';
import {
  DEFAULT_RETRY_LIMIT,
  type JobHandler,
  type Queue,
  type QueueBacklog,
  SEND_MANY_BATCH,
  type SendOptions,
} from './queue.js';

const POLL_MS = 500;

/** The queue on the embedded database: rows in queue_jobs, polled by this process. */
export function createInProcessQueue(db: Db, log: FastifyBaseLogger): Queue {
  const handlers = new Map<string, JobHandler<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let current: Promise<void> = Promise.resolve();

  async function claim() {
    const names = [...handlers.keys()];
    if (names.length === 0) return undefined;
    const rows = await db
      .update(queueJobs)
      .set({ state: 'active', attempts: sql`${queueJobs.attempts} + 1` })
      .where(
        eq(
          queueJobs.id,
          sql`(select id from ${queueJobs} where ${queueJobs.state} = 'created' and ${queueJobs.runAfter} <= now()
                and ${inArray(queueJobs.name, names)} order by ${queueJobs.runAfter} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return rows[0];
  }

  async function runDue() {
    if (running || stopped) return;
    running = true;
    try {
      for (let job = await claim(); job && !stopped; job = await claim()) {
        const handler = handlers.get(job.name);
        try {
          await handler?.(job.data);
          await db.update(queueJobs).set({ state: 'completed', completedAt: new Date() }).where(eq(queueJobs.id, job.id));
        } catch (err) {
          const final = job.attempts >= job.maxAttempts;
          log.warn({ err, job: job.name, attempt: job.attempts }, final ? 'job failed for good' : 'job failed, will retry');
          const backoffSeconds = 2 ** job.attempts;
          await db
            .update(queueJobs)
            .set({
              state: final ? 'failed' : 'created',
              lastError: String(err instanceof Error ? err.message : err).slice(0, 2000),
              runAfter: sql`now() + ${`${backoffSeconds} seconds`}::interval`,
            })
            .where(eq(queueJobs.id, job.id));
        }
      }
    } catch (err) {
      if (!stopped) log.error({ err }, 'queue poll failed');
    } finally {
      running = false;
    }
  }

  const kick = () => {
    current = current.then(runDue);
  };

  return {
    kind: 'in-process',
    async start() {
      stopped = false;
      // Jobs that were running when the process died are run again.
      await db.update(queueJobs).set({ state: 'created' }).where(eq(queueJobs.state, 'active'));
      timer = setInterval(kick, POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await current;
    },
    async send(name, data, options: SendOptions = {}) {
      if (options.singletonKey) {
        const existing = await db
          .select({ id: queueJobs.id })
          .from(queueJobs)
          .where(and(eq(queueJobs.name, name), eq(queueJobs.singletonKey, options.singletonKey)))
          .limit(1);
        if (existing.length > 0) return;
      }
      await db.insert(queueJobs).values({
        name,
        data,
        singletonKey: options.singletonKey,
        maxAttempts: (options.retryLimit ?? DEFAULT_RETRY_LIMIT) + 1,
        runAfter: options.startAfterSeconds ? sql`now() + ${`${options.startAfterSeconds} seconds`}::interval` : undefined,
      });
      if (!options.startAfterSeconds) kick();
    },
    async backlog() {
      const result = await db.execute(sql`
        select ${queueJobs.name} as name, count(*)::int as waiting,
               coalesce(extract(epoch from now() - min(${queueJobs.runAfter})), 0)::float8 as "oldestWaitingSeconds"
        from ${queueJobs} where ${queueJobs.state} = 'created' and ${queueJobs.runAfter} <= now()
        group by ${queueJobs.name}`);
      return rowsOf<QueueBacklog>(result);
    },
    async sendMany(name, items) {
      for (let i = 0; i < items.length; i += SEND_MANY_BATCH) {
        const batch = items.slice(i, i + SEND_MANY_BATCH);
        await db.insert(queueJobs).values(batch.map((data) => ({ name, data, maxAttempts: DEFAULT_RETRY_LIMIT + 1 })));
      }
      if (items.length) kick();
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<unknown>);
      kick();
    },
  };
}

/** Old finished rows are removed so the table stays small. */
export async function pruneCompletedJobs(db: Db, olderThanDays = 7) {
  await db
    .delete(queueJobs)
    .where(and(eq(queueJobs.state, 'completed'), lte(queueJobs.completedAt, sql`now() - ${`${olderThanDays} days`}::interval`)));
}
