import { useQueryClient } from '@tanstack/react-query';
import { refreshInterviews } from './interviews';
import { useEventStream } from './use-event-stream';

/**
 * While a screen that shows interviews is open, an `interview` event of the tab's stream
 * (scheduled, rescheduled, deleted) reloads the list; a reconnection or a `resync` reloads too,
 * since events may have been missed meanwhile.
 */
export function useInterviewEvents(enabled = true) {
  const queryClient = useQueryClient();
  const reload = () => refreshInterviews(queryClient);
  useEventStream(enabled, { interview: reload, resync: reload }, reload);
}
