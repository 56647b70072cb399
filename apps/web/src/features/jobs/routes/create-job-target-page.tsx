import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateJobTargetPage() {
  return <PlaceholderPage title="Create a Job" />;
}
