import { MESSAGES } from '@talentdeck/shared';
import Stripe from 'stripe';
import { type PaymentEvent, type PaymentProvider, type ProviderIntent, WebhookSignatureError } from './provider.js';

export type StripeSettings = { secretKey: string; publishableKey: string; webhookSecret: string | undefined };

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  const status: ProviderIntent['status'] =
    pi.status === 'succeeded'
      ? 'succeeded'
      : pi.status === 'processing'
        ? 'processing'
        : pi.status === 'canceled'
          ? 'canceled'
          : 'requires_payment';
  const latestCharge = typeof pi.latest_charge === 'string' ? pi.latest_charge : (pi.latest_charge?.id ?? null);
  const failedCharge = pi.last_payment_error?.charge ?? null;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status,
    amountMinor: pi.amount,
    currency: pi.currency.toUpperCase(),
    metadata: { ...(pi.metadata ?? {}) },
    // A failed attempt whose charge Stripe did not name still counts as one attempt.
    attemptRef: latestCharge ?? failedCharge ?? (pi.last_payment_error ? `${pi.id}:failed` : null),
    failureMessage: status === 'succeeded' ? null : (pi.last_payment_error?.message ?? null),
  };
}

/** Stripe PaymentIntents; the card is entered in Stripe Elements, so card data never reaches us. */
export function createStripeProvider(settings: StripeSettings, client = new Stripe(settings.secretKey)): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(input) {
      const pi = await client.paymentIntents.create({
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        allowed_payment_method_types: ['card'],
        metadata: input.metadata,
        description: input.description,
      });
      return toIntent(pi);
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await client.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      }
    },

    async cancelIntent(id) {
      await client.paymentIntents.cancel(id).catch(() => undefined);
    },

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!settings.webhookSecret || !signatureHeader) throw new WebhookSignatureError(MESSAGES.webhookSignatureInvalid);
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError(MESSAGES.webhookSignatureInvalid);
      }
      if (event.type === 'payment_intent.succeeded') return { type: 'succeeded', intent: toIntent(event.data.object) };
      if (event.type === 'payment_intent.payment_failed') return { type: 'failed', intent: toIntent(event.data.object) };
      return { type: 'ignored', eventType: event.type };
    },
  };
}
