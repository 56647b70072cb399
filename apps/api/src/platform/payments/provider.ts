/**
 * A card payment provider: Stripe when configured, otherwise the built-in sandbox that behaves
 * like Stripe's test mode. Billing only ever talks to this interface.
 */
export type IntentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'canceled';

/** A payment intent as the provider reports it: the only source of truth for "was it paid?". */
export type ProviderIntent = {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountMinor: number;
  /** ISO code, upper-case. */
  currency: string;
  metadata: Record<string, string>;
  /** The provider's id of the latest attempt (a charge id); null before any attempt. */
  attemptRef: string | null;
  /** The provider's message for the last failed attempt, shown to the user as it is. */
  failureMessage: string | null;
};

/** A webhook event, verified: a payment succeeded or an attempt failed; anything else is ignored. */
export type PaymentEvent = { type: 'succeeded' | 'failed'; intent: ProviderIntent } | { type: 'ignored'; eventType: string };

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey: string | null;
  createIntent(input: {
    amountMinor: number;
    currency: string;
    metadata: Record<string, string>;
    description: string;
  }): Promise<ProviderIntent>;
  /** The intent as the provider has it now; null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  cancelIntent(id: string): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** The intent id a client secret belongs to (Stripe's format: `<intent id>_secret_<random>`). */
export function intentIdOfClientSecret(clientSecret: string): string | undefined {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : undefined;
}
