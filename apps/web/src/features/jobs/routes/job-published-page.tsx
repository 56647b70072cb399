import { PlaceholderPage } from '../../../components/placeholder-page';

export function JobPublishedPage() {
  return <PlaceholderPage title="Job Published" />;
}
