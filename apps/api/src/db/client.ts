import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of `db.execute` (raw SQL): node-postgres and PGlite both answer `{ rows }`, typed differently. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool on a server (for pg-boss and LISTEN/NOTIFY); undefined on PGlite. */
  pool?: pg.Pool;
  connectionString?: string;
  /**
   * Applies the pending migrations, then runs `then` (the seeds), holding a lock on a server so that
   * processes starting together do this one after the other: the second finds nothing to do.
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
};

/** Any fixed number, the same in every process of a deployment (see migrate). */
const MIGRATION_LOCK = 612_408_173;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** PGlite in memory only: a data-directory dump (`dumpDataDir`) to start from instead of an empty database. */
  snapshot?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      // No parallel workers for the API's statements: each answers one request and reads a few
      // rows, and many run at once. A worker costs milliseconds to start and takes a core from the
      // other requests; the dashboard's top matches went from 1 ms to 20 ms when the planner, misled
      // by one company with thousands of matches, chose one (docs/decisions/0021).
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (err) => console.error('database pool error:', err.message));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      connectionString: opts.databaseUrl,
      migrate: async (then) => {
        // The migrations run on the connection holding the lock (a pool of one must not wait for
        // a second). Without it, two processes started at once both applied the same migration,
        // and one exited on "already exists".
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client: lock }), { migrationsFolder });
          await then?.();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      // Closing twice is harmless, so the app's shutdown still runs its other steps after a lost database.
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  const inMemory = opts.dataDir === 'memory://';
  if (opts.snapshot && !inMemory) throw new Error('a PGlite snapshot is only loaded into an in-memory database');
  // Restoring a dump is several times faster than initdb, which a new PGlite runs on creation.
  const client = opts.snapshot
    ? await PGlite.create({ loadDataDir: new Blob([await readFile(opts.snapshot)]) })
    : await PGlite.create(inMemory ? undefined : path.join(opts.dataDir, 'pglite'));
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database: nothing to wait for.
    migrate: async (then) => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await then?.();
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
