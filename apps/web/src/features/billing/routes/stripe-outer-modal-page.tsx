import { PlaceholderPage } from '#web/components/placeholder-page';

export function StripeOuterModalPage() {
  return <PlaceholderPage title="Payment" />;
}
