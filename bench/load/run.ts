/**
 * The load and fault suite (bench/README.md, "Load and fault suite"): two API processes of the
 * real server on one PostgreSQL database behind a round-robin proxy, with a local SMTP server;
 * six scenarios, each printing PASS or FAIL with its figures; exits 1 when any fails. Only
 * 127.0.0.1 is targeted, every loop is bounded, and every child process is killed on the way
 * out (an error, Ctrl-C or the watchdog included). Never part of `npm test` or CI: it restarts
 * the local PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { loadAverage } from '../lib.js';
import { ensureScaleData, prepareDatabase } from '../scale/generate.js';
import { killAll, LOG_DIR } from './api-process.js';
import { type Cluster, startCluster } from './cluster.js';
import { type Options, readOptions, type ScenarioName } from './options.js';
import { printVerdict, type Verdict } from './report.js';
import { prepareScaleCompanies, signInCompanies } from './scale-world.js';
import { eachEmailOnce } from './scenarios/emails.js';
import { eventsAcrossProcesses } from './scenarios/events.js';
import { killOneProcess } from './scenarios/kill.js';
import { loadOnScaleData } from './scenarios/load.js';
import { postgresRestart } from './scenarios/pg-restart.js';
import { sessionsAcrossProcesses } from './scenarios/sessions.js';
import { type Smtp, startSmtp } from './smtp.js';
import { buildWorld, type World } from './world.js';

/** The whole run's bound, past the first load of the scale data. */
const WATCHDOG_MS = 20 * 60_000;

/** talentdeck_load on the server of DATABASE_URL (LOAD_DATABASE_URL names another), which must be this machine's. */
function loadDatabaseUrl(env = process.env) {
  const url = new URL(env.LOAD_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/talentdeck_load');
  if (!env.LOAD_DATABASE_URL) url.pathname = '/talentdeck_load';
  if (!['127.0.0.1', 'localhost'].includes(url.hostname))
    throw new Error('the load suite restarts PostgreSQL: it runs on this machine only');
  return url.toString();
}

function exitOnSignals() {
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the API processes`);
      killAll();
      process.exit(130);
    });
}

/** One scenario; an exception is its FAIL, with the message as its figure. */
async function attempt(scenario: string, run: () => Promise<Verdict>): Promise<Verdict> {
  try {
    return await run();
  } catch (err) {
    return {
      scenario,
      pass: false,
      figures: [`did not finish: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`],
    };
  }
}

async function faultScenarios(o: Options, smtp: Smtp, verdicts: Verdict[]) {
  const wants = (name: ScenarioName) => o.selected.has(name);
  if (!['sessions', 'events', 'emails', 'kill', 'postgres'].some((n) => wants(n as ScenarioName))) return;
  const databaseUrl = loadDatabaseUrl();
  console.log(`\nA fresh database for scenarios 1–5: ${databaseUrl}`);
  await prepareDatabase(databaseUrl, true);
  const cluster: Cluster = await startCluster('load', databaseUrl, smtp);
  try {
    const world: World = await buildWorld(cluster.origin, smtp, databaseUrl, o.emails.each);
    const steps: [ScenarioName, string, () => Promise<Verdict>][] = [
      ['sessions', '1. Sessions across processes', () => sessionsAcrossProcesses(cluster, world)],
      ['events', '2. Events across processes', () => eventsAcrossProcesses(world, o.events)],
      ['emails', '3. Each email once', () => eachEmailOnce(cluster, world, smtp, o.emails)],
      ['kill', '4. kill -9 of one process under writes', () => killOneProcess(cluster, world, o.kill)],
      ['postgres', '5. PostgreSQL restart under polling', () => postgresRestart(cluster, world, o.postgres)],
    ];
    for (const [name, title, run] of steps) {
      if (!wants(name)) continue;
      const verdict = await attempt(title, run);
      printVerdict(verdict);
      verdicts.push(verdict);
    }
  } finally {
    await cluster.stop();
  }
}

async function loadScenario(o: Options, smtp: Smtp, verdicts: Verdict[]) {
  if (!o.selected.has('load')) return;
  const title = '6. Load on the scale data';
  const verdict = await attempt(title, async () => {
    const scale = await prepareScaleCompanies(o.companies);
    const cluster = await startCluster('scale', scale.databaseUrl, smtp);
    try {
      const companies = await signInCompanies(cluster.origin, scale.companies);
      return await loadOnScaleData(cluster, companies, o.load);
    } finally {
      await cluster.stop();
    }
  });
  printVerdict(verdict);
  verdicts.push(verdict);
}

async function main() {
  const o = readOptions();
  exitOnSignals();
  rmSync(LOG_DIR, { recursive: true, force: true });
  // Loaded first when missing (about five minutes): the restart of scenario 5 would cut the load.
  if (o.selected.has('load')) await ensureScaleData();
  const watchdog = setTimeout(() => {
    console.error(`\nThe suite passed its bound of ${WATCHDOG_MS / 60_000} minutes: stopping.`);
    killAll();
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();
  const started = Date.now();
  console.log(`Load and fault suite: ${[...o.selected].join(', ')}; load average ${loadAverage()}; API logs in ${LOG_DIR}`);
  const smtp = await startSmtp();
  const verdicts: Verdict[] = [];
  try {
    await faultScenarios(o, smtp, verdicts);
    await loadScenario(o, smtp, verdicts);
  } finally {
    await smtp.close();
  }
  console.log(`\n## Summary (${Math.round((Date.now() - started) / 1000)} s, load average ${loadAverage()})`);
  for (const v of verdicts) console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.scenario}`);
  return verdicts.every((v) => v.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
