import { PlaceholderPage } from '../../../components/placeholder-page';

export function BillingPage() {
  return <PlaceholderPage title="Billing and Packages" />;
}
