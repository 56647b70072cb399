import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateJobDetailsPage() {
  return <PlaceholderPage title="Job Details" />;
}
