import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { PlanSummary, Shape } from './applicants-server.js';
import { fmt, startProcess } from './lib.js';
import { ensureScaleData } from './scale/generate.js';

const CONNECTIONS = 32;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;
const GOAL_P99_MS = 30;

type Figures = { rps: number; p50: number; p99: number };

async function measure(origin: string, path: string, token: string, seconds: number): Promise<Figures> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error('benchmarks only target 127.0.0.1');
  const r = await autocannon({
    url: `${origin}${path}`,
    headers: { authorization: `Bearer ${token}` },
    duration: seconds,
    connections: CONNECTIONS,
  });
  if (r.errors || r.non2xx) throw new Error(`${path} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * What a plan says about index use, in a few lines: each node with its index and rows, the
 * conditions and rows filtered away, the buffers of the top node, and the times.
 */
export function summarizePlan(lines: string[]): string[] {
  const out: string[] = [];
  let buffersShown = false;
  for (const raw of lines) {
    const l = raw.replace(/\(cost=[^)]*\)\s*/, '').replace(/actual time=[\d.]+\.\.([\d.]+)/, 'time $1 ms');
    const t = l.trim();
    if (t.startsWith('->') || out.length === 0) out.push(l);
    else if (/^(Index Cond|Filter|Rows Removed by Filter|Sort Method|Heap Fetches|Recheck Cond)/.test(t)) out.push(l);
    else if (t.startsWith('Buffers') && !buffersShown) {
      out.push(l);
      buffersShown = true;
    } else if (/^(Planning Time|Execution Time)/.test(t)) out.push(l);
  }
  return out;
}

/**
 * The applicants list of the job with the most applicants in the scale data (1,000,000 candidates,
 * 2,000,000 applications; loaded first when missing, which takes minutes), through the real HTTP
 * API: page 5 with each sort and each filter, and the tab counts, 32 connections, next to a
 * session-only call (GET /api/user/me) measured in the same run. Goal: p99 under 30 ms.
 */
export async function benchApplicants() {
  const scale = await ensureScaleData();
  const { info, child } = await startProcess<{
    port: number;
    token: string;
    jobId: string;
    applicants: number;
    shapes: Shape[];
    plans: PlanSummary[];
  }>(fileURLToPath(new URL('./applicants-server.ts', import.meta.url)), { SCALE_DATABASE_URL: scale.options.databaseUrl });
  try {
    const origin = `http://127.0.0.1:${info.port}`;
    const cases: Shape[] = [
      { name: 'baseline', what: 'GET /api/user/me (session check only)', path: '/api/user/me' },
      ...info.shapes,
    ];
    const before = load();
    for (const c of cases) await measure(origin, c.path, info.token, WARM_UP_SECONDS);
    const out: Record<string, Figures> = {};
    for (const c of cases) out[c.name] = await measure(origin, c.path, info.token, SECONDS);
    const after = load();
    const base = out.baseline as Figures;

    console.log(
      `\n## Applicants: the biggest job's list (${info.applicants.toLocaleString('en')} applicants of 2,000,000), PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s warm-up`,
    );
    console.log(`load average (1, 5, 15 min) before: ${before}, after: ${after} on ${availableParallelism()} cores`);
    for (const c of cases) {
      const r = out[c.name] as Figures;
      const ratio = c.name === 'baseline' ? '' : `  (${fmt(r.p50 / base.p50)}× / ${fmt(r.p99 / base.p99)}× the baseline)`;
      console.log(
        `${c.name.padEnd(12)}: ${fmt(r.rps, 0).padStart(5)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms${ratio}  ${c.what}`,
      );
    }
    const worst = Math.max(...cases.filter((c) => c.name !== 'baseline').map((c) => (out[c.name] as Figures).p99));
    console.log(`goal: p99 under ${GOAL_P99_MS} ms → ${worst < GOAL_P99_MS ? 'met' : 'NOT met'} (worst p99 ${fmt(worst)} ms)`);

    if (info.plans.length) {
      console.log('\n### EXPLAIN (ANALYZE, BUFFERS) of each shape, as the app sent it');
      for (const p of info.plans) {
        for (const s of p.statements) {
          console.log(`\n[${p.shape}] ${s.sql.length > 160 ? `${s.sql.slice(0, 157)}...` : s.sql}`);
          for (const l of summarizePlan(s.plan)) console.log(`  ${l}`);
        }
      }
    }
    return { job: { id: info.jobId, applicants: info.applicants }, ...out, loadAverage: { before, after }, plans: info.plans };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchApplicants().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
