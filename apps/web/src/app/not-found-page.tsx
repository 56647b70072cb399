import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { PageTitle } from '#web/components/page-title';

export function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <EmptyState
        text="The page you are looking for does not exist or has moved."
        action={<Link to="/dashboard">Go to your dashboard</Link>}
      />
    </>
  );
}
