/**
 * The matching and dashboard benchmarks' server: the real app on the scale database (bench/scale),
 * signed in as the owner of the published job with the most applicants. Before it listens it
 * measures the engine in this process (the API's): the job's full rematch three times beside a
 * per-candidate baseline, candidates' rematches beside a score-every-published-job baseline, and
 * the process's peak memory. With BENCH_REMATCH=0 it only makes sure the job has its matches.
 * Prints `{ port, token, jobId, companyId, applicants, rematch?, matchedPages, dashboard }` on its
 * first line.
 */
import { scoreMatch } from '@talentdeck/shared';
import { and, count, eq } from 'drizzle-orm';
import { companyJobs, matchedCandidates } from '../apps/api/src/db/schema/index.js';
import * as repo from '../apps/api/src/modules/matching/matching.repository.js';
import {
  isOpen,
  rematchCandidate,
  rematchJob,
  todayUtc,
  toMatchJob,
  toRow,
} from '../apps/api/src/modules/matching/matching.service.js';
import { type AppContext, inTransaction } from '../apps/api/src/platform/context.js';
import { percentile, type Shape } from './lib.js';
import { biggestPublishedJob, closeOnSignal, listenAndSignIn, openScaleApp, signIn } from './scale-app.js';

const scale = await openScaleApp();
const { app, pool } = scale;
const ctx = app.ctx;
const job = await biggestPublishedJob(scale);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] ?? 0 };
};

/** Rolls a transaction back after a measurement that must leave no rows. */
class Rollback extends Error {}
async function rolledBack(work: (tx: AppContext) => Promise<void>) {
  await inTransaction(ctx, async (tx) => {
    await work(tx);
    throw new Rollback();
  }).catch((err) => {
    if (!(err instanceof Rollback)) throw err;
  });
}

const skillTypes = async (ids: string[]) =>
  new Map((await repo.findSkills(ctx.db, [...new Set(ids)])).map((s) => [s.id, s.skillType]));

/** A job's full rematch, three times: each run replaces the whole set. */
async function measureJobRematch(jobId: string) {
  const runs: number[] = [];
  let stored = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    stored = (await rematchJob(ctx, jobId)).stored;
    runs.push(performance.now() - t);
  }
  const row = await repo.findJob(ctx.db, jobId);
  if (!row || !isOpen(row)) throw new Error('the benchmark job is not published');
  const { ids: scope, applicants } = await repo.findCandidateScope(ctx.db, jobId, row.matchGateSkillIds);
  return {
    runsMs: runs.map(Math.round),
    bestMs: Math.round(Math.min(...runs)),
    scope: scope.length,
    applicants: applicants.size,
    stored,
    gateSkills: row.matchGateSkillIds.length,
    scopeIds: scope,
  };
}

/**
 * The straightforward way, for comparison: every candidate on their own (one query for their
 * inputs, the score, one insert when listed), on a sample, rolled back. Extrapolated per candidate.
 */
async function measurePerCandidateBaseline(scope: string[], sampleSize = 1000) {
  const row = await repo.findJob(ctx.db, job.jobId);
  if (!row) throw new Error('the benchmark job is gone');
  const ref = await repo.loadReference(ctx.db);
  const matchJob = toMatchJob(row, ref, await skillTypes(row.skillIds));
  const sample = scope.slice(0, sampleSize);
  const today = todayUtc();
  let ms = 0;
  await rolledBack(async (tx) => {
    await repo.clearJobMatches(tx.db, job.jobId);
    const t = performance.now();
    for (const id of sample) {
      const c = await repo.findCandidateInput(tx.db, id);
      if (!c) continue;
      const s = scoreMatch(matchJob, c, today);
      if (s.listed) await repo.insertMatches(tx.db, [toRow(row, id, s, new Date())]);
    }
    ms = performance.now() - t;
  });
  const perCandidateMs = ms / sample.length;
  return {
    sample: sample.length,
    perCandidateMs: Number(perCandidateMs.toFixed(3)),
    millionMs: Math.round(perCandidateMs * 1_000_000),
    scopeMs: Math.round(perCandidateMs * scope.length),
  };
}

