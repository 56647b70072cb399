import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.js';
import { testConfig } from '#api/config.js';
import { createIsolatedDatabase } from '#api/db/isolated.js';

/**
 * Two API processes started at the same moment on one new PostgreSQL database (a deployment of two
 * replicas): both start, the migrations and seeds are applied once. Before the migration lock, the
 * second exited on "type already exists" or "column already exists" (and the seeds, which insert
 * what is missing, could meet the other process's rows in a unique index).
 */
describe.runIf(process.env.DATABASE_URL)('two API processes starting together on an empty database', () => {
  it('both start, and each migration is applied once', async () => {
    const database = await createIsolatedDatabase(process.env.DATABASE_URL as string);
    const config = () =>
      testConfig({ databaseUrl: database.url, isolatedTestDatabase: false, publicUrl: 'http://localhost:3000' });
    const started = await Promise.allSettled([buildApp(config()), buildApp(config())]);
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number; distinct: number }>(
          'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
        );
        expect(rows[0]?.n).toBeGreaterThan(0);
        expect(rows[0]?.n).toBe(rows[0]?.distinct);
      } finally {
        await client.end();
      }
    } finally {
      for (const s of started) if (s.status === 'fulfilled') await s.value.close();
      await database.drop();
    }
  }, 120_000);
});
