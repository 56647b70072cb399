import type { ApplicationDetail } from '@talentdeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRefreshJobApplications } from '#web/lib/job-applications';
import { applicationQuery, markApplicationSeen } from '../api/application';

/**
 * The specification's "an application still Awaiting is Reviewed once the overview is left", kept
 * by the server as soon as the recruiter sees the application: a reload, a typed address or a
 * closed tab would never run a page's leave. A tab opened in the background counts once it is
 * shown. The status comes from the server's answer, so one a teammate chose meanwhile stays.
 */
export function useMarkSeen(application: ApplicationDetail | undefined) {
  const client = useQueryClient();
  const refresh = useRefreshJobApplications();
  const id = application?.id;
  const awaiting = application?.applicationStatus === 'Awaiting';

  useEffect(() => {
    if (!id || !awaiting) return;
    let sent = false;
    const send = () => {
      if (sent || document.visibilityState !== 'visible') return;
      sent = true;
      markApplicationSeen(id)
        .then((answer) => {
          client.setQueryData(applicationQuery(id).queryKey, (old) =>
            old ? { ...old, applicationStatus: answer.applicationStatus } : old,
          );
          // Its history gained the review: read it again.
          void client.invalidateQueries({ queryKey: applicationQuery(id).queryKey });
          refresh(answer.companyJobId);
        })
        // Nothing to tell: the next visit marks it.
        .catch(() => undefined);
    };
    send();
    document.addEventListener('visibilitychange', send);
    return () => document.removeEventListener('visibilitychange', send);
  }, [id, awaiting, client, refresh]);
}
