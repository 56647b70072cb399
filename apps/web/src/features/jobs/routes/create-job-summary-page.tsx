import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateJobSummaryPage() {
  return <PlaceholderPage title="Job Summary" />;
}
