import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshInterviews } from './interviews';

/**
 * Candidates have their own GET /api/events stream: while a screen that shows interviews is open,
 * an `interview` event (scheduled, rescheduled, deleted) reloads the list. EventSource reconnects
 * by itself; a reconnection reloads too, since events may have been missed meanwhile.
 */
export function useInterviewEvents(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const reload = () => refreshInterviews(queryClient);
    source.onopen = reload;
    source.addEventListener('interview', reload);
    source.addEventListener('resync', reload);
    return () => source.close();
  }, [enabled, queryClient]);
}
