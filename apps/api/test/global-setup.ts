import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '#api/db/client.js';
import { runSeeds } from '#api/db/seed/index.js';
import { moduleSeeds } from '#api/modules/index.js';

/**
 * Prepares, once per run, the database every test app starts as a copy of: migrated and seeded.
 * Creating a PGlite database (initdb) and migrating it took most of each suite's setup, many
 * seconds on a busy machine; restoring a dump takes a fraction of that. Each app still gets its
 * own copy, so suites stay exactly as isolated as before, and each app still runs the migrations
 * and seeds, which find nothing left to do.
 *
 * On PostgreSQL (DATABASE_URL) the same is a template database, copied by `CREATE DATABASE …
 * TEMPLATE`. Tests that open a database on disk (a restart) create and migrate it themselves.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `td_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 1 });
    try {
      await database.migrate();
      await runSeeds(database.db, moduleSeeds);
    } finally {
      // A template must have no one connected to it when it is copied.
      await database.close();
    }
    process.env.TALENTDECK_TEST_DATABASE_TEMPLATE = name;
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'talentdeck-test-db-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    await runSeeds(database.db, moduleSeeds);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'migrated-and-seeded.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.TALENTDECK_TEST_DATABASE_TEMPLATE = file;
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
