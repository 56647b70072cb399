/**
 * The scale data set on PostgreSQL: 1,000,000 candidates and 2,000,000 applications (by default),
 * loaded with COPY into a database of their own. `npm run scale -w bench` runs it; the applicants
 * benchmark calls `ensureScaleData` and reuses a database already loaded. See bench/README.md.
 *
 *   npm run scale -w bench [-- --reset] [-- --candidates N --applications N --companies N --jobs N --seed N]
 *
 * DATABASE_URL names the database (default postgres://postgres@127.0.0.1:5432/talentdeck_scale);
 * it is created when missing and migrated and seeded as the server would.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { runSeeds } from '../../apps/api/src/db/seed/index.js';
import { moduleSeeds } from '../../apps/api/src/modules/index.js';
import { loadApplications } from './applications.js';
import { loadCandidates } from './candidates.js';
import { fillMatchGates, fillMatchInputs } from './matching.js';
import { loadReference } from './reference.js';
import { DEFAULT_SCALE_URL, scaleDatabaseUrl } from './settings.js';

export type ScaleOptions = {
  databaseUrl: string;
  candidates: number;
  applications: number;
  companies: number;
  jobs: number;
  /** Zipf's exponent of applications per job: 0.8 over 20,000 jobs puts ~60,000 on the biggest. */
  zipf: number;
  seed: number;
  reset: boolean;
};

export const defaultScaleOptions = (): ScaleOptions => ({
  databaseUrl: process.env.DATABASE_URL || DEFAULT_SCALE_URL,
  candidates: 1_000_000,
  applications: 2_000_000,
  companies: 3_000,
  jobs: 20_000,
  zipf: 0.8,
  seed: 20261124,
  reset: false,
});

/** The tables the generator fills; their secondary indexes are dropped for the load and built after. */
const TABLES = [
  'users',
  'companies',
  'company_users',
  'company_jobs',
  'candidates',
  'candidate_skills',
  'candidate_work_experiences',
  'candidate_educations',
  'candidate_job_criteria',
  'job_applications',
  'job_application_counts',
];

async function createDatabaseIfMissing(url: string, reset: boolean) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (reset) await client.query(`drop database if exists ${name} with (force)`);
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database when missing (dropped first with `reset`), then migrates and seeds it as the
 * server would: the servers started on it afterwards find nothing to do, so several can start at once.
 */
export async function prepareDatabase(url: string, reset: boolean) {
  await createDatabaseIfMissing(url, reset);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 2 });
  try {
    await database.migrate();
    await runSeeds(database.db, moduleSeeds);
  } finally {
    await database.close();
  }
}

