/**
 * Durable background work. Two implementations share this interface: pg-boss on a PostgreSQL
 * server (many API processes, each job runs once) and a table-backed runner on the embedded
 * database (one process). Jobs survive restarts and are retried with backoff until they succeed.
 */
export type JobHandler<T> = (data: T) => Promise<void>;

export type SendOptions = {
  /**
   * One job with this key, ever: a second send with the same key is dropped, whether the first is
   * waiting, running or done (a run per day or per slot, however many processes start).
   */
  singletonKey?: string;
  startAfterSeconds?: number;
  retryLimit?: number;
};

export interface Queue {
  readonly kind: 'pg-boss' | 'in-process';
  start(): Promise<void>;
  stop(): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Queues one job per item, in a few statements (a daily run may queue tens of thousands). */
  sendMany(name: string, items: object[]): Promise<void>;
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Jobs due and not yet started, by kind, and how long the oldest has waited (for metrics). */
  backlog(): Promise<QueueBacklog[]>;
}

export type QueueBacklog = { name: string; waiting: number; oldestWaitingSeconds: number };

export const DEFAULT_RETRY_LIMIT = 5;

/** Jobs written per statement by sendMany. */
export const SEND_MANY_BATCH = 1000;

/**
 * Runs `run` now and then every `intervalSeconds` on the durable queue. Every process schedules the
 * same next slot (the slot's key), which the queue keeps once: one run per slot across processes,
 * and a run that fails still schedules the next.
 */
export async function scheduleEvery(queue: Queue, name: string, intervalSeconds: number, run: () => Promise<void>) {
  const slotKey = (at: number) => `${name}:${Math.floor(at / (intervalSeconds * 1000))}`;
  await queue.work(name, async () => {
    try {
      await run();
    } finally {
      const next = Date.now() + intervalSeconds * 1000;
      await queue.send(name, {}, { singletonKey: slotKey(next), startAfterSeconds: intervalSeconds });
    }
  });
  await queue.send(name, {}, { singletonKey: slotKey(Date.now()) });
}
