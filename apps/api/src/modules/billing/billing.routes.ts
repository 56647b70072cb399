import {
  adminPackageCreateSchema,
  adminPackageUpdateSchema,
  adminPromoCreateSchema,
  adminPromoUpdateSchema,
  bundleSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  filterQuerySchema,
  idParamSchema,
  packageSchema,
  paymentAcceptanceRequestSchema,
  paymentConfigResponseSchema,
  paymentRecordSchema,
  paymentStatusQuerySchema,
  paymentStatusResponseSchema,
  postingAvailabilityResponseSchema,
  promoAdditionRequestSchema,
  promoAdditionResponseSchema,
  promoSchema,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
} from '@talentdeck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAdmin, requireAllowedCompany, requireUser } from '#api/platform/auth.js';
import { localClientsOnly, sandboxPaymentsReach } from '#api/platform/deployment.js';
import { errorResponses } from '#api/platform/openapi.js';
import * as payments from './billing.payments.service.js';
import * as promos from './billing.promos.service.js';
import * as service from './billing.service.js';

const tags = ['Billing'];
const adminTags = ['Administration'];
const companyIdParams = z.strictObject({ companyId: z.uuid() });
const ledgerEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['purchase', 'free_job', 'publish', 'expiry']),
  delta: z.number().int(),
  bundleId: z.uuid(),
  jobId: z.uuid().nullable(),
  createdAt: z.string(),
});

const callerOf = (req: FastifyRequest) => principalOf(req);

