import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#api/platform/context.js';
import type { PaymentEvent } from '#api/platform/payments/index.js';
import * as payments from './billing.payments.service.js';
import * as service from './billing.service.js';

/** How often lapsed bundles are emptied into the ledger. */
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/**
 * The payment provider's events, applied from the durable queue, and the hourly sweep of lapsed
 * bundles (its timer stops when the server closes).
 */
export async function startBillingWorkers(ctx: AppContext, app: FastifyInstance) {
  await ctx.queue.work<PaymentEvent>(payments.PAYMENT_EVENT_JOB, (event) => payments.applyProviderEvent(ctx, event));
  const sweep = () => service.expireBundles(ctx).catch((err) => app.log.error({ err }, 'bundle expiry sweep failed'));
  const timer = setInterval(sweep, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  void sweep();
}
