import { PlaceholderPage } from '../../../components/placeholder-page';

export function ChangeEmailVerificationPage() {
  return <PlaceholderPage title="Verify your new email" />;
}
