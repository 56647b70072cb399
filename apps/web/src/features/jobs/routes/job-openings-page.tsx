import { PlaceholderPage } from '../../../components/placeholder-page';

export function JobOpeningsPage() {
  return <PlaceholderPage title="Job Openings" />;
}
