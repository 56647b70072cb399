/**
 * The built web app served as `npm start` serves it to every user, with the default captcha
 * (ALTCHA), in its own process; prints `{ port }` on its first line of output once listening.
 */
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const app = await buildApp(
  testConfig({
    databaseUrl,
    isolatedTestDatabase: true,
    serveWeb: true,
    publicUrl: 'http://127.0.0.1',
    captchaProvider: 'altcha',
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
