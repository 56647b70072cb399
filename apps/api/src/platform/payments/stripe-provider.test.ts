import { MESSAGES } from '@talentdeck/shared';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

const webhookSecret = 'whsec_test_secret';
const settings = { secretKey: 'sk_test_offline', publishableKey: 'pk_test_offline', webhookSecret };
const stripe = new Stripe(settings.secretKey);

const intentEvent = (type: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    data: {
      object: {
        id: 'pi_123',
        object: 'payment_intent',
        amount: 45300,
        currency: 'usd',
        status: 'succeeded',
        client_secret: 'pi_123_secret_abc',
        metadata: { companyId: 'c', packageId: 'p' },
        latest_charge: 'ch_1',
        last_payment_error: null,
        ...overrides,
      },
    },
  });

const sign = (payload: string, secret = webhookSecret) => stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe adapter webhooks (no network)', () => {
  const provider = createStripeProvider(settings, stripe);

  it('accepts a correctly signed payment_intent.succeeded and reads the intent from it', () => {
    const body = intentEvent('payment_intent.succeeded');
    const event = provider.parseWebhook(Buffer.from(body), sign(body));
    expect(event).toMatchObject({
      type: 'succeeded',
      intent: { id: 'pi_123', amountMinor: 45300, currency: 'USD', status: 'succeeded', attemptRef: 'ch_1' },
    });
  });

  it('reads the provider’s message from payment_intent.payment_failed', () => {
    const body = intentEvent('payment_intent.payment_failed', {
      status: 'requires_payment_method',
      latest_charge: 'ch_2',
      last_payment_error: { message: 'Your card was declined.', charge: 'ch_2', type: 'card_error' },
    });
    const event = provider.parseWebhook(Buffer.from(body), sign(body));
    expect(event).toMatchObject({ type: 'failed', intent: { failureMessage: 'Your card was declined.', attemptRef: 'ch_2' } });
  });

  it('ignores other event types', () => {
    const body = JSON.stringify({ id: 'evt_2', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(provider.parseWebhook(Buffer.from(body), sign(body))).toEqual({ type: 'ignored', eventType: 'customer.created' });
  });

  it('refuses a wrong secret, a changed body and a missing header', () => {
    const body = intentEvent('payment_intent.succeeded');
    expect(() => provider.parseWebhook(Buffer.from(body), sign(body, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(body.replace('45300', '1')), sign(body))).toThrow(
      MESSAGES.webhookSignatureInvalid,
    );
    expect(() => provider.parseWebhook(Buffer.from(body), undefined)).toThrow(WebhookSignatureError);
  });

  it('refuses every event when no webhook secret is configured', () => {
    const open = createStripeProvider({ ...settings, webhookSecret: undefined }, stripe);
    const body = intentEvent('payment_intent.succeeded');
    expect(() => open.parseWebhook(Buffer.from(body), sign(body))).toThrow(WebhookSignatureError);
  });
});
