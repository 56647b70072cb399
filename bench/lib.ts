import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export type LoadResult = { rps: number; p99: number; errors: number; non2xx: number };

/** A bounded load on a loopback URL: a fixed duration, a fixed number of connections. */
export async function load(
  url: string,
  opts: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('benchmarks only target 127.0.0.1');
  const result = await autocannon({
    url,
    headers: opts.headers,
    duration: opts.seconds ?? 5,
    connections: opts.connections ?? 10,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/**
 * The Node flags `npm start` gives the API process (package.json's start:server): a server under
 * measurement runs as it does in production, with the same heap cap.
 */
export function apiNodeFlags() {
  const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return root.scripts['start:server']?.match(/--max-(old|semi)-space-size=\d+/g) ?? [];
}

/** Starts a script with tsx, with the API's Node flags, and waits for the JSON line it prints when ready. */
export async function startProcess<T>(
  script: string,
  env: Record<string, string> = {},
): Promise<{ info: T; child: ChildProcess }> {
  const child = spawn(process.execPath, [...apiNodeFlags(), '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 120 s`)), 120_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as T);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { info, child };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** A call a latency benchmark makes: a GET unless it has a body (then a JSON POST). */
export type Shape = { name: string; what: string; path: string; body?: unknown };
export type Latency = { rps: number; p50: number; p99: number };

/** One shape's latency under load: every answer must be a 2xx. */
async function measureShape(origin: string, shape: Shape, token: string, seconds: number, connections: number) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error('benchmarks only target 127.0.0.1');
  const r = await autocannon({
    url: `${origin}${shape.path}`,
    headers: { authorization: `Bearer ${token}`, ...(shape.body ? { 'content-type': 'application/json' } : {}) },
    ...(shape.body ? { method: 'POST' as const, body: JSON.stringify(shape.body) } : {}),
    duration: seconds,
    connections,
  });
  if (r.errors || r.non2xx) throw new Error(`${shape.path} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** The machine's load average over 1, 5 and 15 minutes: on a shared machine it says how far to trust a figure. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Latency of each shape under load, next to a session-only call (GET /api/user/me) measured in
 * the same run: every shape warmed up first, then measured one after the other. Prints a line per
 * shape with its ratio to the baseline and whether the worst p99 meets the goal.
 */
export async function measureShapes(
  origin: string,
  token: string,
  shapes: Shape[],
  o: { title: string; goalP99Ms: number; connections?: number; seconds?: number; warmUpSeconds?: number },
) {
  const connections = o.connections ?? 32;
  const seconds = o.seconds ?? 5;
  const cases: Shape[] = [{ name: 'baseline', what: 'GET /api/user/me (session check only)', path: '/api/user/me' }, ...shapes];
  const before = loadAverage();
  for (const c of cases) await measureShape(origin, c, token, o.warmUpSeconds ?? 2, connections);
  const out: Record<string, Latency> = {};
  for (const c of cases) out[c.name] = await measureShape(origin, c, token, seconds, connections);
  const after = loadAverage();
  const base = out.baseline as Latency;
  console.log(`\n## ${o.title}, ${connections} connections, ${seconds} s each after ${o.warmUpSeconds ?? 2} s warm-up`);
  console.log(`load average (1, 5, 15 min) before: ${before}, after: ${after} on ${availableParallelism()} cores`);
  for (const c of cases) {
    const r = out[c.name] as Latency;
    // Latencies come in whole milliseconds: a baseline under 1 ms is counted as 1 ms.
    const ratio =
      c.name === 'baseline'
        ? ''
        : `  (${fmt(r.p50 / Math.max(1, base.p50))}× / ${fmt(r.p99 / Math.max(1, base.p99))}× the baseline)`;
    console.log(
      `${c.name.padEnd(12)}: ${fmt(r.rps, 0).padStart(5)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms${ratio}  ${c.what}`,
    );
  }
  const worst = Math.max(...shapes.map((c) => (out[c.name] as Latency).p99));
  console.log(`goal: p99 under ${o.goalP99Ms} ms → ${worst < o.goalP99Ms ? 'met' : 'NOT met'} (worst p99 ${fmt(worst)} ms)`);
  return { ...out, loadAverage: { before, after }, worstP99: worst, goalMet: worst < o.goalP99Ms };
}

/** The nearest-rank percentile of samples sorted ascending (0 when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
