import { fmt, loadAverage, percentile } from '../lib.js';

/** What a scenario answers: its verdict and the figures it rests on, printed as they are. */
export type Verdict = { scenario: string; pass: boolean; figures: string[] };

export function printVerdict(v: Verdict) {
  console.log(`\n## ${v.scenario}: ${v.pass ? 'PASS' : 'FAIL'}  (load average ${loadAverage()})`);
  for (const line of v.figures) console.log(`  ${line}`);
}

export type Summary = { n: number; p50: number; p99: number; max: number };

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

export const describeLatency = (s: Summary) =>
  `p50 ${fmt(s.p50)} ms, p99 ${fmt(s.p99)} ms, max ${fmt(s.max)} ms (${s.n} samples)`;

/** How many of each value, as "503×4, 200×96". */
export function tally(values: (string | number)[]) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([v, n]) => `${v}×${n}`)
    .join(', ');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 100 ms until it holds or `timeoutMs` passes; answers whether it held. */
export async function waitUntil(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}
