import { PlaceholderPage } from '../../../components/placeholder-page';

export function StripeOuterModalPage() {
  return <PlaceholderPage title="Payment" />;
}
