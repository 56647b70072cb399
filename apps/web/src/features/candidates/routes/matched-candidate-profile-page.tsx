import { PlaceholderPage } from '../../../components/placeholder-page';

export function MatchedCandidateProfilePage() {
  return <PlaceholderPage title="Candidate Profile" />;
}
