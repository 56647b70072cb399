import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Config, ConfigError } from '#api/config.js';
import { AppError } from './errors.js';

/**
 * Laptop mode against a public server (docs/decisions/0014-laptop-mode-and-public-servers.md).
 *
 * A laptop install has conveniences that would hand a public server to strangers: a mailbox that
 * shows every email (password resets included), payments that succeed with a test card, sign-ups
 * without a captcha. They are on only in laptop mode, where they answer this machine's clients
 * only, or where a staging server opts into one of them by name.
 */

/** Who may use a convenience: nobody, this machine's clients, or everyone (a staging opt-in). */
export type Reach = 'off' | 'local' | 'everyone';

function reach(config: Config, inUse: boolean, optedIn: boolean): Reach {
  if (!inUse) return 'off';
  if (optedIn) return 'everyone';
  return config.mode === 'laptop' ? 'local' : 'off';
}

/** The development mailbox: in use when no SMTP server is configured. */
export const devMailboxReach = (config: Config): Reach => reach(config, !config.smtpUrl, config.optIns.devMailbox);

/** The sandbox card payments: in use when Stripe is not configured. */
export const sandboxPaymentsReach = (config: Config): Reach => reach(config, !config.stripe, config.optIns.sandboxPayments);

/**
 * What a public server lacks, one line per missing piece, so an operator fixes them all at once.
 * Empty in laptop mode and for a complete (or explicitly opted-in) public server.
 */
export function missingForPublicServer(config: Config): string[] {
  if (config.mode === 'laptop') return [];
  const missing: string[] = [];
  if (!config.smtpUrl && !config.optIns.devMailbox) {
    missing.push('SMTP_URL: an SMTP server to send emails (or ALLOW_DEV_MAILBOX=true to keep them in /dev/mailbox)');
  }
  const stripeKeys = config.stripe
    ? config.stripe.webhookSecret
      ? ''
      : 'STRIPE_WEBHOOK_SECRET'
    : 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET';
  if (stripeKeys && !config.optIns.sandboxPayments) {
    missing.push(`${stripeKeys}: Stripe for card payments (or ALLOW_SANDBOX_PAYMENTS=true for test cards)`);
  }
  if (config.captchaProvider === 'none' && !config.optIns.noCaptcha) {
    missing.push('CAPTCHA_PROVIDER: a captcha other than none (or ALLOW_NO_CAPTCHA=true)');
  }
  if (!config.sessionSecretSet) missing.push('SESSION_SECRET: 16 or more random characters, the same for every process');
  return missing;
}

/** Thrown before anything starts; the entry point prints the message alone and exits non-zero. */
export class DeploymentError extends ConfigError {
  constructor(config: Config, missing: string[]) {
    super(
      `Talentdeck will not start as a public server (PUBLIC_URL=${config.publicUrl}) without:\n` +
        `${missing.map((m) => `  - ${m}`).join('\n')}\n` +
        'Leave PUBLIC_URL unset (or on localhost) to try it on this machine. See "Deploying" in the README.',
    );
  }
}

export function assertDeployable(config: Config) {
  const missing = missingForPublicServer(config);
  if (missing.length) throw new DeploymentError(config, missing);
}

/** What every start logs: the laptop conveniences in use, and a warning for each opt-in. */
export function startupNotes(config: Config): { level: 'info' | 'warn'; message: string }[] {
  const notes: { level: 'info' | 'warn'; message: string }[] = [];
  const mailbox = devMailboxReach(config);
  if (mailbox === 'local') {
    notes.push({ level: 'info', message: `No SMTP_URL set: emails are kept at ${config.publicUrl}/dev/mailbox` });
  }
  if (mailbox === 'everyone') {
    notes.push({
      level: 'warn',
      message: `ALLOW_DEV_MAILBOX: no email is sent; anyone can read every email (password resets included) at ${config.publicUrl}/dev/mailbox`,
    });
  }
  if (sandboxPaymentsReach(config) === 'everyone') {
    notes.push({
      level: 'warn',
      message: 'ALLOW_SANDBOX_PAYMENTS: card payments are the sandbox; anyone buys job credits with a test card',
    });
  }
  if (config.captchaProvider === 'none' && config.optIns.noCaptcha) {
    notes.push({ level: 'warn', message: 'ALLOW_NO_CAPTCHA: sign-up, sign-in and forgot-password have no captcha' });
  }
  if (config.mode === 'laptop' && !['localhost', '127.0.0.1', '::1'].includes(config.host)) {
    notes.push({
      level: 'warn',
      message: `HOST=${config.host}: other machines can reach this server; its mailbox and sandbox still answer only this machine`,
    });
  }
  return notes;
}

/** A loopback address, as a socket or a proxy header gives it ('[::1]:80', '127.0.0.1:80', '::ffff:127.0.0.1'). */
const isLoopbackAddress = (address: string | undefined) => {
  const ip = (address ?? '')
    .trim()
    .replace(/^\[([^\]]*)\](:\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .replace(/^::ffff:/i, '');
  return ip === '::1' || (isIP(ip) === 4 && ip.startsWith('127.'));
};

/**
 * Every address a proxy may have written into the request, whether or not proxies are trusted.
 * Anything unreadable (an obfuscated `for=_hidden`, "unknown") counts as another machine.
 */
function forwardedAddresses(request: FastifyRequest): string[] {
  const h = request.headers;
  const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));
  const fromForwarded = [...text(h.forwarded).matchAll(/for=("[^"]*"|[^;,\s]*)/gi)].map((m) => (m[1] ?? '').replace(/"/g, ''));
  const fromOthers = [...text(h['x-forwarded-for']).split(','), ...text(h['x-real-ip']).split(',')];
  return [...fromForwarded, ...fromOthers].map((a) => a.trim()).filter(Boolean);
}

/**
 * A client on this machine: the connection comes from loopback, and no proxy in front of it
 * forwarded the request for anyone else. The socket's own address is used, not request.ip, so a
 * trusted proxy on this machine does not make every visitor local.
 */
export const isLocalClient = (request: FastifyRequest) =>
  isLoopbackAddress(request.socket.remoteAddress) && forwardedAddresses(request).every(isLoopbackAddress);

/** onRequest hook of a laptop convenience: 403 to any client not on this machine. */
export function localClientsOnly(reachOf: Reach) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (reachOf === 'local' && !isLocalClient(request)) throw new AppError('LOCAL_ONLY');
  };
}
