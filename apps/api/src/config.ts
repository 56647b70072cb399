import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every configuration variable, parsed once. The README's table documents each of them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Talentdeck <no-reply@talentdeck.local>'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'none']).default('altcha'),
  SESSION_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TRUST_PROXY: flag,
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(60_000).default(20_000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory (tests). */
  dataDir: string;
  webDist: string;
  serveWeb: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  captchaProvider: 'altcha' | 'none';
  sessionSecret: string;
  logLevel: string;
  rateLimit: { authMax: number; windowMs: number };
  trustProxy: boolean;
  /** How often an open event stream (GET /api/events) sends a keep-alive comment. */
  sseHeartbeatMs: number;
  /** Tests on a PostgreSQL server: each app gets its own fresh database, dropped on close. */
  isolatedTestDatabase: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    webDist: e.WEB_DIST,
    serveWeb: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    captchaProvider: e.CAPTCHA_PROVIDER,
    // Signs captcha challenges only; sessions are random tokens stored hashed, so a secret that
    // changes at restart just invalidates captchas being solved at that moment.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: e.LOG_LEVEL,
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    trustProxy: e.TRUST_PROXY,
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    isolatedTestDatabase: false,
  };
}

/** A configuration for tests: in-memory PGlite unless DATABASE_URL is set, no captcha, quiet. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: 'memory://',
    CAPTCHA_PROVIDER: 'none',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
  });
  return { ...base, isolatedTestDatabase: true, ...overrides };
}
