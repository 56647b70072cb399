import { PlaceholderPage } from '../../../components/placeholder-page';

export function CollaboratorsPage() {
  return <PlaceholderPage title="Collaborators" />;
}
