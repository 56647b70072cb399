/**
 * Operator commands: `npm run admin -- <command> [options]`.
 *
 *   create-admin --email <address> --password <password> [--name <name>]
 *     Creates a platform administrator (or makes an existing account one, or resets an existing
 *     administrator's password), with a verified email and an argon2id hash.
 *
 * Opens the database of the same configuration as the server (DATABASE_URL, or the embedded
 * database in DATA_DIR) and applies pending migrations first. Exit codes: 0 done, 1 failed,
 * 2 wrong usage or invalid input.
 */
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '#api/config.js';
import { openDatabase } from '#api/db/client.js';
import { AdminInputError, createAdmin } from '#api/modules/admin/admin.service.js';
import { createPasswordHasher } from '#api/platform/passwords.js';
import { ADMIN_SETUP_CLI } from '#api/platform/policy.js';

const USAGE = `Usage: npm run admin -- create-admin --email <address> --password <password> [--name <name>]

The password needs 8+ characters with an uppercase letter, a lowercase letter, a number and one of @#$%^&*!,
and must not be easy to guess (no common passwords, names, dates or keyboard patterns).
With the embedded database (no DATABASE_URL), stop the server first: only one process may open it.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (command !== 'create-admin') {
    console.error(`Unknown command: ${command}\n\n${USAGE}`);
    return 2;
  }
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.password) {
    console.error(`create-admin needs --email and --password.\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await database.migrate();
    const result = await createAdmin({ db: database.db, passwords: createPasswordHasher(false) }, ADMIN_SETUP_CLI, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    const what = {
      created: 'Created the administrator',
      promoted: 'Made the existing account an administrator:',
      updated: 'Updated the password of the administrator',
    }[result.outcome];
    console.log(`${what} ${result.email}. Sign in at ${config.publicUrl}/signin to reach ${config.publicUrl}/admin.`);
    return 0;
  } catch (err) {
    if (err instanceof AdminInputError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`create-admin failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
