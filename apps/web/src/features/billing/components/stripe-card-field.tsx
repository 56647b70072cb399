import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { Alert, Form } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';

export type CardConfirmResult = { ok: boolean; transactionId: string | null; message: string };
export type StripeCardHandle = { confirm: (clientSecret: string, cardholderName: string) => Promise<CardConfirmResult> };

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe Elements' card field. Card data goes from this iframe straight to Stripe; we only ever
 * see the payment intent id. This module (and Stripe.js) is loaded only on the choose-bundle
 * screen and only when the server runs with Stripe.
 */
export default function StripeCardField({ publishableKey, ref }: { publishableKey: string; ref?: Ref<StripeCardHandle> }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<Stripe | null>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let promise = stripeByKey.get(publishableKey);
    if (!promise) {
      promise = loadStripe(publishableKey);
      stripeByKey.set(publishableKey, promise);
    }
    promise
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) return;
        stripeRef.current = stripe;
        const card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        card.on('change', (e) => setError(e.error?.message ?? null));
        cardRef.current = card;
      })
      .catch(() => setLoadFailed(true));
    return () => {
      cancelled = true;
      cardRef.current?.destroy();
      cardRef.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    async confirm(clientSecret, cardholderName) {
      const stripe = stripeRef.current;
      const card = cardRef.current;
      if (!stripe || !card)
        return { ok: false, transactionId: null, message: 'The card form is not ready yet. Please try again.' };
      const { paymentIntent, error: failure } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: cardholderName } },
      });
      if (failure)
        return { ok: false, transactionId: failure.payment_intent?.id ?? null, message: failure.message ?? 'Payment failed' };
      return {
        ok: paymentIntent?.status === 'succeeded',
        transactionId: paymentIntent?.id ?? null,
        message: paymentIntent?.status ?? '',
      };
    },
  }));

  if (loadFailed)
    return <Alert type="error" showIcon title="The card form could not be loaded. Check your connection and reload." />;
  return (
    <Form.Item label="Card" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
      <div ref={mountRef} className="td-stripe-card" />
    </Form.Item>
  );
}
