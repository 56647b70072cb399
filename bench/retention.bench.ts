/**
 * The daily retention run's selection on the scale data (docs/PRIVACY.md, decision 42): which of
 * 2,000,000 applications are within 30 days of their company's period (or past it), and which of
 * 1,000,000 candidates have not signed in for 36 months. One run's batch (RETENTION_BATCH) is
 * measured as the data is (every company at the default 24 months, applications of the last year:
 * none due) and with every company at 6 months (hundreds of thousands due), against a baseline in the same run: one full count of the
 * applications, the least any selection over all of them costs. The 6-month case runs in a
 * transaction that is rolled back, so the scale data is left as it was.
 */
import { INACTIVE_CANDIDATE_MONTHS, RETENTION_NOTICE_DAYS } from '@talentdeck/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type Database, openDatabase } from '../apps/api/src/db/client.js';
import { findInactiveCandidates, findRetentionWork } from '../apps/api/src/modules/privacy/privacy.retention.repository.js';
import { RETENTION_BATCH } from '../apps/api/src/modules/privacy/privacy.retention.service.js';
import { fmt } from './lib.js';
import { ensureScaleData } from './scale/generate.js';

const GOALS = { selectionMs: 1000, ratioToCount: 3 };
const RUNS = 3;

async function best(run: () => Promise<unknown>) {
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  return { ms: Math.min(...times), times, result };
}

export async function benchRetention() {
  const scale = await ensureScaleData();
  const database: Database = await openDatabase({ databaseUrl: scale.options.databaseUrl, dataDir: '', poolSize: 2 });
  const { db, pool } = database;
  if (!pool) throw new Error('the scale benchmarks run on PostgreSQL');
  try {
    const count = await best(() => pool.query('select count(*) from job_applications'));
    const asIs = await best(() => findRetentionWork(db, RETENTION_NOTICE_DAYS, RETENTION_BATCH));
    const inactive = await best(() => findInactiveCandidates(db, INACTIVE_CANDIDATE_MONTHS));
    const client = await pool.connect();
    let short: Awaited<ReturnType<typeof best>>;
    try {
      await client.query('begin');
      await client.query('update companies set retention_months = 6');
      const tx = drizzle({ client }) as unknown as typeof db;
      short = await best(() => findRetentionWork(tx, RETENTION_NOTICE_DAYS, RETENTION_BATCH));
    } finally {
      await client.query('rollback');
      client.release();
    }
    const rows = (r: unknown) => (Array.isArray(r) ? r.length : 0);
    const worst = Math.max(asIs.ms, short.ms);
    console.log('\n## Retention run on 2,000,000 applications and 1,000,000 candidates (PostgreSQL)');
    console.log(`baseline, a full count of the applications: best ${fmt(count.ms)} ms`);
    console.log(
      `selection, every company at 24 months: best ${fmt(asIs.ms)} ms (${fmt(asIs.ms / count.ms)}× the count), ${rows(asIs.result)} due`,
    );
    console.log(
      `selection, every company at 6 months: best ${fmt(short.ms)} ms (${fmt(short.ms / count.ms)}× the count), ${rows(short.result).toLocaleString('en')} due`,
    );
    console.log(`inactive candidates (36 months): best ${fmt(inactive.ms)} ms, ${rows(inactive.result)} found`);
    console.log(
      `goal: a selection under ${GOALS.selectionMs / 1000} s and within ${GOALS.ratioToCount}× the count → ` +
        `${worst <= GOALS.selectionMs && worst / count.ms <= GOALS.ratioToCount ? 'met' : 'NOT met'}`,
    );
    return {
      countMs: count.ms,
      asIs: { ms: asIs.ms, due: rows(asIs.result) },
      sixMonths: { ms: short.ms, due: rows(short.result) },
      inactive: { ms: inactive.ms, found: rows(inactive.result) },
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRetention();
