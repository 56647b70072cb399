import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.js';
import { type Config, loadConfig, testConfig } from '#api/config.js';
import { DeploymentError, missingForPublicServer, startupNotes } from '#api/platform/deployment.js';
import { createTestApp } from './helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OTHER_MACHINE = '192.168.1.20';
/** What a bare public server lacks, each named in the one refusal. */
const EVERY_PUBLIC_SERVER_SETTING = [
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CAPTCHA_PROVIDER',
  'SESSION_SECRET',
];

/** A public server with every real part, which opt-in tests then take apart one by one. */
const completePublicServer = (overrides: Partial<Config> = {}): Config =>
  testConfig({
    mode: 'public',
    publicUrl: 'https://jobs.example.com',
    // Nothing is sent in these tests: nodemailer and Stripe connect only when used.
    smtpUrl: 'smtp://127.0.0.1:2525',
    stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' },
    captchaProvider: 'altcha',
    sessionSecretSet: true,
    ...overrides,
  });

const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'GET',
  url,
  remoteAddress,
  headers,
});

const confirmSandbox = (remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: '/api/sandbox-payments/confirm',
  remoteAddress,
  payload: { sessionId: 'x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', cardholderName: 'A' },
});

/**
 * How long a test that starts the real server may take. The child process starts tsx, loads the
 * whole app and creates and migrates a database on disk: a few seconds on a quiet machine, but
 * over a minute at a load average of 15 on two cores, where every process waits its turn. This is
 * the bound for a hang, not for speed; the test's own timeout leaves room to report the output.
 */
const SERVER_START_LIMIT_MS = 120_000;
/** For a test that runs the entry point: the server's limit, and time to report what it printed. */
const STARTS_A_SERVER = { timeout: SERVER_START_LIMIT_MS + 10_000 };

/** Runs the real entry point and collects what it prints until `done` says so or it exits. */
function runServer(env: Record<string, string>, done: (output: string) => boolean) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', ...env },
  });
  let output = '';
  // Bounded: a server that neither prints what is awaited nor exits is stopped.
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_START_LIMIT_MS);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (done(output)) child.kill('SIGTERM');
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('laptop mode or public server, from PUBLIC_URL', () => {
  it('is laptop mode without PUBLIC_URL or on a loopback host, and then listens on loopback only', () => {
    for (const url of [
      undefined,
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      const config = loadConfig({ PUBLIC_URL: url });
      expect([url, config.mode, config.host]).toEqual([url, 'laptop', 'localhost']);
    }
  });

  it('is a public server on any other address, listening on every interface unless HOST says otherwise', () => {
    const env = { PUBLIC_URL: 'https://jobs.example.com' };
    expect(loadConfig(env)).toMatchObject({ mode: 'public', host: '0.0.0.0' });
    expect(loadConfig({ ...env, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).mode).toBe('public');
  });

  it('lists every missing piece of a public server at once, and buildApp refuses it', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://jobs.example.com', CAPTCHA_PROVIDER: 'none' });
    const missing = missingForPublicServer(config).join('\n');
    for (const name of EVERY_PUBLIC_SERVER_SETTING) {
      expect(missing).toContain(name);
    }
    await expect(buildApp(config)).rejects.toBeInstanceOf(DeploymentError);
    // A Stripe account without its webhook secret would never learn of asynchronous payments.
    const noWebhook = completePublicServer({ stripe: { secretKey: 'sk', publishableKey: 'pk', webhookSecret: undefined } });
    expect(missingForPublicServer(noWebhook)).toEqual([expect.stringMatching(/^STRIPE_WEBHOOK_SECRET:/)]);
    expect(missingForPublicServer(completePublicServer())).toEqual([]);
    expect(missingForPublicServer(loadConfig({ CAPTCHA_PROVIDER: 'none' }))).toEqual([]);
  });

  it(
    'makes `npm start` exit non-zero on a public server, naming every missing piece in one message',
    STARTS_A_SERVER,
    async () => {
      const { code, output } = await runServer(
        { PUBLIC_URL: 'https://jobs.example.com', CAPTCHA_PROVIDER: 'none', SMTP_URL: '', SESSION_SECRET: '' },
        () => false,
      );
      expect(code).not.toBe(0);
      expect(output.match(/will not start as a public server/g)).toHaveLength(1);
      for (const name of EVERY_PUBLIC_SERVER_SETTING) {
        expect(output).toContain(name);
      }
      expect(output).not.toMatch(/^\s+at /m);
    },
  );
});

describe('laptop mode: the conveniences answer this machine only', () => {
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    behindProxy = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await app?.close();
    await behindProxy?.close();
  });

  it('serves the mailbox to loopback clients and 403 to any other address', async () => {
    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject(from(local, '/dev/mailbox.json'))).statusCode).toBe(200);
    }
    for (const url of ['/dev/mailbox.json', '/dev/mailbox', '/dev/mailbox/00000000-0000-0000-0000-000000000000']) {
      const res = await app.inject(from(OTHER_MACHINE, url));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MESSAGES.localClientsOnly);
    }
  });

  it('refuses a request a proxy forwarded for another machine, trusted or not', async () => {
    for (const server of [app, behindProxy]) {
      const forwardedForOthers: Record<string, string>[] = [
        { 'x-forwarded-for': '203.0.113.9' },
        { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
        { forwarded: 'for=203.0.113.9;proto=https' },
        { forwarded: 'for=_hidden' },
        { 'x-real-ip': '203.0.113.9' },
      ];
      for (const headers of forwardedForOthers) {
        expect((await server.inject(from('127.0.0.1', '/dev/mailbox.json', headers))).statusCode).toBe(403);
      }
      // A proxy on this machine forwarding this machine's own browser (the Vite dev server) is local.
      const viaLocalProxy = from('127.0.0.1', '/dev/mailbox.json', { 'x-forwarded-for': '::1', forwarded: 'for="[::1]:5173"' });
      expect((await server.inject(viaLocalProxy)).statusCode).toBe(200);
    }
    // Behind a trusted proxy the client address comes from the header, which cannot make a remote socket local.
    const spoofed = from(OTHER_MACHINE, '/dev/mailbox.json', { 'x-forwarded-for': '127.0.0.1' });
    expect((await behindProxy.inject(spoofed)).statusCode).toBe(403);
  });

  it('takes sandbox payments from this machine only', async () => {
    const remote = await app.inject(confirmSandbox(OTHER_MACHINE));
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error.message).toBe(MESSAGES.localClientsOnly);
    // From this machine the route is there and asks for a session as usual.
    expect((await app.inject(confirmSandbox('127.0.0.1'))).statusCode).toBe(401);
  });

  it('advertises the mailbox only to clients that may open it', async () => {
    expect((await app.inject(from('127.0.0.1', '/api/public-config'))).json().devMailbox).toBe(true);
    expect((await app.inject(from(OTHER_MACHINE, '/api/public-config'))).json().devMailbox).toBe(false);
  });
});

