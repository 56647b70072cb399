import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiProcess, killApi, startApi, stopApi } from './api-process.js';
import { type LoadBalancer, startProxy } from './proxy.js';
import type { Smtp } from './smtp.js';

/**
 * Two API processes on one PostgreSQL database behind the round-robin proxy, as a scaled-out
 * deployment runs: what they share is the database (sessions, the LISTEN/NOTIFY event bus, the
 * pg-boss queue) and the settings below, nothing in memory.
 */

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const API_NAMES = ['a', 'b'] as const;

export async function startCluster(label: string, databaseUrl: string, smtp: Smtp) {
  const proxy: LoadBalancer = await startProxy();
  // Laptop mode on 127.0.0.1 (the captcha stays ALTCHA, as `npm start` has it), with what a
  // scaled-out server needs set as production sets it: one SESSION_SECRET for every process (a
  // captcha challenge is signed by one process and checked by the other), SMTP, TRUST_PROXY (the
  // same-origin check reads X-Forwarded-Host) and a metrics token. The auth rate limit is raised:
  // the suite signs every one of its users in from the one address.
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_URL: proxy.origin,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
    CAPTCHA_PROVIDER: 'altcha',
    RATE_LIMIT_AUTH_MAX: '10000',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(tmpdir(), 'talentdeck-load', 'data'),
  };
  const apis = new Map<string, ApiProcess>();
  // One after the other, as a rolling deployment starts them.
  for (const name of API_NAMES) apis.set(name, await startApi(name, `${label}-${name}`, await freePort(), env));
  proxy.setUpstreams([...apis.values()].map((p) => ({ name: p.name, port: p.port })));

  const api = (name: string) => {
    const p = apis.get(name);
    if (!p) throw new Error(`no API process ${name}`);
    return p;
  };
  return {
    origin: proxy.origin,
    proxy,
    env,
    metricsToken: env.METRICS_TOKEN as string,
    api,
    apis: () => [...apis.values()],
    /** kill -9; the proxy keeps sending it its share of requests (it answers them 502). */
    kill: (name: string) => killApi(api(name)),
    /** Starts a killed process again on its port, as a supervisor would. */
    async restart(name: string) {
      const old = api(name);
      apis.set(name, await startApi(name, `${label}-${name}`, old.port, env));
    },
    async stop() {
      await Promise.all([...apis.values()].map(stopApi));
      await proxy.close();
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
