import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fmt, startProcess } from './lib.js';

async function measure(url: string, token: string, seconds = 5) {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('benchmarks only target 127.0.0.1');
  const r = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, duration: seconds, connections: 32 });
  if (r.errors || r.non2xx) throw new Error(`${url} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** GET /api/company-jobs with filters over 100,000 jobs of 1,000 companies, 32 connections, PostgreSQL. */
export async function benchJobs() {
  const { info, child } = await startProcess<{ port: number; token: string }>(
    fileURLToPath(new URL('./jobs-server.ts', import.meta.url)),
  );
  try {
    const base = `http://127.0.0.1:${info.port}/api`;
    const filter = (f: object) => `${base}/company-jobs?filter=${encodeURIComponent(JSON.stringify(f))}`;
    const since = new Date(Date.now() - 180 * 86_400_000).toISOString();
    const urls = {
      baseline: `${base}/user/me`,
      plain: filter({ include: ['industry'] }),
      filtered: filter({
        where: { jobStatus: 'Published', jobType: 'Full time', createdAt: { gte: since } },
        include: ['industry'],
        fields: ['id', 'jobTitle', 'jobType', 'industryId', 'jobStatus', 'workType', 'industry'],
        offset: 0,
      }),
      city: filter({ where: { city: 'Berlin' }, offset: 10, include: ['industry'] }),
    };
    for (const url of Object.values(urls)) await measure(url, info.token, 1);
    const out: Record<string, { rps: number; p50: number; p99: number }> = {};
    for (const [name, url] of Object.entries(urls)) out[name] = await measure(url, info.token);
    console.log('\n## Jobs: GET /api/company-jobs over 100,000 jobs of 1,000 companies (PostgreSQL), 32 connections, 5 s');
    for (const [name, r] of Object.entries(out))
      console.log(
        `${name.padEnd(9)}: ${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms${name === 'baseline' ? ' (GET /api/user/me)' : ''}`,
      );
    const worst = Math.max(out.plain?.p99 ?? 0, out.filtered?.p99 ?? 0, out.city?.p99 ?? 0);
    console.log(`goal: p99 under 30 ms → ${worst < 30 ? 'met' : 'NOT met'} (worst p99 ${fmt(worst)} ms)`);
    return out;
  } finally {
    child.kill('SIGTERM');
  }
}
