import { defineConfig } from 'vitest/config';

/** Browser journeys: one real server and one Chromium per file, two files at a time (decision 38). */
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    // Two files at once, each worker running its files in one module graph. A journey waits on
    // Chromium more than on its own process (the server was idle 65 % of a journey), so the second
    // file fills that time: 19.5 min to 15.4 min on 2 cores, all 174 passing with no retry (load
    // average 9). Each file still has its own server, database and browser.
    maxWorkers: 2,
    isolate: false,
    // Each file's server starts from one migrated and seeded database prepared per run (decision 25).
    globalSetup: ['../apps/api/test/global-setup.ts'],
    // A journey that fails is run once more, and a test that then passes still fails the run: the
    // retry only tells a flaky test (named by retried-reporter.ts, to be fixed) from a broken one.
    retry: 1,
    reporters: ['default', './retried-reporter.ts'],
    // expect.poll waits for a state of the page (a button enabled, a list's rows) and returns as soon
    // as it holds. Its one-second default measured how fast the machine was: a busy 2-core runner
    // needs longer to render, and the interview journey failed on it. Bounded for a hang, not speed.
    expect: { poll: { timeout: 15_000 } },
    // A hang guard, not a speed limit. A journey drives a real server and Chromium on the same 2
    // cores; on a fresh clone with another process keeping both cores busy (load average 7-11),
    // the longest journeys took 59-63 s and one 118 s, against 10-25 s on a quiet machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
