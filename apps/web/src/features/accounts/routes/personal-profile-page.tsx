import { PlaceholderPage } from '../../../components/placeholder-page';

export function PersonalProfilePage() {
  return <PlaceholderPage title="Personal Profile" />;
}
