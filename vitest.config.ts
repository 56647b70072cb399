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
      'apps/web/scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // One migrated and seeded database, which every API test app starts as a copy of.
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each API suite starts its own database; more parallel files only queue up.
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of a new process per
    // file: each file spent about 3 s importing the API before its first test, and the whole run
    // went from 455 s to 306 s on 2 cores (decision 38). Files stay isolated where it matters: each
    // builds its own app on its own copy of the database, and the few that stub a global undo it.
    isolate: false,
  },
});
