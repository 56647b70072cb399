import { Navigate, useLocation } from 'react-router';

/**
 * /job-published: a published job is confirmed on /job-openings, where the new opening is listed
 * (the "published" dialog shows there). An address kept from before goes there too, with the
 * confirmation it carried.
 */
export function JobPublishedPage() {
  const { state } = useLocation();
  return <Navigate to="/job-openings" replace state={state} />;
}
