import { defineConfig } from 'vitest/config';

/** Browser journeys: one real server and one Chromium per file, run one file at a time (2 cores). */
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    // A journey that fails is run once more so that one slow moment on a busy 2-core runner does not
    // fail the build; the reporter still names every retried test, and those are fixed, not ignored.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