export default async function billingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  // ---- Packages ----
  r.get(
    '/packages',
    {
      schema: {
        operationId: 'listPackages',
        tags,
        summary: 'Active packages, oldest first unless the filter orders otherwise',
        querystring: filterQuerySchema,
        response: { 200: z.array(packageSchema), ...errorResponses(422) },
      },
    },
    (req) => service.findPackages(ctx, req.query.filter),
  );

  r.get(
    '/payments/config',
    {
      schema: {
        operationId: 'getPaymentConfig',
        tags,
        summary: 'Which card form the web app shows: Stripe Elements (with its publishable key) or the sandbox',
        response: { 200: paymentConfigResponseSchema },
      },
    },
    () => payments.paymentConfig(ctx),
  );

  // ---- Bundles, payments, credits of a company ----
  r.get(
    '/companies/:id/transactions',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listBundles',
        tags,
        summary: 'Bundles of job credits (each with its package); filter e.g. unexpired, Successful, numberOfJobs > 0',
        params: idParamSchema,
        querystring: filterQuerySchema,
        response: { 200: z.array(bundleSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.findTransactions(ctx, callerOf(req), req.params.id, req.query.filter),
  );

  r.get(
    '/companies/:id/payments',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listPaymentRecords',
        tags,
        summary: 'Payment records (every attempt, Successful or Unsuccessful), newest first',
        params: idParamSchema,
        querystring: filterQuerySchema,
        response: { 200: z.array(paymentRecordSchema), ...errorResponses(401, 404, 422) },
      },
    },
    (req) => service.findPaymentRecords(ctx, callerOf(req), req.params.id, req.query.filter),
  );

  r.get(
    '/companies/:id/credit-ledger',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listCreditLedger',
        tags,
        summary: 'Every change to the job credits: purchase +N, free job +1, publish -1, expiry',
        params: idParamSchema,
        response: { 200: z.array(ledgerEntrySchema), ...errorResponses(401, 404) },
      },
    },
    (req) => service.creditLedger(ctx, callerOf(req), req.params.id),
  );

  r.get(
    '/company-job-posting-availability/:companyId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'getPostingAvailability',
        tags,
        summary: 'Whether the company can publish a job now, and how many job credits are left',
        params: companyIdParams,
        response: { 200: postingAvailabilityResponseSchema, ...errorResponses(401, 404) },
      },
    },
    (req) => service.postingAvailability(ctx, callerOf(req), req.params.companyId),
  );

  // ---- Paying (only once the company is off the waitlist) ----
  r.post(
    '/create-payment-intent',
    {
      onRequest: requireAllowedCompany,
      schema: {
        operationId: 'createPaymentIntent',
        tags,
        summary: 'Start paying for a package; sessionId is the provider’s client secret',
        body: createPaymentIntentRequestSchema,
        response: { 200: createPaymentIntentResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => payments.createPaymentIntent(ctx, callerOf(req), req.body),
  );

  r.post(
    '/promo-addition',
    {
      onRequest: requireAllowedCompany,
      config: { rateLimit: { max: ctx.config.rateLimit.authMax * 2, timeWindow: ctx.config.rateLimit.windowMs } },
      schema: {
        operationId: 'applyPromoCode',
        tags,
        summary: 'Apply a promo code: a new session for the discounted amount, or "Invalid Promo Code"',
        body: promoAdditionRequestSchema,
        response: { 200: promoAdditionResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    (req) => promos.applyPromoCode(ctx, callerOf(req), req.body),
  );

  r.post(
    '/payment-acceptance',
    {
      onRequest: requireAllowedCompany,
      schema: {
        operationId: 'acceptPayment',
        tags,
        summary: 'Record a payment; credits the bundle only when the provider confirms it (once per transaction)',
        body: paymentAcceptanceRequestSchema,
        response: { 200: paymentRecordSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (req) => payments.acceptPayment(ctx, callerOf(req), req.body),
  );

  r.get(
    '/payments/status',
    {
      schema: {
        operationId: 'getPaymentStatus',
        tags,
        summary: 'The result of a payment, for the public payment result page (the client secret identifies it)',
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusResponseSchema, ...errorResponses(404, 422) },
      },
    },
    (req) => payments.paymentStatus(ctx, req.query.sessionId),
  );

  if (ctx.payments.sandbox) {
    r.post(
      '/sandbox-payments/confirm',
      {
        // Test cards buy real job credits: on a laptop, only its own browser may use them.
        onRequest: [localClientsOnly(sandboxPaymentsReach(ctx.config)), requireAllowedCompany],
        schema: {
          operationId: 'confirmSandboxPayment',
          tags,
          summary: 'The sandbox card form (test mode): 4242… succeeds, 4000…0002 is declined, 4000…9995 has insufficient funds',
          body: sandboxConfirmRequestSchema,
          response: { 200: sandboxConfirmResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (req) => payments.confirmSandboxPayment(ctx, callerOf(req), req.body),
    );
  }

  // The provider's signature covers the exact bytes, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        schema: {
          operationId: 'receivePaymentEvent',
          tags,
          summary: 'The payment provider’s signed events (payment_intent.succeeded, payment_intent.payment_failed)',
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(400) },
        },
      },
      (req) => {
        const signature = req.headers['stripe-signature'] ?? req.headers['sandbox-signature'];
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        return payments.handleWebhook(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  // ---- Administration ----
  r.get(
    '/admin/packages',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listAllPackages',
        tags: adminTags,
        summary: 'All packages, inactive ones included',
        querystring: filterQuerySchema,
        response: { 200: z.array(packageSchema), ...errorResponses(404, 422) },
      },
    },
    (req) => service.findAllPackages(ctx, req.query.filter),
  );
  r.post(
    '/admin/packages',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createPackage',
        tags: adminTags,
        summary: 'Create a package',
        body: adminPackageCreateSchema,
        response: { 200: packageSchema, ...errorResponses(404, 422) },
      },
    },
    (req) => service.createPackage(ctx, req.body),
  );
  r.patch(
    '/admin/packages/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updatePackage',
        tags: adminTags,
        summary: 'Change a package (name, jobs, price, popularity, validity, active)',
        params: idParamSchema,
        body: adminPackageUpdateSchema,
        response: { 200: packageSchema, ...errorResponses(404, 422) },
      },
    },
    (req) => service.updatePackage(ctx, req.params.id, req.body),
  );
  r.get(
    '/admin/promos',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listPromos',
        tags: adminTags,
        summary: 'Promo codes with their completed uses (timesUsed)',
        querystring: filterQuerySchema,
        response: { 200: z.array(promoSchema), ...errorResponses(404, 422) },
      },
    },
    (req) => service.findPromos(ctx, req.query.filter),
  );
  r.post(
    '/admin/promos',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'createPromo',
        tags: adminTags,
        summary: 'Create a promo code',
        body: adminPromoCreateSchema,
        response: { 200: promoSchema, ...errorResponses(404, 409, 422) },
      },
    },
    (req) => service.createPromo(ctx, req.body),
  );
  r.patch(
    '/admin/promos/:id',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'updatePromo',
        tags: adminTags,
        summary: 'Change a promo code',
        params: idParamSchema,
        body: adminPromoUpdateSchema,
        response: { 200: promoSchema, ...errorResponses(404, 409, 422) },
      },
    },
    (req) => service.updatePromo(ctx, req.params.id, req.body),
  );
}
