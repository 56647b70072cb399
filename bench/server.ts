/**
 * The server under test, in its own process so the load generator does not share its event loop.
 * It runs the real app on PostgreSQL and, in the same process, a bare Fastify route as the
 * baseline; it prints where they listen and a signed-in token on its first line of output.
 */
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { signUpVerified } from '../apps/api/test/helpers.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const app = await buildApp(
  testConfig({ databaseUrl, isolatedTestDatabase: true, serveWeb: process.env.BENCH_WEB === '1', publicUrl: 'http://127.0.0.1' }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const user = await signUpVerified(app);

const bare = Fastify({ logger: false });
const profile = {
  id: user.profile.id,
  userId: user.profile.userId,
  userType: 'Company',
  isAllowed: false,
  isSignUpProcessCompleted: false,
};
bare.get('/bare', async () => profile);
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (a: { server: { address(): unknown } }) => (a.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port: portOf(app), barePort: portOf(bare), token: user.token })}\n`);

const stop = async () => {
  await bare.close();
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
