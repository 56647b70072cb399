import { performance } from 'node:perf_hooks';
import { fmt, loadAverage } from '../../lib.js';
import { cpuSeconds, machineBusySeconds, postgresCpuSeconds, rssBytes } from '../api-process.js';
import type { Cluster } from '../cluster.js';
import { EventStreamClient } from '../event-stream-client.js';
import { openLoop, type Shot } from '../open-loop.js';
import { byLabel, metric, type Sample, scrapeMetrics } from '../prometheus.js';
import { describeLatency, summarize, tally, type Verdict, waitUntil } from '../report.js';
import type { SignedInCompany } from '../scale-world.js';
import { mixedCall } from './mixed-calls.js';

const GOAL_P99_MS = 200;
const MAX_RSS_GROWTH = 0.1;

export type LoadOptions = {
  streams: number;
  ratePerSecond: number;
  seconds: number;
  baselineSeconds: number;
  warmUpSeconds: number;
};

/** Who used the cores: each API process, this suite (the proxy and every client), PostgreSQL, the machine. */
const cpuNow = (cluster: Cluster) => ({
  apis: cluster.apis().map((p) => ({ name: p.name, seconds: cpuSeconds(p.pid) })),
  suite: process.cpuUsage(),
  postgres: postgresCpuSeconds(),
  machine: machineBusySeconds(),
});

function cpuUsed(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, seconds: number) {
  const cores = (s: number) => fmt(s / seconds, 2);
  const suite = process.cpuUsage(before.suite);
  return [
    ...after.apis.map((a, i) => `API ${a.name} ${cores(a.seconds - (before.apis[i]?.seconds ?? 0))}`),
    `suite (proxy and clients) ${cores((suite.user + suite.system) / 1e6)}`,
    `PostgreSQL (all its processes) ${cores(after.postgres - before.postgres)}`,
    `whole machine ${cores(after.machine - before.machine)}`,
  ].join(', ');
}

/**
 * RSS is compared as the median of 5 s of samples (one a second), not as two single samples: the
 * young generation alone (up to 2 × 32 MB, --max-semi-space-size) swings a single sample by a
 * sixth of the process, which is not growth.
 */
