import { PlaceholderPage } from '../../../components/placeholder-page';

export function CompanyDetailsPage() {
  return <PlaceholderPage title="Build your employer brand" />;
}
