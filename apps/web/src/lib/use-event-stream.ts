import { SERVER_EVENTS } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type EventHandlers, subscribeToEvents } from './event-stream';
import { meQuery } from './session';

/**
 * Follows the tab's GET /api/events stream (one connection, shared) while `enabled` and someone is
 * signed in. `handlers` and `onOpen` are read at each event, so a re-render does not resubscribe;
 * `onOpen` runs on each (re)connection. Answers whether the stream is up.
 */
export function useEventStream(enabled: boolean, handlers: EventHandlers, onOpen?: () => void): boolean {
  const userId = useQuery(meQuery).data?.userId;
  const [live, setLive] = useState(false);
  const latest = useRef({ handlers, onOpen });
  latest.current = { handlers, onOpen };

  useEffect(() => {
    if (!enabled || !userId) return;
    // Every event is forwarded to the handlers of the moment.
    const forward = Object.fromEntries(
      SERVER_EVENTS.map((name) => [
        name,
        (data: unknown) => (latest.current.handlers[name] as ((data: unknown) => void) | undefined)?.(data),
      ]),
    ) as EventHandlers;
    const unsubscribe = subscribeToEvents(userId, {
      handlers: forward,
      onOpen: () => latest.current.onOpen?.(),
      onStatus: setLive,
    });
    return () => {
      unsubscribe();
      setLive(false);
    };
  }, [enabled, userId]);

  return live;
}