const RSS_WINDOW_MS = 5000;
const medianRss = (samples: { bytes: number }[]) => {
  const sorted = samples.map((s) => s.bytes).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const failed = (s: Shot) => s.status < 200 || s.status > 299;

/**
 * 6. Load on the scale data through the proxy: `streams` event streams of the companies' owners,
 * then a fixed arrival rate of mixed signed-in calls (mixed-calls.ts) for `seconds`, after a
 * session-only baseline at the same rate with the same streams open. Verdict: no error (a non-2xx
 * answer, a dropped stream or a chat message a stream of its company missed), p99 within 200 ms,
 * and each API process's resident memory growing at most 10 % over the second half of the run.
 */
export async function loadOnScaleData(cluster: Cluster, companies: SignedInCompany[], o: LoadOptions): Promise<Verdict> {
  const tag = `load-${Date.now().toString(36)}`;
  const chatsSeen = new Map<EventStreamClient, number>();
  const streams: { stream: EventStreamClient; company: SignedInCompany }[] = [];
  const until = performance.now() + (o.warmUpSeconds + o.baselineSeconds + o.seconds + 120) * 1000;
  for (let i = 0; i < o.streams; i++) {
    const company = companies[i % companies.length] as SignedInCompany;
    const stream = new EventStreamClient({
      origin: cluster.origin,
      headers: company.session.headers,
      reconnectUntil: until,
      keepEvents: false,
      onEvent: (e, s) => {
        if (e.event === 'chat' && e.data.includes(tag)) chatsSeen.set(s, (chatsSeen.get(s) ?? 0) + 1);
      },
    });
    streams.push({ stream, company });
  }
  try {
    // Opened fifty at a time, as many users arriving at once would.
    for (let i = 0; i < streams.length; i += 50)
      await Promise.all(streams.slice(i, i + 50).map(({ stream }) => stream.open(30_000)));
    const chatsSent = new Map<string, number>();
    const mixed = (i: number) =>
      mixedCall(companies, i, tag, (companyId) => chatsSent.set(companyId, (chatsSent.get(companyId) ?? 0) + 1));
    await openLoop({ ratePerSecond: o.ratePerSecond, seconds: o.warmUpSeconds, plan: mixed });
    chatsSent.clear();
    chatsSeen.clear();

    const loadBefore = loadAverage();
    const baseline = await openLoop({
      ratePerSecond: o.ratePerSecond,
      seconds: o.baselineSeconds,
      plan: (i) => {
        const c = companies[i % companies.length] as SignedInCompany;
        return { shape: 'baseline', send: () => c.session.get('/api/user/me') };
      },
    });

    const rss = cluster.apis().map((p) => ({ name: p.name, pid: p.pid, samples: [] as { at: number; bytes: number }[] }));
    const scrapes: { name: string; samples: Sample[] }[] = [];
    const started = performance.now();
    const sampleRss = setInterval(() => {
      for (const r of rss) r.samples.push({ at: performance.now() - started, bytes: rssBytes(r.pid) });
    }, 1000);
    const scrape = setInterval(() => {
      for (const p of cluster.apis())
        void scrapeMetrics(p.port, cluster.metricsToken).then(
          (samples) => scrapes.push({ name: p.name, samples }),
          () => undefined,
        );
    }, 5000);
    cluster.proxy.resetStats();
    const cpuBefore = cpuNow(cluster);
    let shots: Shot[];
    try {
      shots = await openLoop({ ratePerSecond: o.ratePerSecond, seconds: o.seconds, plan: mixed });
    } finally {
      clearInterval(sampleRss);
      clearInterval(scrape);
    }
    const loadAfter = loadAverage();
    const cpu = cpuUsed(cpuBefore, cpuNow(cluster), o.seconds);
    const expected = (company: SignedInCompany) => chatsSent.get(company.companyId) ?? 0;
    const delivered = () => streams.every(({ stream, company }) => (chatsSeen.get(stream) ?? 0) >= expected(company));
    await waitUntil(delivered, 10_000);
    const missed = streams.reduce(
      (n, { stream, company }) => n + Math.max(0, expected(company) - (chatsSeen.get(stream) ?? 0)),
      0,
    );
    const drops = streams.reduce((n, { stream }) => n + stream.drops, 0);
    const final = await Promise.all(
      cluster.apis().map(async (p) => ({ name: p.name, samples: await scrapeMetrics(p.port, cluster.metricsToken) })),
    );

    const base = summarize(baseline.map((s) => s.latencyMs));
    const all = summarize(shots.map((s) => s.latencyMs));
    const errors = shots.filter(failed).length + baseline.filter(failed).length + drops + missed;
    const growth = rss.map((r) => {
      const halfMs = (o.seconds * 1000) / 2;
      const half = medianRss(r.samples.filter((s) => s.at > halfMs - RSS_WINDOW_MS && s.at <= halfMs));
      const end = medianRss(r.samples.filter((s) => s.at > (r.samples.at(-1)?.at ?? 0) - RSS_WINDOW_MS));
      return { name: r.name, half, end, ratio: half && end ? end / half - 1 : Number.NaN };
    });
    const pass = errors === 0 && all.p99 <= GOAL_P99_MS && growth.every((g) => g.ratio <= MAX_RSS_GROWTH);
    const shapes = [...new Set(shots.map((s) => s.shape))].sort();
    const lag = summarize(shots.map((s) => s.lagMs));
    return {
      scenario: '6. Load on the scale data',
      pass,
      figures: [
        `${o.streams} event streams of ${companies.length} companies' owners through the proxy (${tally(streams.map(({ stream }) => stream.upstream))}); ${o.ratePerSecond} calls/s open loop; warm-up ${o.warmUpSeconds} s`,
        `load average before the baseline ${loadBefore}, after the load ${loadAfter}`,
        `baseline GET /api/user/me, ${o.baselineSeconds} s: ${describeLatency(base)}; ${tally(baseline.map((s) => s.status))}`,
        `mixed calls, ${o.seconds} s: ${describeLatency(all)} → p99 ${fmt(all.p99 / Math.max(1, base.p99))}× the baseline's (goal p99 ≤ ${GOAL_P99_MS} ms); ${tally(shots.map((s) => s.status))}`,
        ...shapes.map((shape) => {
          const of = shots.filter((s) => s.shape === shape);
          return `  ${shape.padEnd(26)} ${describeLatency(summarize(of.map((s) => s.latencyMs)))}, not 2xx ${of.filter(failed).length}`;
        }),
        `client send lag (the harness's own share): p99 ${fmt(lag.p99)} ms, max ${fmt(lag.max)} ms`,
        `CPU during the mixed calls, in cores of the machine's 2: ${cpu}`,
        `errors ${errors}: not 2xx ${shots.filter(failed).length + baseline.filter(failed).length}, stream drops ${drops}, chat deliveries missed ${missed} of ${streams.reduce((n, { company }) => n + expected(company), 0)}`,
        `answers per process (mixed, streams' reconnections included): ${Object.entries(cluster.proxy.stats().answered)
          .map(([name, n]) => `${name} ${n}`)
          .join(', ')}; the proxy's own 502s ${cluster.proxy.stats().badGateway}`,
        ...growth.map(
          (g) =>
            `RSS of ${g.name} (median of 5 s): ${mb(g.half)} at ${o.seconds / 2} s → ${mb(g.end)} at the end (${fmt(g.ratio * 100)} %, goal ≤ ${MAX_RSS_GROWTH * 100} %)`,
        ),
        ...final.map((f) => {
          const during = scrapes.filter((s) => s.name === f.name).map((s) => s.samples);
          const inUse = (s: Sample[]) =>
            metric(s, 'talentdeck_db_pool_connections', { state: 'total' }) -
            metric(s, 'talentdeck_db_pool_connections', { state: 'idle' });
          const maxOf = (read: (s: Sample[]) => number) => Math.max(0, ...during.map(read));
          return `${f.name} /api/metrics: pool in use ${inUse(f.samples)} of ${metric(f.samples, 'talentdeck_db_pool_connections', { state: 'total' })} (max ${maxOf(inUse)} in the 5 s scrapes), waiting ${metric(f.samples, 'talentdeck_db_pool_connections', { state: 'waiting' })} (max ${maxOf((s) => metric(s, 'talentdeck_db_pool_connections', { state: 'waiting' }))}); queue waiting: ${byLabel(f.samples, 'talentdeck_queue_waiting_jobs', 'queue')}; oldest waiting s: ${byLabel(f.samples, 'talentdeck_queue_oldest_waiting_seconds', 'queue')}; event streams open ${metric(f.samples, 'talentdeck_event_streams_open')}`;
        }),
      ],
    };
  } finally {
    for (const { stream } of streams) stream.close();
  }
}
