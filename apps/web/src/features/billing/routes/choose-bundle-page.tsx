import { PlaceholderPage } from '../../../components/placeholder-page';

export function ChooseBundlePage() {
  return <PlaceholderPage title="Choose a Bundle" />;
}
