import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#api/config.js';
import type { Db } from '#api/db/client.js';
import type { Captcha } from './captcha/captcha.js';
import type { EventBus } from './events/event-bus.js';
import type { Mailer } from './mail/mailer.js';
import type { PasswordHasher } from './passwords.js';
import type { Payments } from './payments/index.js';
import type { Queue } from './queue/queue.js';
import type { Storage } from './storage/storage.js';

/** What services need from the platform; routes pass it in, tests can build their own. */
export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  queue: Queue;
  captcha: Captcha;
  passwords: PasswordHasher;
  /** Realtime fan-out to the signed-in users of a company, across API processes. */
  events: EventBus;
  log: FastifyBaseLogger;
  /** The card payment provider (Stripe or the sandbox). */
  payments: Payments;
  storage: Storage;
};

/**
 * Runs `work` in one database transaction, with a context whose `db` is that transaction: the
 * services it calls write through it, so everything commits or rolls back together. Called with a
 * context that is already in a transaction, it opens a savepoint instead: a failure inside rolls
 * back to it, and the enclosing transaction goes on if the caller handles the error. Services own
 * transactions; repositories run their queries on the `db` they are given and never open one.
 * Seeds, which have no full context, pass `{ db }`.
 */
export function inTransaction<C extends { db: Db }, T>(ctx: C, work: (tx: C) => Promise<T>): Promise<T> {
  // Drizzle's transaction object offers the same query API as the database handle it came from.
  return ctx.db.transaction((db) => work({ ...ctx, db: db as unknown as Db }));
}
