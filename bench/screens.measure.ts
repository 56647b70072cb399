/**
 * Every screen of the route table (apps/web/src/app/route-audiences.ts) as its audience, as a phone
 * gets it: Chromium at 390×844 with Lighthouse's mobile CPU throttling (4× slower), on the product
 * `npm start` serves (the built web app, production API) filled by `npm run demo`. The company and
 * the candidate are the demo's; the other audiences and the emailed links come from the browser
 * tests' world. Localhost, so the network adds nothing: the figures are the app's own cost.
 *
 * For each route:
 * - cold: a new browser profile (empty cache) opens the address; the time runs from the navigation's
 *   start until the screen is usable: its level-1 heading shown, the prerendered page hydrated, and
 *   nothing in it still loading (no spinner, skeleton or aria-busy).
 * - warm: the app is open on the audience's first screen and moves to the route in the page, as a
 *   link does; the time runs from the move until the new screen is usable.
 * - the JavaScript of the cold load (bytes on the wire: gzip or Brotli as served) and its requests.
 * The baseline is a static HTML page of the same server, loaded cold in the same way.
 *
 * Writes results/screens.json; screens.bench.ts prints it beside the goals (screens-figures.ts).
 * `SCREENS=/dashboard,/candidate/jobs` measures only those routes of the table (the baseline always);
 * `SCREENS_RUNS=3` loads each one that many times, cold and warm, and keeps the median of each;
 * each cold load's requests, in the order they started with their start and end times, are written
 * to results/screens-waterfall.json, to read what a screen waits for. `SCREENS_PROFILE=1` also records
 * each cold load's CPU profile and writes where the main thread spent its time, by script and by
 * function, to results/screens-profile.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { candidateTests, companyJobs, jobApplications } from '../apps/api/src/db/schema/index.ts';
import { generateDemo } from '../apps/api/src/demo/demo.ts';
import { matchingQueueSettled } from '../apps/api/test/pipeline-helpers.ts';
import { type Audience, type RouteVisit, routeAudiences } from '../apps/web/src/app/route-audiences.ts';
import { launchBrowser } from '../e2e/fixtures/browser.ts';
import { PHONE_VIEWPORT } from '../e2e/fixtures/phone.ts';
import { startServer, type TestServer } from '../e2e/fixtures/server.ts';
import { type SweepWorld, seedSweepWorld, visitUrl } from '../e2e/fixtures/sweep-world.ts';
import type { ScreenFigures } from './screens-figures.ts';

/** Lighthouse's mobile preset slows the CPU 4×. */
const CPU_SLOWDOWN = 4;

/** Where each audience's app is first opened before a warm move. */
const FIRST_SCREEN: Record<Audience, string> = {
  anonymous: '/signin',
  company: '/dashboard',
  'company-signing-up': '/companydetails',
  'company-waitlisted': '/join-waitlist',
  admin: '/admin',
  candidate: '/candidate/jobs',
};

let server: TestServer;
let browser: Browser;
let world: SweepWorld;

/** The demo company's busiest published job, a draft, an applicant of it who took a test. */
async function demoValues(companyId: string) {
  const db = server.db;
  const [busiest] = await db
    .select({ id: companyJobs.id, applicants: count(jobApplications.id) })
    .from(companyJobs)
    .innerJoin(jobApplications, eq(jobApplications.companyJobId, companyJobs.id))
    .where(and(eq(companyJobs.companyId, companyId), eq(companyJobs.jobStatus, 'Published')))
    .groupBy(companyJobs.id)
    .orderBy(desc(count(jobApplications.id)))
    .limit(1);
  const [draft] = await db
    .select({ id: companyJobs.id })
    .from(companyJobs)
    .where(and(eq(companyJobs.companyId, companyId), eq(companyJobs.jobStatus, 'Draft')))
    .limit(1);
  if (!busiest || !draft) throw new Error('the demo has no published job with applicants, or no draft');
  const [applicant] = await db
    .select({ applicationId: jobApplications.id, candidateId: jobApplications.candidateId, testId: candidateTests.testId })
    .from(jobApplications)
    .innerJoin(candidateTests, eq(candidateTests.candidateId, jobApplications.candidateId))
    .where(eq(jobApplications.companyJobId, busiest.id))
    .limit(1);
  if (!applicant) throw new Error('no applicant of the demo job took a test');
  return { publishedJobId: busiest.id, draftJobId: draft.id, ...applicant };
}