/** How much is loaded already: candidates and applications (0 and 0 for a fresh database). */
export async function loadedCounts(client: pg.ClientBase) {
  const r = await client.query<{ candidates: string; applications: string }>(
    'select (select count(*) from candidates) as candidates, (select count(*) from job_applications) as applications',
  );
  return { candidates: Number(r.rows[0]?.candidates ?? 0), applications: Number(r.rows[0]?.applications ?? 0) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Migrates and seeds the database, then (unless it holds candidates already) loads the data:
 * foreign-key triggers off for the loading session (the rows are generated consistent), secondary
 * indexes dropped, COPY table by table, indexes built again, ANALYZE. Prints each step's time.
 */
export async function generateScaleData(o: ScaleOptions, log: (line: string) => void = console.log) {
  await prepareDatabase(o.databaseUrl, o.reset);
  const client = new pg.Client({ connectionString: o.databaseUrl });
  await client.connect();
  try {
    const before = await loadedCounts(client);
    if (before.candidates > 0) {
      log(
        `The scale database already holds ${before.candidates.toLocaleString('en')} candidates and ${before.applications.toLocaleString('en')} applications (--reset to load it again).`,
      );
      return { loaded: false as const };
    }
    const started = performance.now();
    const now = Date.now();
    const ref = await loadReference(client, o.seed);
    await client.query('set session_replication_role = replica');
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query('set max_parallel_maintenance_workers = 2');
    const indexes = (
      await client.query<{ name: string; def: string; table: string }>(
        `select i.indexname as name, i.indexdef as def, i.tablename as "table" from pg_indexes i
         where i.schemaname = 'public' and i.tablename = any($1)
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [TABLES],
      )
    ).rows;
    for (const ix of indexes) await client.query(`drop index ${ix.name}`);

    const timings: Record<string, { rows: number; ms: number }> = {};
    const candidates = await loadCandidates(client, ref, o.candidates, o.seed, now);
    Object.assign(timings, candidates.timings);
    const applications = await loadApplications(client, ref, candidates.pool, { ...o, now });
    Object.assign(timings, applications.timings);

    const indexTimes: Record<string, number> = {};
    for (const ix of indexes) {
      const t = performance.now();
      await client.query(ix.def);
      indexTimes[ix.table] = (indexTimes[ix.table] ?? 0) + performance.now() - t;
    }
    // The kept totals (the list's, the dashboard's days): their triggers do not fire for the loading
    // session (replica role).
    const countsStart = performance.now();
    const counts = await client.query(`
      insert into job_application_counts (company_job_id, application_status, candidate_has_video, experience_bucket, applications)
      select company_job_id, application_status, candidate_has_video, job_application_experience_bucket(candidate_experience_months), count(*)
      from job_applications group by 1, 2, 3, 4`);
    timings.job_application_counts = { rows: counts.rowCount ?? 0, ms: performance.now() - countsStart };
    const daysStart = performance.now();
    const days = await client.query(`
      insert into job_application_days (company_job_id, day, applications)
      select company_job_id, (created_at at time zone 'UTC')::date, count(*) from job_applications group by 1, 2`);
    timings.job_application_days = { rows: days.rowCount ?? 0, ms: performance.now() - daysStart };
    timings['company_jobs (match gates)'] = await fillMatchGates(client);
    timings['candidates (match inputs)'] = await fillMatchInputs(client);
    // VACUUM as well as ANALYZE: autovacuum would have set the visibility map of a table this old,
    // and index-only scans depend on it. The kept days too: the migration's ANALYZE saw them empty,
    // and a server with autovacuum off would plan the dashboard on that.
    const analyzeStart = performance.now();
    await client.query(`vacuum (analyze) ${[...TABLES, 'job_application_days'].join(', ')}`);
    const analyzeMs = performance.now() - analyzeStart;

    log('\nScale data loaded (COPY, then secondary indexes):');
    for (const [table, t] of Object.entries(timings)) {
      const base = table.split(' ')[0] as string;
      const how = table.startsWith('job_application_') ? 'INSERT … SELECT' : table.includes('(match') ? 'UPDATE' : 'COPY';
      log(
        `  ${table.padEnd(28)} ${t.rows.toLocaleString('en').padStart(10)} rows  ${how} ${seconds(t.ms).padStart(7)}  (${Math.round(t.rows / (t.ms / 1000)).toLocaleString('en')} rows/s)${indexTimes[base] !== undefined && !table.includes('(') ? `  indexes ${seconds(indexTimes[base] as number)}` : ''}`,
      );
    }
    log(`  vacuum and analyze ${seconds(analyzeMs)}; total ${seconds(performance.now() - started)}`);
    log(`  busiest jobs: ${applications.largestSizes.map((n) => n.toLocaleString('en')).join(', ')} applicants`);
    return {
      loaded: true as const,
      timings,
      indexTimes,
      analyzeMs,
      totalMs: performance.now() - started,
      biggest: applications.biggest,
    };
  } finally {
    await client.end();
  }
}

/** The applicants benchmark's entry: the scale database, loaded when it is not yet. */
export async function ensureScaleData(log: (line: string) => void = console.log) {
  const o = { ...defaultScaleOptions(), databaseUrl: scaleDatabaseUrl() };
  return { options: o, result: await generateScaleData(o, log) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      reset: { type: 'boolean' },
      candidates: { type: 'string' },
      applications: { type: 'string' },
      companies: { type: 'string' },
      jobs: { type: 'string' },
      seed: { type: 'string' },
      zipf: { type: 'string' },
    },
    strict: true,
  });
  const o = defaultScaleOptions();
  const num = (v: string | undefined, fallback: number) => (v === undefined ? fallback : Number(v));
  const options: ScaleOptions = {
    ...o,
    reset: values.reset ?? false,
    candidates: num(values.candidates, o.candidates),
    applications: num(values.applications, o.applications),
    companies: num(values.companies, o.companies),
    jobs: num(values.jobs, o.jobs),
    seed: num(values.seed, o.seed),
    zipf: num(values.zipf, o.zipf),
  };
  for (const [k, v] of Object.entries(options)) {
    if (typeof v === 'number' && !(Number.isFinite(v) && v > 0)) throw new Error(`--${k} takes a positive number`);
  }
  generateScaleData(options).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
