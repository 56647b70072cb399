import { PlaceholderPage } from '../../../components/placeholder-page';

export function MessagesPage() {
  return <PlaceholderPage title="Messages" />;
}