/** Candidates' rematches (each against every published job of their field), and a naive baseline. */
async function measureCandidateRematch() {
  const published = Number(
    (
      await pool.query<{ n: string }>(
        `select count(*) as n from company_jobs where job_status = 'Published' and not is_job_deleted`,
      )
    ).rows[0]?.n,
  );
  // A deterministic spread of candidates: ids look random (bench/scale), so the first ones are a fair sample.
  const ids = (await pool.query<{ id: string }>('select id from candidates order by id limit 43')).rows.map((r) => r.id);
  for (const id of ids.slice(0, 3)) await rematchCandidate(ctx, id);
  const times: number[] = [];
  const stored: number[] = [];
  for (const id of ids.slice(3)) {
    const t = performance.now();
    stored.push((await rematchCandidate(ctx, id)).stored);
    times.push(performance.now() - t);
  }
  const jobsOfField: number[] = [];
  for (const id of ids.slice(3)) {
    const c = await repo.findCandidateInput(ctx.db, id);
    const skillIds = [...new Set([...(c?.skillIds ?? []), ...(c?.verifiedSkillIds ?? [])])];
    jobsOfField.push(
      (
        await pool.query(
          `select 1 from company_jobs where job_status = 'Published' and not is_job_deleted and match_gate_skill_ids && $1::uuid[]`,
          [`{${skillIds.join(',')}}`],
        )
      ).rowCount ?? 0,
    );
  }
  // Baseline: read every published job and score each one for the candidate, no prefilter.
  const baseline: number[] = [];
  for (const id of ids.slice(3, 8)) {
    await rolledBack(async (tx) => {
      const t = performance.now();
      const c = await repo.findCandidateInput(tx.db, id);
      const jobs = await tx.db
        .select()
        .from(companyJobs)
        .where(and(eq(companyJobs.jobStatus, 'Published'), eq(companyJobs.isJobDeleted, false)));
      const ref = await repo.loadReference(tx.db);
      const types = await skillTypes(jobs.flatMap((j) => j.skillIds));
      const today = todayUtc();
      const rows = [];
      for (const j of jobs) {
        const s = c && scoreMatch(toMatchJob(j, ref, types), c, today);
        if (s?.listed) rows.push(toRow(j, id, s, new Date()));
      }
      await repo.replaceCandidateMatches(
        tx.db,
        id,
        jobs.map((j) => j.id),
        rows,
      );
      baseline.push(performance.now() - t);
    });
  }
  return {
    published,
    rematch: stats(times),
    storedPerCandidate: stats(stored),
    jobsOfField: stats(jobsOfField),
    baseline: stats(baseline),
  };
}

/**
 * The matched-candidates page's job: of the three published jobs with the largest fields (the sum of
 * their gate skills' candidates), the one with the most listed matches after its rematch. The job
 * with the most applicants lists only a few (most of its field scores under 20 %).
 */
async function jobWithMostListed() {
  const ids = (
    await pool.query<{ id: string }>(`
      with freq as (select skill_id, count(*) as n from candidate_skills group by 1)
      select j.id from company_jobs j
      where j.job_status = 'Published' and not j.is_job_deleted
      order by (select coalesce(sum(f.n), 0) from freq f where f.skill_id = any(j.match_gate_skill_ids)) desc
      limit 3`)
  ).rows.map((r) => r.id);
  for (const id of ids) await rematchJob(ctx, id);
  const [best] = (
    await pool.query<{ job_id: string; n: string; email: string }>(
      `select m.company_job_id as job_id, count(*) as n, u.email from matched_candidates m
       join company_jobs j on j.id = m.company_job_id
       join company_users cu on cu.company_id = j.company_id and cu.is_owner
       join users u on u.id = cu.user_id
       where m.listed and m.company_job_id = any($1::uuid[]) group by 1, 3 order by 2 desc limit 1`,
      [ids],
    )
  ).rows;
  if (!best) throw new Error('no job of the scale data lists a match');
  return { jobId: best.job_id, listed: Number(best.n), ownerEmail: best.email };
}

