import { PlaceholderPage } from '../../../components/placeholder-page';

export function TestResultPage() {
  return <PlaceholderPage title="Test Result" />;
}
