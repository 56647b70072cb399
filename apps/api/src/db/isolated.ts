import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database on the configured PostgreSQL server, dropped when the app closes, so each test
 * suite on a server starts as clean as one on the embedded database: empty, or a copy of `template`
 * (a database already migrated and seeded, which no one is connected to).
 */
export async function createIsolatedDatabase(serverUrl: string, template?: string) {
  const name = `td_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${pg.escapeIdentifier(template)}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
