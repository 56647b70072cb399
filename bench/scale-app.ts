/**
 * The real app on the scale database (bench/scale), for the benchmark servers that need volume:
 * built on PostgreSQL, its published jobs kept inside their 15 days, and a company owner signed in.
 */
import type { Pool } from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { MONTH_TURNS_QUEUE } from '../apps/api/src/modules/matching/matching.queue.js';
import { REMATCH_CANDIDATE_QUEUE } from '../apps/api/src/modules/matching/matching.rematch.service.js';
import { fillMatchGates } from './scale/matching.js';
import { SCALE_PASSWORD, scaleDatabaseUrl } from './scale/settings.js';

export async function openScaleApp() {
  const app = await buildApp(
    testConfig({ databaseUrl: scaleDatabaseUrl(), isolatedTestDatabase: false, publicUrl: 'http://127.0.0.1' }),
  );
  const pool = app.database.pool;
  if (!pool) throw new Error('the scale benchmarks run on PostgreSQL');
  // Published jobs of the scale data stay inside their 15 days, so the expiry sweep does not
  // complete thousands of them (and notify their companies) while a benchmark runs.
  await pool.query(
    `update company_jobs set end_date = now() + interval '1 day' where job_status = 'Published' and end_date < now() + interval '1 hour'`,
  );
  // Scale data loaded before the gates were part of it.
  await fillMatchGates(pool);
  await dropMonthTurnsBacklog(pool);
  return { app, pool };
}

/**
 * The day's run of the months that turn (matching.month-turns, sent when the first process of a
 * day starts) queues a rematch for every candidate whose current job started on this day of the
 * month: on the scale data, which dates every job from the day it was loaded, 408,277 of the
 * million on that day of the month (decision 31). The workers would work through that backlog for
 * a long time, beside whatever a benchmark measures. It is let run, then its queued
 * rematches are dropped, so each figure is of the one operation it names.
 */
async function dropMonthTurnsBacklog(pool: Pool) {
  const started = performance.now();
  for (;;) {
    const pending = await pool.query(
      `select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active') and start_after <= now()`,
      [MONTH_TURNS_QUEUE],
    );
    if (pending.rowCount === 0) break;
    if (performance.now() - started > 300_000) throw new Error("the day's month-turns run did not end in 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const dropped = await pool.query(`delete from pgboss.job where name = $1 and state in ('created', 'retry')`, [
    REMATCH_CANDIDATE_QUEUE,
  ]);
  if (dropped.rowCount)
    console.error(
      `month-turns backlog: ${dropped.rowCount} candidates' rematches queued in ${Math.round((performance.now() - started) / 1000)} s, dropped before measuring`,
    );
}

export type ScaleApp = Awaited<ReturnType<typeof openScaleApp>>;

/** The published job with the most applicants, and its company's owner. */
export async function biggestPublishedJob({ pool }: ScaleApp) {
  const [row] = (
    await pool.query<{ job_id: string; company_id: string; n: string; email: string }>(`
      with top as (
        select ja.company_job_id, count(*) as n from job_applications ja
        join company_jobs j on j.id = ja.company_job_id and j.job_status = 'Published'
        group by 1 order by 2 desc limit 1)
      select top.company_job_id as job_id, j.company_id, top.n, u.email
      from top join company_jobs j on j.id = top.company_job_id
      join company_users cu on cu.company_id = j.company_id and cu.is_owner
      join users u on u.id = cu.user_id`)
  ).rows;
  if (!row) throw new Error('the scale database holds no applications: run npm run scale -w bench');
  return { jobId: row.job_id, companyId: row.company_id, applicants: Number(row.n), ownerEmail: row.email };
}

/** Signs a user of the scale data in; answers the session token. */
export async function signIn({ app }: ScaleApp, email: string) {
  const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: SCALE_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`could not sign in ${email}: ${login.body}`);
  return (login.json() as { token: string }).token;
}

/** Listens on a free loopback port and signs a user in; answers the origin's port and the token. */
export async function listenAndSignIn(scale: ScaleApp, email: string) {
  await scale.app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (scale.app.server.address() as { port: number }).port, token: await signIn(scale, email) };
}

/** Closes the app when the benchmark stops this process. */
export function closeOnSignal({ app }: ScaleApp) {
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
