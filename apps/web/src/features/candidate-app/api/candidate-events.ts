import { useQueryClient } from '@tanstack/react-query';
import { refreshInterviews } from '#web/lib/interviews';
import { queryKeys } from '#web/lib/query-keys';
import { useEventStream } from '#web/lib/use-event-stream';

/**
 * Followed by the candidate's shell on every page, as the company's bell follows the company's: a
 * status a company sets (a recruiter opening the application makes it Reviewed) or an interview
 * scheduled, moved or deleted marks the cached lists stale wherever the candidate is, so each list
 * is current the moment it shows, and at once when it is on screen. A page that subscribes later
 * to the already open stream hears only later events. A reconnection or a `resync` reads both
 * again, since events may have been missed.
 */
export function useCandidateEvents() {
  const queryClient = useQueryClient();
  const applications = () => void queryClient.invalidateQueries({ queryKey: queryKeys.candidateApp.applications });
  const all = () => {
    applications();
    refreshInterviews(queryClient);
  };
  useEventStream(true, { application: applications, interview: () => refreshInterviews(queryClient), resync: all }, all);
}
