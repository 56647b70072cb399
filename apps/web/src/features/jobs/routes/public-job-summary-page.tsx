import { PlaceholderPage } from '../../../components/placeholder-page';

export function PublicJobSummaryPage() {
  return <PlaceholderPage title="Job Summary" />;
}