/**
 * Usable: a level-1 heading shown (not the one of the screen just left, which a warm move marks),
 * hydrated, and nothing on the page still loading. The moment is noted in the page, on both clocks
 * (a full page load restarts performance.now()), so a round trip to the browser is not counted.
 */
function usable() {
  const h1 = document.querySelector('h1');
  const ready =
    !!h1?.textContent?.trim() &&
    h1.getBoundingClientRect().height > 0 &&
    !h1.hasAttribute('data-bench-left') &&
    !document.querySelector('#root[inert]') &&
    !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]');
  if (ready) Object.assign(window, { benchUsableAt: { sincePageStart: performance.now(), wall: Date.now() } });
  return ready;
}

type UsableAt = { sincePageStart: number; wall: number };
const usableAt = (page: Page) => page.evaluate(() => (window as unknown as { benchUsableAt: UsableAt }).benchUsableAt);

/** Checked every 20 ms: a fixed interval, not animation frames, whose rate a slowed CPU changes. */
const WAIT = { polling: 20, timeout: 60_000 };

async function slowedPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Starts the CPU profiler; the function returned stops it and sums the self time by script and by function. */
async function startProfile(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const script = frame?.url ? new URL(frame.url).pathname : `(${frame?.functionName || 'native'})`;
      const fn = `${frame?.functionName || '(anonymous)'} ${script}:${frame?.lineNumber ?? 0}`;
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    });
    const top = (m: Map<string, number>) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, ms]) => `${Math.round(ms)} ms ${k}`);
    return { byScript: top(byScript), byFunction: top(byFunction) };
  };
}

async function newContext(audience: Audience) {
  const session = world.sessions[audience];
  if (!session) throw new Error(`no ${audience} in the world`);
  return browser.newContext({
    baseURL: server.url,
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    storageState: session,
  });
}

/** The address, and the state it is opened with when it is only reached that way. */
function target(route: string, visit: RouteVisit) {
  return { url: visitUrl(route, visit, world.values), state: visit.state };
}

async function cold(route: string, visit: RouteVisit) {
  const context = await newContext(visit.audience);
  try {
    const page = await slowedPage(context);
    const profiler = process.env.SCREENS_PROFILE ? await startProfile(context, page) : undefined;
    const { url, state } = target(route, visit);
    if (state) {
      // Navigation state survives a reload: React Router reads it from history.state.
      await page.goto('/terms');
      await page.evaluate(([to, usr]) => window.history.replaceState({ usr, key: 'bench', idx: 0 }, '', to), [
        url,
        state,
      ] as const);
      await page.evaluate(() => performance.clearResourceTimings());
      await page.reload();
    } else {
      await page.goto(url);
    }
    await page.waitForFunction(usable, undefined, WAIT);
    const { sincePageStart } = await usableAt(page);
    const profile = profiler ? await profiler() : undefined;
    const waterfall = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (r) =>
          `${Math.round(r.startTime)}–${Math.round(r.responseEnd)} ms ${new URL(r.name).pathname}${new URL(r.name).search} ${Math.round(r.encodedBodySize / 1024)} KB`,
      ),
    );
    const load = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const largest = [...scripts]
        .sort((a, b) => b.encodedBodySize - a.encodedBodySize)
        .slice(0, 5)
        .map((r) => `${new URL(r.name).pathname.split('/').pop()} ${Math.round(r.encodedBodySize / 1024)} KB`);
      return {
        scriptKb: scripts.reduce((sum, r) => sum + r.encodedBodySize, 0) / 1024,
        requests: resources.length + 1,
        largest,
      };
    });
    return { ms: sincePageStart, ...load, waterfall, profile };
  } finally {
    await context.close();
  }
}

