import type { Db } from '#api/db/client.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.js';
import { createStripeProvider, type StripeSettings } from './stripe-provider.js';

export type Payments = { provider: PaymentProvider; sandbox: SandboxProvider | undefined };

/** Stripe when both keys are configured; otherwise the sandbox (Stripe's test mode, no network). */
export function createPayments(opts: { stripe: StripeSettings | undefined; db: Db; secret: string }): Payments {
  if (opts.stripe) return { provider: createStripeProvider(opts.stripe), sandbox: undefined };
  const sandbox = createSandboxProvider(opts.db, opts.secret);
  return { provider: sandbox, sandbox };
}

export * from './provider.js';
export type { SandboxProvider } from './sandbox-provider.js';
export type { StripeSettings } from './stripe-provider.js';
