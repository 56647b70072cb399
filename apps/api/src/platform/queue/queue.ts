/**
 * Durable background work. Two implementations share this interface: pg-boss on a PostgreSQL
 * server (many API processes, each job runs once) and a table-backed runner on the embedded
 * database (one process). Jobs survive restarts and are retried with backoff until they succeed.
 */
export type JobHandler<T> = (data: T) => Promise<void>;

export type SendOptions = {
  /** At most one queued job with this key at a time (pg-boss semantics). */
  singletonKey?: string;
  startAfterSeconds?: number;
  retryLimit?: number;
};

export interface Queue {
  readonly kind: 'pg-boss' | 'in-process';
  start(): Promise<void>;
  stop(): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
}

export const DEFAULT_RETRY_LIMIT = 5;
