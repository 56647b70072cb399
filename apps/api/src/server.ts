import { mkdirSync } from 'node:fs';
import { buildApp } from '#api/app.js';
import { ConfigError, loadConfig } from '#api/config.js';
import { countAdmins } from '#api/modules/admin/admin.service.js';
import { loadWorldCities } from '#api/modules/geo/world-cities.js';

/** Entry point: reads the environment, migrates the database, and serves on PORT. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const app = await buildApp(config);
  // The city autocomplete's data set is indexed before serving, so the first search is not slow.
  await loadWorldCities();
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  app.log.info(`Talentdeck is running on ${config.publicUrl} with ${where}`);
  if ((await countAdmins(app.db)) === 0) {
    app.log.warn(
      'No platform administrator yet: companies on the waitlist cannot be approved. Create one with\n' +
        '  npm run admin -- create-admin --email you@example.com --password <password>\n' +
        `then sign in at ${config.publicUrl}/signin (with the embedded database, stop the server first).`,
    );
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, shutting down`);
      await app.close();
      process.exit(0);
    });
  }
}

main().catch((err) => {
  // A refused configuration is the operator's to fix: its message says what, a stack would bury it.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
