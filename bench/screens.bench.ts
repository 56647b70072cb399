import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fmt } from './lib.js';
import { GOALS, type ScreenFigures } from './screens-figures.js';

/**
 * Every screen of the route table, cold and warm, on a phone with Lighthouse's CPU throttling
 * (screens.measure.ts says how). Runs the measurement under vitest, which builds its world with the
 * browser tests' fixtures, then prints each screen beside the static baseline page and the goals.
 */
export async function benchScreens() {
  const cwd = fileURLToPath(new URL('.', import.meta.url));
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'screens.vitest.config.ts', '--reporter=dot'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, E2E: 'required' },
  });
  if (run.status !== 0) throw new Error(`the screens measurement failed (exit ${run.status})`);
  const { cpuSlowdown, figures } = JSON.parse(readFileSync(`${cwd}/results/screens.json`, 'utf8')) as {
    cpuSlowdown: number;
    figures: ScreenFigures[];
  };
  const [baseline, ...screens] = figures;
  if (!baseline) throw new Error('no baseline figures');
  console.log(`\n## Screens as a phone gets them (390×844, CPU ${cpuSlowdown}× slower, demo data, one run each)`);
  console.log(
    `Goals: usable within ${GOALS.coldMs} ms cold and ${GOALS.warmMs} ms warm; at most ${GOALS.scriptKb} KB of compressed JavaScript.`,
  );
  console.log('route                                         audience            cold ms  ×base  warm ms  JS KB  requests');
  const row = (f: ScreenFigures) =>
    `${f.route.padEnd(45)} ${f.audience.padEnd(19)} ${fmt(f.coldMs, 0).padStart(7)} ${`${fmt(f.coldMs / baseline.coldMs, 1)}`.padStart(6)} ${(f.warmMs === null ? '—' : fmt(f.warmMs, 0)).padStart(8)} ${fmt(f.scriptKb, 0).padStart(6)} ${String(f.requests).padStart(9)}`;
  console.log(row(baseline));
  for (const f of screens) console.log(row(f));
  const missed = {
    cold: screens.filter((f) => f.coldMs > GOALS.coldMs).map((f) => f.route),
    warm: screens.filter((f) => f.warmMs !== null && f.warmMs > GOALS.warmMs).map((f) => f.route),
    script: screens.filter((f) => f.scriptKb > GOALS.scriptKb).map((f) => f.route),
  };
  const worst = (pick: (f: ScreenFigures) => number | null) => Math.max(...screens.map((f) => pick(f) ?? 0));
  console.log(
    `worst: cold ${fmt(
      worst((f) => f.coldMs),
      0,
    )} ms, warm ${fmt(
      worst((f) => f.warmMs),
      0,
    )} ms, JS ${fmt(
      worst((f) => f.scriptKb),
      0,
    )} KB`,
  );
  for (const [goal, routes] of Object.entries(missed)) {
    console.log(
      `${goal} goal: ${routes.length === 0 ? 'met on every screen' : `NOT met on ${routes.length}: ${routes.join(', ')}`}`,
    );
  }
  return { cpuSlowdown, baseline, screens, missed };
}
