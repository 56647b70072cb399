import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRefreshJobApplications } from '#web/lib/job-applications';
import { applicationQuery, setApplicationStatus } from '../api/application';

/** Leaves scheduled but not yet run: a remount of the same application (StrictMode) cancels its own. */
const pendingLeaves = new Map<string, ReturnType<typeof setTimeout>>();
/** Applications already marked in this page's life: the change is made once. */
const marked = new Set<string>();

/**
 * The specification: on leaving the candidate overview an application still Awaiting is set to
 * Reviewed. "Leaving" is this component letting go of the application: navigating elsewhere in
 * the app, or switching to another applicant of the list. The status is read from the cache when
 * leaving, so a status the recruiter chose on the page is never overwritten. The check runs one
 * tick later, so React's development double mount (unmount, mount again) does not count.
 */
export function useMarkReviewedOnLeave(applicationId: string | undefined) {
  const client = useQueryClient();
  const refresh = useRefreshJobApplications();

  useEffect(() => {
    if (!applicationId) return;
    const id = applicationId;
    const scheduled = pendingLeaves.get(id);
    if (scheduled) {
      clearTimeout(scheduled);
      pendingLeaves.delete(id);
    }
    return () => {
      const timer = setTimeout(() => {
        pendingLeaves.delete(id);
        const { queryKey } = applicationQuery(id);
        const application = client.getQueryData(queryKey);
        if (application?.applicationStatus !== 'Awaiting' || marked.has(id)) return;
        marked.add(id);
        setApplicationStatus({ applicationId: id, applicationStatus: 'Reviewed' })
          .then((answer) => {
            client.setQueryData(queryKey, (old) => (old ? { ...old, applicationStatus: answer.applicationStatus } : old));
            refresh(application.companyJobId);
          })
          // Nothing to show: the recruiter has left. The next visit's leave tries again.
          .catch(() => marked.delete(id));
      }, 0);
      pendingLeaves.set(id, timer);
    };
  }, [applicationId, client, refresh]);
}
