import { fileURLToPath } from 'node:url';
import { fmt, load, startProcess } from './lib.js';

/**
 * Authenticated GET /api/user/me on PostgreSQL against a bare Fastify route in the same process,
 * both under the same load: 32 concurrent connections, as a busy API process sees.
 */
const CONNECTIONS = 32;
export async function benchAccounts() {
  const { info, child } = await startProcess<{ port: number; barePort: number; token: string }>(
    fileURLToPath(new URL('./server.ts', import.meta.url)),
  );
  try {
    // A short warm-up so both sides are measured hot.
    await load(`http://127.0.0.1:${info.barePort}/bare`, { seconds: 1 });
    await load(`http://127.0.0.1:${info.port}/api/user/me`, { seconds: 1, headers: { authorization: `Bearer ${info.token}` } });
    const bare = await load(`http://127.0.0.1:${info.barePort}/bare`, { connections: CONNECTIONS });
    const me = await load(`http://127.0.0.1:${info.port}/api/user/me`, {
      connections: CONNECTIONS,
      headers: { authorization: `Bearer ${info.token}` },
    });
    if (me.non2xx > 0 || me.errors > 0) throw new Error(`/api/user/me answered ${me.non2xx} non-2xx and ${me.errors} errors`);
    const ratio = me.rps / bare.rps;
    console.log(`\n## Accounts: authenticated GET /api/user/me (PostgreSQL), ${CONNECTIONS} connections, 5 s`);
    console.log(`bare Fastify route : ${fmt(bare.rps, 0)} req/s, p99 ${fmt(bare.p99)} ms`);
    console.log(`/api/user/me       : ${fmt(me.rps, 0)} req/s, p99 ${fmt(me.p99)} ms`);
    console.log(`ratio              : ${fmt(ratio * 100)} % of the bare route's throughput (goal: at least 40 %)`);
    return { bareRps: bare.rps, meRps: me.rps, meP99: me.p99, ratio };
  } finally {
    child.kill('SIGTERM');
  }
}
