import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { fmt } from '../../lib.js';
import type { Cluster } from '../cluster.js';
import { call } from '../http-client.js';
import { openLoop, type Shot } from '../open-loop.js';
import { sleep, tally, type Verdict } from '../report.js';
import type { World } from '../world.js';

const run = promisify(execFile);

/** Calls started this long after PostgreSQL accepts connections again must all succeed. */
const RECOVERY_MS = 5000;
const RESTART_AFTER_MS = 5000;

/** The local cluster's version (its folder in /etc/postgresql), as .ci/run finds it. */
const clusterVersion = () => readdirSync('/etc/postgresql').sort().at(-1) ?? '15';

/** pg_isready every 100 ms until `until`: when it first refused, and when it first accepted again. */
async function watchReadiness(until: () => boolean) {
  let downAt: number | undefined;
  let readyAt: number | undefined;
  while (!until()) {
    const at = performance.now();
    const ok = await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-t', '1']).then(
      () => true,
      () => false,
    );
    if (!ok && downAt === undefined) downAt = at;
    if (ok && downAt !== undefined && readyAt === undefined) readyAt = at;
    await sleep(100);
  }
  return { downAt, readyAt };
}

const failed = (s: Shot) => s.status < 200 || s.status > 299;
const isRetryable503 = (s: Shot) => s.status === 503 && s.retryAfter !== undefined;

/**
 * 5. PostgreSQL restarted under polling: signed-in GETs through the proxy at a fixed rate (the
 * session check, the applicants list, the notifications), and both health probes, while
 * `pg_ctlcluster … restart` runs. No answer may be a 500; every failure must be a 503 with
 * Retry-After; calls due 5 s after PostgreSQL accepts connections again (pg_isready) must
 * succeed; /api/health answers 503 with Retry-After during the outage, /api/health/live 200 always.
 */
export async function postgresRestart(
  cluster: Cluster,
  world: World,
  o: { seconds: number; ratePerSecond: number },
): Promise<Verdict> {
  const session = world.owner.session;
  const paths = [
    '/api/user/me',
    `/api/company-jobs/${world.jobId}/job-applications?filter=${encodeURIComponent(JSON.stringify({ limit: 10, offset: 0 }))}&sort=dateApplied`,
    `/api/company-user-notification/${session.profile.userId}?filter=${encodeURIComponent(JSON.stringify({ limit: 100, order: 'createdAt DESC' }))}`,
  ];
  const probe = (path: string) => () => ({ shape: path, send: () => call(cluster.origin, 'GET', path, { timeoutMs: 10_000 }) });
  const started = performance.now();
  let finished = false;
  const readiness = sleep(RESTART_AFTER_MS).then(async () => {
    const watching = watchReadiness(() => finished);
    const restartedAt = performance.now();
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', 'restart'], { timeout: 60_000 });
    return { restartedAt, restartDoneAt: performance.now(), watching };
  });
  let loops: Shot[][];
  let restart: Awaited<typeof readiness>;
  try {
    loops = await Promise.all([
      openLoop({
        ratePerSecond: o.ratePerSecond,
        seconds: o.seconds,
        plan: (i) => ({ shape: paths[i % paths.length] as string, send: () => session.get(paths[i % paths.length] as string) }),
      }),
      openLoop({ ratePerSecond: 5, seconds: o.seconds, plan: probe('/api/health') }),
      openLoop({ ratePerSecond: 5, seconds: o.seconds, plan: probe('/api/health/live') }),
    ]);
    restart = await readiness;
  } finally {
    // The readiness watch is bounded by the scenario, even when the restart failed.
    finished = true;
  }
  const [calls = [], health = [], live = []] = loops;
  const { restartedAt, restartDoneAt, watching } = restart;
  const { downAt, readyAt } = await watching;
  const ready = readyAt ?? restartDoneAt;
  const down = downAt ?? restartedAt;
  const at = (t: number) => `${fmt((t - started) / 1000)} s`;

  const failures = calls.filter(failed);
  const after = calls.filter((s) => s.dueAt >= ready + RECOVERY_MS);
  const lastFailure = failures.at(-1);
  const firstSuccessAfterReady = calls.find((s) => s.dueAt >= ready && !failed(s));
  const outage = (s: Shot) => s.dueAt >= down && s.dueAt <= ready;
  const healthInOutage = health.filter(outage);
  const pass =
    calls.every((s) => s.status !== 500) &&
    failures.every(isRetryable503) &&
    after.length > 0 &&
    after.every((s) => !failed(s)) &&
    health.filter(failed).every(isRetryable503) &&
    healthInOutage.some(isRetryable503) &&
    live.every((s) => s.status === 200);
  return {
    scenario: '5. PostgreSQL restart under polling',
    pass,
    figures: [
      `${calls.length} signed-in GETs at ${o.ratePerSecond}/s over ${o.seconds} s through the proxy (${paths.length} shapes), and each health probe at 5/s`,
      `restart began at ${at(restartedAt)}; pg_isready refused from ${at(down)}, accepted again at ${at(ready)} (outage ${fmt((ready - down) / 1000)} s); pg_ctlcluster returned at ${at(restartDoneAt)}`,
      `calls: ${tally(calls.map((s) => s.status))}; 500s ${calls.filter((s) => s.status === 500).length}; failures that are 503 with Retry-After ${failures.filter(isRetryable503).length} of ${failures.length}${failures.some((s) => !isRetryable503(s)) ? ` (others: ${tally(failures.filter((s) => !isRetryable503(s)).map((s) => `${s.status}${s.error ? ` ${s.error}` : ''} ${s.shape.split('?')[0]}`))})` : ''}`,
      `recovery: last failure due at ${lastFailure ? `${fmt((lastFailure.dueAt - ready) / 1000)} s` : '(none)'} after PostgreSQL was ready, first success ${firstSuccessAfterReady ? `${fmt((firstSuccessAfterReady.dueAt - ready) / 1000)} s` : '(none)'} after; calls due ≥ ${RECOVERY_MS / 1000} s after: ${tally(after.map((s) => s.status))}`,
      `/api/health during the outage: ${tally(healthInOutage.map((s) => `${s.status}${s.retryAfter ? ` Retry-After ${s.retryAfter}` : ''}`)) || 'no probe fell inside it'}; overall ${tally(health.map((s) => s.status))}`,
      `/api/health/live: ${tally(live.map((s) => s.status))}`,
    ],
  };
}
