/**
 * `npm run demo`: loads the demo data into the database `npm start` uses (DATABASE_URL, or the
 * embedded database in DATA_DIR), after applying migrations and seeds, and prints the sign-ins.
 * Run again, it finds the demo company and prints the same sign-ins without writing anything.
 *
 *   npm run demo [-- --candidates <n>] [-- --seed <n>]
 *
 * With the embedded database, stop the server first: only one process may open it.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '#api/app.js';
import { loadConfig } from '#api/config.js';
import { generateDemo } from './demo.js';

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { candidates: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  const count = values.candidates ? Number(values.candidates) : 300;
  const seed = values.seed ? Number(values.seed) : undefined;
  if (!Number.isInteger(count) || count < 1 || count > 20_000)
    throw new Error('--candidates takes a whole number from 1 to 20000');
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed takes a whole number');

  // The server's own configuration, quieter: the demo talks to the terminal itself.
  const config = { ...loadConfig(), logLevel: 'warn' };
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  console.log(`Loading the demo into ${where} …`);
  const started = Date.now();
  const app = await buildApp(config);
  try {
    const result = await generateDemo(app.ctx, { candidates: count, seed, log: (line) => console.log(`  ${line}`) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      result.created
        ? `Done in ${seconds} s. Start the server with npm start and sign in at ${config.publicUrl}/signin.`
        : `The demo company is already there (nothing was written). Sign in at ${config.publicUrl}/signin.`,
    );
    console.log(`Candidate sign-in: ${result.candidate.email} / ${result.candidate.password}`);
    console.log(`Collaborator sign-in: ${result.collaborator.email} / ${result.collaborator.password}`);
    console.log('The demo company owner:');
    console.log(`Email: ${result.owner.email}`);
    console.log(`Password: ${result.owner.password}`);
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(`npm run demo failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