async function warm(route: string, visit: RouteVisit, page: Page) {
  const { url, state } = target(route, visit);
  const first = FIRST_SCREEN[visit.audience];
  if (new URL(page.url()).pathname !== first) {
    await page.goto(first);
    await page.waitForFunction(usable, undefined, WAIT);
  }
  // Wall-clock time: a route the server renders (the public job page) is a full page load, which
  // starts the page's own clock again.
  const started = await page.evaluate(
    ([to, usr]) => {
      document.querySelector('h1')?.setAttribute('data-bench-left', '');
      const t = Date.now();
      window.history.pushState({ usr: usr ?? null, key: `bench${t}`, idx: window.history.length }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      return t;
    },
    [url, state] as const,
  );
  await page.waitForFunction(usable, undefined, WAIT);
  return (await usableAt(page)).wall - started;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const demo = await generateDemo(server.ctx, {});
  world = await seedSweepWorld(server, browser);
  // The company and the candidate are the demo's: their screens show the demo's volume.
  const signIn = async (who: { email: string; password: string }) => {
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const res = await context.request.post('/api/user/login', { data: who });
      if (res.status() !== 200) throw new Error(`demo sign-in answered ${res.status()}`);
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  world.sessions.company = await signIn(demo.owner);
  world.sessions.candidate = await signIn(demo.candidate);
  world.values = { ...world.values, ...(await demoValues(demo.companyId)) };
  // The demo queues a rematch of every job and candidate: measured while the server runs them, the
  // first screens would wait on it (seconds, in one process on the embedded database).
  await matchingQueueSettled(server, 10 * 60_000);
  writeFileSync(
    path.join(server.ctx.config.uploadsDir, 'bench-baseline.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>A static page of the same server.</p></main></body></html>',
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** How many times each screen is loaded, cold and warm; the median of each is kept. */
const RUNS = Math.max(1, Number(process.env.SCREENS_RUNS ?? 1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The run with the median time of several cold loads (its figures and waterfall together). */
async function coldMedian(route: string, visit: RouteVisit) {
  const first = await cold(route, visit);
  const runs = [first];
  for (let i = 1; i < RUNS; i++) runs.push(await cold(route, visit));
  const ms = median(runs.map((r) => r.ms));
  return runs.find((r) => r.ms === ms) ?? first;
}

it('measures every screen of the route table, cold and warm', async () => {
  const figures: ScreenFigures[] = [];
  const baseline = await coldMedian('/uploads/bench-baseline.html', { audience: 'anonymous', heading: 'Baseline' });
  figures.push({
    route: 'baseline (static page)',
    audience: 'anonymous',
    coldMs: baseline.ms,
    warmMs: null,
    scriptKb: baseline.scriptKb,
    requests: baseline.requests,
    largestScripts: baseline.largest,
  });

  const only = process.env.SCREENS?.split(',').map((r) => r.trim());
  const waterfalls: Record<string, string[]> = {};
  const profiles: Record<string, unknown> = {};
  const warmPages = new Map<Audience, { context: BrowserContext; page: Page }>();
  try {
    for (const [route, visit] of Object.entries(routeAudiences)) {
      if (only && !only.includes(route)) continue;
      const coldRun = await coldMedian(route, visit);
      waterfalls[route] = coldRun.waterfall;
      if (coldRun.profile) profiles[route] = coldRun.profile;
      let warmMs: number | null = null;
      // An emailed link's key works once (the cold load used it), and the app's own first screen
      // has nowhere to come from.
      const once = Object.values(visit.params ?? {}).some((v) => v.endsWith('Token'));
      if (!once && (visit.landsOn ?? route) !== FIRST_SCREEN[visit.audience]) {
        let open = warmPages.get(visit.audience);
        if (!open) {
          const context = await newContext(visit.audience);
          open = { context, page: await slowedPage(context) };
          warmPages.set(visit.audience, open);
        }
        const warmRuns: number[] = [];
        for (let i = 0; i < RUNS; i++) warmRuns.push(await warm(route, visit, open.page));
        warmMs = median(warmRuns);
      }
      figures.push({
        route,
        audience: visit.audience,
        coldMs: coldRun.ms,
        warmMs,
        scriptKb: coldRun.scriptKb,
        requests: coldRun.requests,
        largestScripts: coldRun.largest,
      });
    }
  } finally {
    for (const { context } of warmPages.values()) await context.close();
  }

  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'screens.json'), `${JSON.stringify({ cpuSlowdown: CPU_SLOWDOWN, figures }, null, 2)}\n`);
  writeFileSync(path.join(dir, 'screens-waterfall.json'), `${JSON.stringify(waterfalls, null, 2)}\n`);
  if (process.env.SCREENS_PROFILE) {
    writeFileSync(path.join(dir, 'screens-profile.json'), `${JSON.stringify(profiles, null, 2)}\n`);
  }
});
