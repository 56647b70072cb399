import { PlaceholderPage } from '../../../components/placeholder-page';

export function BusinessProfilePage() {
  return <PlaceholderPage title="Business Profile" />;
}
