import { fileURLToPath } from 'node:url';
import type { PlanSummary } from './applicants-server.js';
import { measureShapes, type Shape, startProcess } from './lib.js';
import { ensureScaleData } from './scale/generate.js';

const GOAL_P99_MS = 30;

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
    const figures = await measureShapes(`http://127.0.0.1:${info.port}`, info.token, info.shapes, {
      title: `Applicants: the biggest job's list (${info.applicants.toLocaleString('en')} applicants of 2,000,000), PostgreSQL`,
      goalP99Ms: GOAL_P99_MS,
    });

    if (info.plans.length) {
      console.log('\n### EXPLAIN (ANALYZE, BUFFERS) of each shape, as the app sent it');
      for (const p of info.plans) {
        for (const s of p.statements) {
          console.log(`\n[${p.shape}] ${s.sql.length > 160 ? `${s.sql.slice(0, 157)}...` : s.sql}`);
          for (const l of summarizePlan(s.plan)) console.log(`  ${l}`);
        }
      }
    }
    return { job: { id: info.jobId, applicants: info.applicants }, ...figures, plans: info.plans };
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
