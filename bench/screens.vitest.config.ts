import { defineConfig } from 'vitest/config';

/**
 * The screens benchmark (screens.measure.ts) runs under vitest so that it can build its world with
 * the browser journeys' fixtures (every audience signed in, live emailed links). `npm run bench`
 * starts it; it is no test and `npm test` never runs it.
 */
export default defineConfig({
  test: {
    include: ['screens.measure.ts'],
    globalSetup: ['../apps/api/test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
