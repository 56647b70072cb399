import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fmt, measureShapes, startProcess } from './lib.js';

/** The API process's resident memory in MB (Linux /proc). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Fetches a file whole, sampling the server's memory meanwhile: time, size, addresses and the peak growth. */
async function walk(origin: string, path: string, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 5);
  const started = performance.now();
  const res = await fetch(`${origin}${path}`);
  const body = await res.text();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
  return { ms, bytes: body.length, locs, growthMb: peak - before, etag: res.headers.get('etag') ?? '' };
}

/**
 * /sitemap.xml over 100,000 published jobs (an index and its files, fetched one after the other:
 * time and the API process's memory growth), and /careers/{slug} of a company with 1,000 published
 * jobs under 32 connections beside the session-only baseline, then the same with If-None-Match (304).
 */
export async function benchCareers() {
  const { info, child } = await startProcess<{ port: number; pid: number; token: string; slug: string }>(
    fileURLToPath(new URL('./careers-server.ts', import.meta.url)),
  );
  try {
    const origin = `http://127.0.0.1:${info.port}`;
    await walk(origin, '/sitemap.xml', info.pid); // warm-up (statements prepared, code paths compiled)
    const index = await walk(origin, '/sitemap.xml', info.pid);
    const files = [];
    for (const loc of index.locs) files.push(await walk(origin, new URL(loc).pathname, info.pid));
    const addresses = files.reduce((n, f) => n + f.locs.length, 0);
    const totalMs = index.ms + files.reduce((n, f) => n + f.ms, 0);
    const growth = Math.max(index.growthMb, ...files.map((f) => f.growthMb));
    console.log('\n## Sitemap over 100,000 published jobs of 100 companies (PostgreSQL)');
    console.log(
      `/sitemap.xml index: ${fmt(index.ms)} ms, ${index.locs.length} files; the files: ${files.map((f) => `${fmt(f.ms)} ms (${f.locs.length} addresses, ${fmt(f.bytes / 1e6)} MB)`).join(', ')}`,
    );
    const distinct = new Set(files.flatMap((f) => f.locs)).size;
    console.log(
      `every job and careers page listed once: ${distinct === 100_100 && addresses === 100_100 ? 'yes' : `NO (${distinct} distinct of ${addresses}, expected 100,100)`}`,
    );
    console.log(
      `all ${addresses} addresses in ${fmt(totalMs)} ms; API process memory growth at most ${fmt(growth)} MB (peak RSS sampled every 5 ms)`,
    );
    const slowest = Math.max(index.ms, ...files.map((f) => f.ms));
    console.log(
      `goal: each sitemap answer under 1 s → ${slowest < 1000 ? 'met' : 'NOT met'} (slowest ${fmt(slowest)} ms); memory growth under 50 MB → ${growth < 50 ? 'met' : 'NOT met'}`,
    );

    const page = `/careers/${info.slug}`;
    const shapes = await measureShapes(
      origin,
      info.token,
      [
        { name: 'careers', what: `GET ${page} (1,000 published jobs, first 100 rendered)`, path: page },
        { name: 'careersApi', what: `GET /api${page} (20 jobs)`, path: `/api${page}` },
      ],
      { title: 'Careers page of a company with 1,000 published jobs', goalP99Ms: 30 },
    );
    const etag = (await fetch(`${origin}${page}`)).headers.get('etag') ?? '';
    const r = await autocannon({ url: `${origin}${page}`, headers: { 'if-none-match': etag }, duration: 5, connections: 32 });
    const notModified = r['3xx'] === r.requests.total && r.errors === 0;
    console.log(
      `If-None-Match: ${fmt(r.requests.average, 0)} req/s, p50 ${fmt(r.latency.p50)} ms, p99 ${fmt(r.latency.p99)} ms; every answer 304 → ${notModified ? 'yes' : `NO (${r['3xx']} of ${r.requests.total})`}`,
    );
    return {
      sitemap: { totalMs, slowestMs: slowest, addresses, memoryGrowthMb: growth },
      careers: shapes,
      notModified: { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, all304: notModified },
    };
  } finally {
    child.kill('SIGTERM');
  }
}
