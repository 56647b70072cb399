/**
 * The applicants benchmark's server: the real app on the scale database (bench/scale), signed in
 * as the owner of the job with the most applicants. Before it listens it runs each query shape of
 * the benchmark once through the app, captures the SQL the app sent, and EXPLAINs it (ANALYZE,
 * BUFFERS) on the same data. Prints `{ port, token, jobId, applicants, city, plans }` on its first
 * line.
 */
import { rematchJob } from '../apps/api/src/modules/matching/matching.service.js';
import type { Shape } from './lib.js';
import { biggestPublishedJob, closeOnSignal, listenAndSignIn, openScaleApp } from './scale-app.js';

export type PlanSummary = { shape: string; statements: { sql: string; plan: string[] }[] };

const scale = await openScaleApp();
const { app, pool } = scale;
const job = await biggestPublishedJob(scale);
const biggest = { job_id: job.jobId, n: job.applicants };
// A city in the middle of the job's applicants' cities: neither the biggest nor a rare one.
const cities = (
  await pool.query<{ city: string; n: string }>(
    'select candidate_city as city, count(*) as n from job_applications where company_job_id = $1 group by 1 order by 2 desc limit 10',
    [biggest.job_id],
  )
).rows;
const city = cities[Math.min(4, cities.length - 1)] as { city: string; n: string };
// The reach filter reads what the engine writes with each percentage: the loader writes none, so
// the job is rematched once (the ranking and matching benchmarks rematch it too).
const scored = await pool.query('select 1 from job_applications where company_job_id = $1 and match_reach is not null limit 1', [
  biggest.job_id,
]);
if (scored.rowCount === 0) await rematchJob(app.ctx, biggest.job_id);
const within = (
  await pool.query<{ n: string }>(
    `select count(*) as n from job_applications where company_job_id = $1 and match_reach in ('remote', 'near', 'relocates')`,
    [biggest.job_id],
  )
).rows[0]?.n;

const { port, token } = await listenAndSignIn(scale, job.ownerEmail);

const list = (params: Record<string, string>) =>
  `/api/company-jobs/${biggest.job_id}/job-applications?${new URLSearchParams({ filter: JSON.stringify({ limit: 5, offset: 20 }), ...params })}`;
const shapes: Shape[] = [
  { name: 'dateApplied', what: 'page 5, sort dateApplied (default)', path: list({ sort: 'dateApplied' }) },
  { name: 'matching', what: 'page 5, sort matchingPercentage', path: list({ sort: 'matchingPercentage' }) },
  { name: 'profileRank', what: 'page 5, sort profileRank', path: list({ sort: 'profileRank' }) },
  { name: 'status', what: 'page 5, sort status', path: list({ sort: 'status' }) },
  { name: 'tab', what: 'page 5, Shortlisted tab (status filter)', path: list({ status: 'Shortlist Candidate' }) },
  { name: 'experience', what: 'page 5, experience 5-10 years', path: list({ experience: '5-10' }) },
  { name: 'video', what: 'page 5, With Video', path: list({ video: 'With Video' }) },
  { name: 'city', what: `page 5, city ${city.city} (${city.n} of the job's applicants)`, path: list({ city: city.city }) },
  { name: 'reach', what: `page 5, within reach (${within} of the job's applicants)`, path: list({ reach: 'withinReach' }) },
  { name: 'counts', what: 'GET …/application-counts', path: `/api/company-jobs/${biggest.job_id}/application-counts` },
];

// Every statement the app sends while it answers one request of a shape, then its plan.
type Captured = { text: string; values?: unknown[] };
let capturing: Captured[] | undefined;
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
  const [first, second] = args;
  if (capturing) {
    if (typeof first === 'string') capturing.push({ text: first, values: Array.isArray(second) ? second : undefined });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      capturing.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : undefined) });
    }
  }
  return query(...args);
};
/**
 * The plan PostgreSQL runs for a statement the app keeps prepared: prepared on one connection and
 * executed six times first (after five, PostgreSQL may switch to a generic plan), then EXPLAIN
 * (ANALYZE, BUFFERS) EXECUTE.
 */
async function planAsRun(s: Captured): Promise<string[]> {
  const client = await pool.connect();
  try {
    const literal = (v: unknown): string => {
      if (v === null || v === undefined) return 'null';
      if (Array.isArray(v)) return client.escapeLiteral(`{${v.join(',')}}`);
      return client.escapeLiteral(String(v));
    };
    const args = s.values?.length ? `(${s.values.map(literal).join(', ')})` : '';
    await client.query(`prepare bench_plan as ${s.text}`);
    for (let i = 0; i < 6; i++) await client.query(`execute bench_plan${args}`);
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute bench_plan${args}`);
    return plan.rows.map((r) => r['QUERY PLAN']);
  } finally {
    // Only its own: the app's statements prepared on this connection must stay.
    await client.query('deallocate bench_plan').catch(() => undefined);
    client.release();
  }
}
const plans: PlanSummary[] = [];
if (process.env.BENCH_EXPLAIN !== '0') {
  for (const shape of shapes) {
    capturing = [];
    const res = await app.inject({ method: 'GET', url: shape.path, headers: { authorization: `Bearer ${token}` } });
    const statements = capturing.filter((s) => /job_application/.test(s.text));
    capturing = undefined;
    if (res.statusCode !== 200) throw new Error(`${shape.path} answered ${res.statusCode}: ${res.body}`);
    const summary: PlanSummary = { shape: shape.name, statements: [] };
    for (const s of statements) summary.statements.push({ sql: s.text.replace(/\s+/g, ' '), plan: await planAsRun(s) });
    plans.push(summary);
  }
}

process.stdout.write(`${JSON.stringify({ port, token, jobId: biggest.job_id, applicants: biggest.n, shapes, plans })}\n`);
closeOnSignal(scale);
