import { defineConfig } from 'vitest/config';

/** Browser journeys: one real server and one Chromium per file, run one file at a time (2 cores). */
export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
