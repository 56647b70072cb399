import { fileURLToPath } from 'node:url';
import { fmt, measureShapes, type Shape, startProcess } from './lib.js';
import { ensureScaleData } from './scale/generate.js';

const GOALS = { jobRematchMs: 2000, candidateRematchMs: 50, pageP99Ms: 30, memoryMb: 500, dashboardP99Ms: 50 };

type Stats = { n: number; p50: number; p95: number; max: number };
type JobRematch = {
  runsMs: number[];
  bestMs: number;
  scope: number;
  applicants: number;
  stored: number;
  gateSkills: number;
};
type Rematch = {
  job: JobRematch;
  listing: JobRematch;
  memory: { rssBeforeMb: number; peakRssMb: number };
  perCandidate: { sample: number; perCandidateMs: number; millionMs: number; scopeMs: number };
  candidate: { published: number; rematch: Stats; storedPerCandidate: Stats; jobsOfField: Stats; baseline: Stats };
};
type Info = {
  port: number;
  token: string;
  /** The owner of the job whose matched-candidates pages are measured, and its listed matches. */
  pageToken: string;
  pageListed?: number;
  jobId: string;
  applicants: number;
  rematch?: Rematch;
  matchedPages: Shape[];
  dashboard: Shape[];
};

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The matching and dashboard server on the scale data (loaded first when missing, which takes minutes). */
async function startServer(env: Record<string, string> = {}) {
  const scale = await ensureScaleData();
  return startProcess<Info>(fileURLToPath(new URL('./matching-server.ts', import.meta.url)), {
    SCALE_DATABASE_URL: scale.options.databaseUrl,
    ...env,
  });
}

const jobLine = (what: string, j: JobRematch) =>
  `${what}: ${j.runsMs.map((ms) => `${fmt(ms / 1000, 2)} s`).join(', ')} (best ${fmt(j.bestMs / 1000, 2)} s); ` +
  `${j.scope.toLocaleString('en')} candidates scored (its field by ${j.gateSkills} gate skills, and its ${j.applicants.toLocaleString('en')} applicants), ` +
  `${j.stored.toLocaleString('en')} listed rows written`;

function printRematch(r: Rematch) {
  const { job, listing, memory, perCandidate, candidate } = r;
  console.log('\n## Matching engine on 1,000,000 candidates (PostgreSQL, in the API process)');
  console.log(jobLine('full rematch of the published job with the most applicants', job));
  console.log(jobLine('full rematch of the published job listing the most', listing));
  console.log(
    `per-candidate baseline (one query and one insert per candidate, no prefilter), ${perCandidate.sample.toLocaleString('en')} sampled: ` +
      `${fmt(perCandidate.perCandidateMs, 3)} ms a candidate → ${fmt(perCandidate.millionMs / 1000, 0)} s for 1,000,000 ` +
      `(${fmt(perCandidate.millionMs / job.bestMs, 0)}× the engine), ${fmt(perCandidate.scopeMs / 1000, 1)} s for the same candidates (${fmt(perCandidate.scopeMs / job.bestMs, 1)}×)`,
  );
  const worst = Math.max(job.bestMs, listing.bestMs);
  console.log(
    `goal: at most ${GOALS.jobRematchMs / 1000} s → ${verdict(worst <= GOALS.jobRematchMs)} (worst best-of-3 ${fmt(worst / 1000, 2)} s)`,
  );
  console.log(
    `memory of the API process: ${memory.rssBeforeMb} MB before the rematches, peak ${memory.peakRssMb} MB; goal under ${GOALS.memoryMb} MB → ${verdict(memory.peakRssMb < GOALS.memoryMb)}`,
  );
  const c = candidate;
  console.log(
    `candidate rematch against ${c.published.toLocaleString('en')} published jobs (${c.rematch.n} candidates): p50 ${fmt(c.rematch.p50)} ms, p95 ${fmt(c.rematch.p95)} ms, max ${fmt(c.rematch.max)} ms; ` +
      `jobs of their field p50 ${c.jobsOfField.p50}, max ${c.jobsOfField.max}; rows stored p50 ${c.storedPerCandidate.p50}`,
  );
  console.log(
    `baseline (score every published job, ${c.baseline.n} candidates): p50 ${fmt(c.baseline.p50)} ms (${fmt(c.baseline.p50 / c.rematch.p50, 0)}× the engine)`,
  );
  console.log(
    `goal: at most ${GOALS.candidateRematchMs} ms → ${verdict(c.rematch.max <= GOALS.candidateRematchMs)} (worst ${fmt(c.rematch.max)} ms)`,
  );
}

/**
 * The matching engine at scale: a full rematch of the job with the most applicants and candidates'
 * rematches (measured in the API process, with baselines), then its matched-candidates pages
 * through the HTTP API at 32 connections. Goals: 2 s, 50 ms, under 500 MB, p99 under 30 ms.
 */
export async function benchMatching() {
  const { info, child } = await startServer();
  try {
    if (info.rematch) printRematch(info.rematch);
    const pages = await measureShapes(`http://127.0.0.1:${info.port}`, info.pageToken, info.matchedPages, {
      title: `Matched candidates of the published job listing the most (${info.pageListed?.toLocaleString('en') ?? '?'} listed)`,
      goalP99Ms: GOALS.pageP99Ms,
    });
    return { job: info.jobId, rematch: info.rematch, pages };
  } finally {
    child.kill('SIGTERM');
  }
}

/** The dashboard's calls for the company of the biggest published job, 32 connections. Goal: p99 under 50 ms. */
export async function benchDashboard() {
  const { info, child } = await startServer({ BENCH_REMATCH: '0' });
  try {
    return await measureShapes(`http://127.0.0.1:${info.port}`, info.token, info.dashboard, {
      title: "Dashboard calls of the biggest published job's company (scale data)",
      goalP99Ms: GOALS.dashboardP99Ms,
    });
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (process.argv[2] === 'dashboard' ? benchDashboard() : benchMatching()).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