describe('a complete public server has no laptop convenience', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(completePublicServer());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has no mailbox, no sandbox payments and advertises neither', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      expect((await app.inject(from('127.0.0.1', url))).statusCode).toBe(404);
    }
    expect((await app.inject(confirmSandbox('127.0.0.1'))).statusCode).toBe(404);
    expect((await app.inject(from('127.0.0.1', '/api/public-config'))).json()).toEqual({
      captchaProvider: 'altcha',
      devMailbox: false,
    });
    expect((await app.inject(from('127.0.0.1', '/api/payments/config'))).json()).toMatchObject({ provider: 'stripe' });
    expect(startupNotes(app.ctx.config)).toEqual([]);
  });
});

// Each test builds a whole server of its own (a database copied from the prepared one, every route),
// and the last starts the real one: seconds on a quiet machine, many more at a load average of 15.
describe('a staging server opts into one convenience at a time', { timeout: 60_000 }, () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });
  const start = async (config: Config) => {
    const app = await buildApp(config);
    apps.push(app);
    return app;
  };

  it('ALLOW_DEV_MAILBOX keeps emails in a mailbox every client can read, with a warning', async () => {
    const config = completePublicServer({
      smtpUrl: undefined,
      optIns: { devMailbox: true, sandboxPayments: false, noCaptcha: false },
    });
    const app = await start(config);
    expect((await app.inject(from(OTHER_MACHINE, '/dev/mailbox.json'))).statusCode).toBe(200);
    expect((await app.inject(from(OTHER_MACHINE, '/api/public-config'))).json().devMailbox).toBe(true);
    expect((await app.inject(confirmSandbox(OTHER_MACHINE))).statusCode).toBe(404);
    expect(startupNotes(config)).toEqual([{ level: 'warn', message: expect.stringContaining('ALLOW_DEV_MAILBOX') }]);
  });

  it('ALLOW_SANDBOX_PAYMENTS keeps the test cards for every client, with a warning', async () => {
    const config = completePublicServer({
      stripe: undefined,
      optIns: { devMailbox: false, sandboxPayments: true, noCaptcha: false },
    });
    const app = await start(config);
    expect((await app.inject(confirmSandbox(OTHER_MACHINE))).statusCode).toBe(401);
    expect((await app.inject(from(OTHER_MACHINE, '/dev/mailbox.json'))).statusCode).toBe(404);
    expect(startupNotes(config)).toEqual([{ level: 'warn', message: expect.stringContaining('ALLOW_SANDBOX_PAYMENTS') }]);
  });

  it('ALLOW_NO_CAPTCHA lets CAPTCHA_PROVIDER=none start, with a warning', async () => {
    const config = completePublicServer({
      captchaProvider: 'none',
      optIns: { devMailbox: false, sandboxPayments: false, noCaptcha: true },
    });
    const app = await start(config);
    expect((await app.inject(from(OTHER_MACHINE, '/api/public-config'))).json().captchaProvider).toBe('none');
    expect(startupNotes(config)).toEqual([{ level: 'warn', message: expect.stringContaining('ALLOW_NO_CAPTCHA') }]);
  });

  it('logs every opt-in as a warning when the server starts', STARTS_A_SERVER, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talentdeck-optins-'));
    try {
      const expected = ['ALLOW_DEV_MAILBOX', 'ALLOW_SANDBOX_PAYMENTS', 'ALLOW_NO_CAPTCHA'];
      const { output } = await runServer(
        {
          PUBLIC_URL: 'https://staging.example.com',
          DATA_DIR: dataDir,
          SESSION_SECRET: 'a-staging-secret-of-32-characters',
          CAPTCHA_PROVIDER: 'none',
          SMTP_URL: '',
          STRIPE_SECRET_KEY: '',
          STRIPE_PUBLISHABLE_KEY: '',
          ALLOW_DEV_MAILBOX: 'true',
          ALLOW_SANDBOX_PAYMENTS: 'true',
          ALLOW_NO_CAPTCHA: 'true',
          LOG_LEVEL: 'warn',
        },
        (out) => expected.every((name) => out.includes(name)) || out.includes('Error'),
      );
      const warnings = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level === 40);
      for (const name of expected) expect(warnings.some((w) => w.msg.startsWith(name))).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
