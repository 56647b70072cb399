import { defineConfig } from 'vitest/config';

/** Unit and API integration tests; the browser journeys run separately (npm run test:e2e). */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each API suite starts its own database; more parallel files only queue up.
    maxWorkers: 2,
  },
});
