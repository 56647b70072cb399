import { PlaceholderPage } from '../../../components/placeholder-page';

export function CandidateOverviewPage() {
  return <PlaceholderPage title="Candidate Overview" />;
}
