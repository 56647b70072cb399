import { PlaceholderPage } from '#web/components/placeholder-page';

export function JobPublishedPage() {
  return <PlaceholderPage title="Job Published" />;
}
