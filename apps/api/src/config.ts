import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_LOG_RETENTION } from '@talentdeck/shared/constants';
import { z } from 'zod';

/** An S3-compatible object store (platform/storage/s3-storage.ts): declared here, as config.ts imports nothing of the app. */
export type S3Options = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where the bucket's objects are publicly readable, e.g. a CDN in front of it. */
  publicUrl: string;
  prefix?: string;
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every configuration variable, parsed once. The README's table documents each of them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Talentdeck <no-reply@talentdeck.local>'),
  CAPTCHA_PROVIDER: z.enum(['altcha', 'none']).default('altcha'),
  SESSION_SECRET: z.preprocess((v) => v || undefined, z.string().min(16).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TRUST_PROXY: flag,
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(60_000).default(20_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  UPLOADS_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url().optional(),
  ALLOW_DEV_MAILBOX: flag,
  ALLOW_SANDBOX_PAYMENTS: flag,
  ALLOW_NO_CAPTCHA: flag,
  // A secret of its own: the metrics name routes, queues and volumes, nothing a stranger should read.
  AUDIT_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_LOG_RETENTION.minDays)
    .max(36_500)
    .default(AUDIT_LOG_RETENTION.defaultDays),
  METRICS_TOKEN: z.preprocess((v) => v || undefined, z.string().min(16).optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /**
   * 'laptop' when PUBLIC_URL is unset or on a loopback host: the development mailbox, the sandbox
   * payments and CAPTCHA_PROVIDER=none work without being asked for, for this machine's clients
   * only. Any other PUBLIC_URL is a public server, which needs the real parts (platform/deployment.ts).
   */
  mode: 'laptop' | 'public';
  port: number;
  /** Laptop mode listens on loopback only; a public server on every interface. */
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
  /** False when SESSION_SECRET is unset and a random one was drawn for this process. */
  sessionSecretSet: boolean;
  /**
   * Laptop conveniences a server keeps on purpose (a staging server), each named by its own
   * variable: they then answer every client, and every start logs a warning.
   */
  optIns: { devMailbox: boolean; sandboxPayments: boolean; noCaptcha: boolean };
  logLevel: string;
  rateLimit: { authMax: number; windowMs: number };
  trustProxy: boolean;
  /** How often an open event stream (GET /api/events) sends a keep-alive comment. */
  sseHeartbeatMs: number;
  /** The Bearer token of GET /api/metrics; without one the route does not exist. */
  metricsToken: string | undefined;
  /** How long the audit log keeps an entry, in days (at least a year). */
  auditLogRetentionDays: number;
  /** Card payments through Stripe when both keys are set; otherwise the built-in sandbox. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | undefined } | undefined;
  /** Uploaded images on local disk (when S3 is not configured). */
  uploadsDir: string;
  /** S3-compatible storage for uploads, when S3_BUCKET is set. */
  s3: Omit<S3Options, 'prefix'> | undefined;
  /** Tests on a PostgreSQL server: each app gets its own fresh database, dropped on close. */
  isolatedTestDatabase: boolean;
  /**
   * Tests: a database already migrated and seeded, which each isolated test database starts as a
   * copy of (a PGlite data-directory dump, or a template database's name on PostgreSQL), so a
   * suite does not pay for creating and migrating a database of its own. See test/global-setup.ts.
   */
  testDatabaseTemplate?: string;
};

/** Where the bucket's objects are read: S3_PUBLIC_URL, else the endpoint's or AWS's bucket URL. */
function s3PublicUrl(publicUrl: string | undefined, endpoint: string | undefined, bucket: string, region: string) {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  if (endpoint) return `${endpoint.replace(/\/$/, '')}/${bucket}`;
  return `https://${bucket}.s3.${region}.amazonaws.com`;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses no other machine can reach. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A configuration the server cannot run with; the entry point prints its message alone. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode = !e.PUBLIC_URL || isLoopbackHost(new URL(e.PUBLIC_URL).hostname) ? 'laptop' : 'public';
  return {
    env: e.NODE_ENV,
    mode,
    port: e.PORT,
    // Another machine on the laptop's network must not reach its mailbox or sandbox: 'localhost'
    // makes Fastify listen on both 127.0.0.1 and ::1, and nothing else.
    host: e.HOST || (mode === 'laptop' ? 'localhost' : '0.0.0.0'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    webDist: e.WEB_DIST,
    serveWeb: e.NODE_ENV === 'production',
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    captchaProvider: e.CAPTCHA_PROVIDER,
    // Signs captcha challenges and keys the hashed addresses of job views; sessions are random
    // tokens stored hashed, so a secret that changes at restart just invalidates captchas being
    // solved at that moment and lets an address's views of a job be counted afresh that day.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretSet: Boolean(e.SESSION_SECRET),
    optIns: { devMailbox: e.ALLOW_DEV_MAILBOX, sandboxPayments: e.ALLOW_SANDBOX_PAYMENTS, noCaptcha: e.ALLOW_NO_CAPTCHA },
    logLevel: e.LOG_LEVEL,
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    trustProxy: e.TRUST_PROXY,
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    metricsToken: e.METRICS_TOKEN,
    auditLogRetentionDays: e.AUDIT_LOG_RETENTION_DAYS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
          }
        : undefined,
    uploadsDir:
      e.UPLOADS_DIR ??
      (e.DATA_DIR.startsWith('memory://') ? path.join(os.tmpdir(), 'talentdeck-uploads') : path.join(e.DATA_DIR, 'uploads')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: s3PublicUrl(e.S3_PUBLIC_URL, e.S3_ENDPOINT, e.S3_BUCKET, e.S3_REGION),
        }
      : undefined,
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
  return {
    ...base,
    isolatedTestDatabase: true,
    testDatabaseTemplate: process.env.TALENTDECK_TEST_DATABASE_TEMPLATE || undefined,
    ...overrides,
  };
}
