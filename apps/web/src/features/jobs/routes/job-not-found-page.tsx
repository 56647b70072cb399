import { JOB_MESSAGES } from '@talentdeck/shared';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '#web/components/empty-state';
import { PageTitle } from '#web/components/page-title';

/**
 * /job-summary/{jobId} in the app. The public job page is the server's (decision 16): the app gets
 * this address on its first load only when the server found no published job, so it says so. An
 * in-app navigation here loads the server's page instead.
 */
export function JobNotFoundPage() {
  const location = useLocation();
  // 'default' is the key of the document's first location; any other was reached inside the app.
  const reachedInApp = location.key !== 'default';
  useEffect(() => {
    if (reachedInApp) window.location.assign(location.pathname);
  }, [reachedInApp, location.pathname]);
  if (reachedInApp) return null;
  return (
    <>
      <PageTitle>Job not found</PageTitle>
      <EmptyState
        text={`${JOB_MESSAGES.jobNotFound}: it may have been filled or removed.`}
        action={<Link to="/">Go to Talentdeck</Link>}
      />
    </>
  );
}
