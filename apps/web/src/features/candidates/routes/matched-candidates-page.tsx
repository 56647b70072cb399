import { PlaceholderPage } from '../../../components/placeholder-page';

export function MatchedCandidatesPage() {
  return <PlaceholderPage title="Matched Candidates" />;
}
