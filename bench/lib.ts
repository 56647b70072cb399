import { type ChildProcess, spawn } from 'node:child_process';
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

/** Starts a script with tsx and waits for the JSON line it prints when ready. */
export async function startProcess<T>(
  script: string,
  env: Record<string, string> = {},
): Promise<{ info: T; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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

/** The nearest-rank percentile of samples sorted ascending (0 when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
