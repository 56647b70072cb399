import { PlaceholderPage } from '../../../components/placeholder-page';

export function JoinWaitlistPage() {
  return <PlaceholderPage title="Join Waitlist" />;
}