let rematch: Record<string, unknown> | undefined;
let paged: Awaited<ReturnType<typeof jobWithMostListed>> | undefined;
if (process.env.BENCH_REMATCH === '0') {
  const [has] = await ctx.db.select({ n: count() }).from(matchedCandidates).where(eq(matchedCandidates.companyJobId, job.jobId));
  if (!has?.n) await rematchJob(ctx, job.jobId);
} else {
  const rssBefore = process.memoryUsage().rss;
  paged = await jobWithMostListed();
  // The job with the most applicants (most of them outside its field: a percentage each, few rows),
  // then the job listing the most (a row each): the two ends of a rematch's work.
  const { scopeIds, ...biggest } = await measureJobRematch(job.jobId);
  const { scopeIds: _ids, ...listing } = await measureJobRematch(paged.jobId);
  const memory = { rssBeforeMb: mb(rssBefore), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
  const perCandidate = await measurePerCandidateBaseline(scopeIds);
  rematch = { job: biggest, listing, memory, perCandidate, candidate: await measureCandidateRematch() };
  // The pages are measured as a recruiter reads them a minute after a rematch: autovacuum has
  // marked the new rows visible by then, so the page's keys come from the index alone, and the
  // rematches' writes have reached the disk (a checkpoint flushing them would share the cores).
  await pool.query('vacuum (analyze) matched_candidates');
  await pool.query('checkpoint');
}

const { port, token } = await listenAndSignIn(scale, job.ownerEmail);
const pageToken = paged ? await signIn(scale, paged.ownerEmail) : token;
const page = (offset: number) =>
  `/api/company-jobs/${paged?.jobId ?? job.jobId}/matched-candidates?${new URLSearchParams({ filter: JSON.stringify({ limit: 10, offset }) })}`;
const matchedPages: Shape[] = [
  { name: 'page1', what: 'matched candidates, first page of 10', path: page(0) },
  { name: 'page5', what: 'matched candidates, page 5 (infinite scroll)', path: page(40) },
  { name: 'page50', what: 'matched candidates, page 50', path: page(490) },
];
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const c = job.companyId;
const dashboard: Shape[] = [
  {
    name: 'industry',
    what: 'GET job-Application-stats-by-industry (Three Months)',
    path: `/api/job-Application-stats-by-industry/${c}`,
  },
  {
    name: 'industryJob',
    what: '… for the biggest job',
    path: `/api/job-Application-stats-by-industry/${c}?${q({ companyJobId: job.jobId })}`,
  },
  {
    name: 'cities',
    what: 'GET company/company-jobs-by-cities',
    path: `/api/company/company-jobs-by-cities?${q({ companyId: c })}`,
  },
  { name: 'topMatches', what: 'POST top-matching-candidates', path: '/api/top-matching-candidates', body: { companyId: c } },
  {
    name: 'topMatchesJob',
    what: '… for the biggest job',
    path: '/api/top-matching-candidates',
    body: { companyId: c, companyJobId: job.jobId },
  },
  {
    name: 'interviews',
    what: 'POST dashboard-interviews',
    path: '/api/dashboard-interviews',
    body: { companyId: c, time: 'Three Months' },
  },
  { name: 'threads', what: 'GET company-chat-threads (limit 4)', path: `/api/company-chat-threads/${c}?limit=4` },
];

process.stdout.write(
  `${JSON.stringify({ port, token, pageToken, pageListed: paged?.listed, jobId: job.jobId, companyId: c, applicants: job.applicants, rematch, matchedPages, dashboard })}\n`,
);
closeOnSignal(scale);
