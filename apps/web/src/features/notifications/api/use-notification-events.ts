import type { Notification } from '@talentdeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { refreshInterviews } from '#web/lib/interviews';
import { refreshOnApplicationEvent } from '#web/lib/job-applications';
import { queryKeys } from '#web/lib/query-keys';
import { useEventStream } from '#web/lib/use-event-stream';

/**
 * Follows the tab's event stream (GET /api/events) and keeps the bell's list current: a pushed
 * notification is shown at once, and the list is reloaded after a reconnection or a `resync`, since
 * events may have been missed meanwhile. Answers whether the stream is up; while it is not, the
 * list falls back to polling.
 */
export function useNotificationEvents(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.list(userId ?? '');
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });

  return useEventStream(
    Boolean(userId),
    {
      notification: (pushed) => {
        if (pushed?.id) {
          queryClient.setQueryData<Notification[]>(key, (list) =>
            list?.some((n) => n.id === pushed.id) ? list : [pushed, ...(list ?? [])],
          );
        }
        // Also when the event came without its data: the reload fetches it.
        reload();
      },
      resync: reload,
      // The same stream tells of applications (a candidate applied, a member changed a status):
      // the applicant lists, tab counts and overview on screen follow without a reload.
      application: (data) => {
        if (data) refreshOnApplicationEvent(queryClient, data);
      },
      // An interview was scheduled, rescheduled, answered or deleted: the lists on screen follow.
      interview: () => refreshInterviews(queryClient),
    },
    // Reloads on every (re)connection: whatever happened before the stream was up is fetched once.
    reload,
  );
}
