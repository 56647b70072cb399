import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit and API integration tests; the browser journeys run separately (npm run test:e2e). */
export default defineConfig({
  // The web app's `#web/…` (apps/web/vite.config.ts); the API's `#api/…` is in its package.json.
  resolve: { alias: [{ find: /^#web\//, replacement: `${path.resolve(import.meta.dirname, 'apps/web/src')}/` }] },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // One migrated and seeded database, which every API test app starts as a copy of.
    globalSetup: ['apps/api/test/global-setup.ts'],
    // Bounds for a hang, not for speed: a test takes well under a second on a quiet machine and a
    // few at a load average of 30 on two cores; a suite's setup restores the prepared database. The
    // tests that start servers of their own set longer limits, each saying why.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Two cores: each API suite starts its own database; more parallel files only queue up.
    maxWorkers: 2,
  },
});
