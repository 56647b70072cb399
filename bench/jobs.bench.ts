import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fmt, startProcess } from './lib.js';

const CONNECTIONS = 32;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;

type Figures = { rps: number; p50: number; p99: number };

/** A bounded load on loopback: each request's path from `next` (one fixed path, or values varying per request). */
async function measure(origin: string, next: () => string, token: string, seconds: number): Promise<Figures> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error('benchmarks only target 127.0.0.1');
  const r = await autocannon({
    url: origin,
    headers: { authorization: `Bearer ${token}` },
    duration: seconds,
    connections: CONNECTIONS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  if (r.errors || r.non2xx) throw new Error(`${next()} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * GET /api/company-jobs with filters over 100,000 jobs of 1,000 companies, 32 connections, PostgreSQL,
 * next to a trivial authenticated call (GET /api/user/me) measured in the same run. The machine's
 * load average is printed before and after: on a shared machine it says how far to trust the figures.
 */
export async function benchJobs() {
  const { info, child } = await startProcess<{ port: number; token: string }>(
    fileURLToPath(new URL('./jobs-server.ts', import.meta.url)),
  );
  try {
    const origin = `http://127.0.0.1:${info.port}`;
    const list = (f: object) => `/api/company-jobs?filter=${encodeURIComponent(JSON.stringify(f))}`;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    const webFields = ['id', 'jobTitle', 'jobType', 'industryId', 'jobStatus', 'workType', 'city', 'country', 'createdAt'];
    const fixed = (path: string) => () => path;
    const cities = ['Berlin', 'Paris', 'Madrid', 'Oslo', 'Lisbon', 'Rome', 'Vienna', 'Warsaw'];
    let n = 0;
    const cases: Record<string, { what: string; next: () => string }> = {
      baseline: { what: 'GET /api/user/me (session lookup only)', next: fixed('/api/user/me') },
      plain: { what: 'whole jobs, include industry', next: fixed(list({ include: ['industry'] })) },
      filtered: {
        what: 'jobStatus + jobType + createdAt ≥ 180 days ago, list fields',
        next: fixed(
          list({
            where: { jobStatus: 'Published', jobType: 'Full time', createdAt: { gte: daysAgo(180) } },
            include: ['industry'],
            fields: ['id', 'jobTitle', 'jobType', 'industryId', 'jobStatus', 'workType', 'industry'],
            offset: 0,
          }),
        ),
      },
      city: {
        what: 'city, 2nd page, whole jobs',
        next: fixed(list({ where: { city: 'Berlin' }, offset: 10, include: ['industry'] })),
      },
      // What the openings screen sends while scrolling and filtering: values change on every request.
      varied: {
        what: "the web list's filters, values and pages varying per request",
        next: () => {
          n += 1;
          const where: Record<string, unknown> = { city: cities[n % cities.length] };
          if (n % 4 === 1) where.jobStatus = 'Published';
          if (n % 3 === 0) where.createdAt = { gte: daysAgo(200 + (n % 165)) };
          return list({ where, include: ['industry'], fields: webFields, offset: n % 5 === 0 ? 10 : 0, limit: 10 });
        },
      },
    };
    // How many jobs a page of each case holds (mean of 12 requests), so empty pages show.
    const rows: Record<string, string> = {};
    for (const [name, c] of Object.entries(cases)) {
      let total = 0;
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${origin}${c.next()}`, { headers: { authorization: `Bearer ${info.token}` } });
        const body = (await res.json()) as unknown;
        total += Array.isArray(body) ? body.length : 1;
      }
      rows[name] = fmt(total / 12);
    }
    const before = load();
    for (const c of Object.values(cases)) await measure(origin, c.next, info.token, WARM_UP_SECONDS);
    const out: Record<string, Figures> = {};
    for (const [name, c] of Object.entries(cases)) out[name] = await measure(origin, c.next, info.token, SECONDS);
    const after = load();
    console.log(
      `\n## Jobs: GET /api/company-jobs over 100,000 jobs of 1,000 companies (PostgreSQL), ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s warm-up`,
    );
    console.log(`load average (1, 5, 15 min) before: ${before}, after: ${after} on ${availableParallelism()} cores`);
    for (const [name, r] of Object.entries(out))
      console.log(
        `${name.padEnd(9)}: ${fmt(r.rps, 0).padStart(5)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms  (${cases[name]?.what}${name === 'baseline' ? '' : `; ${rows[name]} jobs a page`})`,
      );
    const worst = Math.max(...Object.entries(out).flatMap(([name, r]) => (name === 'baseline' ? [] : [r.p99])));
    console.log(`goal: p99 under 30 ms → ${worst < 30 ? 'met' : 'NOT met'} (worst list p99 ${fmt(worst)} ms)`);
    return { ...out, loadAverage: { before, after } };
  } finally {
    child.kill('SIGTERM');
  }
}
