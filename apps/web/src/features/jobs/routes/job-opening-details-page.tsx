import { PlaceholderPage } from '../../../components/placeholder-page';

export function JobOpeningDetailsPage() {
  return <PlaceholderPage title="Job Opening Details" />;
}
