import { PlaceholderPage } from '../../../components/placeholder-page';

export function JobInterviewsPage() {
  return <PlaceholderPage title="Interviews" />;
}
