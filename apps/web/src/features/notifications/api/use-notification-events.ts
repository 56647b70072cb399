import { type Notification, TIMINGS } from '@talentdeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshInterviews } from '../../../lib/interviews';
import { refreshOnApplicationEvent } from '../../../lib/job-applications';
import { notificationsQueryKey } from './get-notifications';

/**
 * Follows GET /api/events (Server-Sent Events, authenticated by the session cookie) and keeps the
 * bell's list current: a pushed notification is shown at once, and the list is reloaded after a
 * reconnection or a `resync`, since events may have been missed meanwhile. Answers whether the
 * stream is up; while it is not, the list falls back to polling.
 */
export function useNotificationEvents(userId: string | undefined): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const key = notificationsQueryKey(userId);
    const reload = () => void queryClient.invalidateQueries({ queryKey: key });
    let source: EventSource | undefined;
    let retry: number | undefined;

    const onNotification = (event: MessageEvent<string>) => {
      try {
        const pushed = JSON.parse(event.data) as Notification | null;
        if (pushed?.id) {
          queryClient.setQueryData<Notification[]>(key, (list) =>
            list?.some((n) => n.id === pushed.id) ? list : [pushed, ...(list ?? [])],
          );
        }
      } catch {
        // An event without its data: the reload below fetches it.
      }
      reload();
    };

    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      // Reloads on every (re)connection: whatever happened before the stream was up is fetched once.
      source.onopen = () => {
        setLive(true);
        reload();
      };
      source.onerror = () => {
        setLive(false);
        // EventSource retries by itself unless the server refused the stream; then try again later.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = window.setTimeout(connect, TIMINGS.pollIntervalMs);
        }
      };
      source.addEventListener('notification', onNotification);
      source.addEventListener('resync', reload);
      // The same stream tells of applications (a candidate applied, a member changed a status):
      // the applicant lists, tab counts and overview on screen follow without a reload.
      source.addEventListener('application', (event: MessageEvent<string>) => {
        try {
          refreshOnApplicationEvent(queryClient, JSON.parse(event.data));
        } catch {
          // An event without its data: nothing to refresh.
        }
      });
      // An interview was scheduled, rescheduled, answered or deleted: the lists on screen follow.
      source.addEventListener('interview', () => refreshInterviews(queryClient));
    };
    connect();

    return () => {
      window.clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [userId, queryClient]);

  return live;
}
