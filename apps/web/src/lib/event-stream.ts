import { SERVER_EVENTS, type ServerEventData, type ServerEventName, serverEventSchemas, TIMINGS } from '@talentdeck/shared';

/**
 * The one GET /api/events stream of a tab (Server-Sent Events, authenticated by the session
 * cookie). Browsers allow six HTTP/1.1 connections per origin: one long-lived stream per screen
 * element would starve the ordinary calls, so every part of the page that follows events shares
 * this one. It opens when the first subscriber arrives and closes when the last leaves.
 *
 * The stream belongs to one signed-in user (its key): a subscriber for another user closes it and
 * opens a new one, so the next user never receives the previous user's events.
 */

/** What a subscriber does with each event: the parsed data, or undefined when it was missing or malformed. */
export type EventHandlers = { [E in ServerEventName]?: (data: ServerEventData<E> | undefined) => void };

export type EventSubscriber = {
  handlers: EventHandlers;
  /**
   * Each connection after which events may have been missed (the first, a new one after the server
   * refused the stream, a reconnection before any event was heard), so what is on screen is fetched
   * again. A reconnection after an event is not one: the server replays from it, or sends `resync`.
   */
  onOpen?: () => void;
  /** Whether the stream is up; while it is not, the screens fall back to polling. */
  onStatus?: (live: boolean) => void;
};

type Stream = {
  key: string;
  source?: EventSource;
  retry?: ReturnType<typeof setTimeout>;
  live: boolean;
  closed: boolean;
  subscribers: Set<EventSubscriber>;
};

let current: Stream | undefined;

/** Calls one subscriber's callback; one that throws does not keep the others from theirs. */
function safely(call: () => void) {
  try {
    call();
  } catch (error) {
    if (import.meta.env?.DEV) console.error(error);
  }
}

function setLive(stream: Stream, live: boolean) {
  if (stream.live === live) return;
  stream.live = live;
  for (const s of [...stream.subscribers]) if (s.onStatus) safely(() => s.onStatus?.(live));
}

/** The event's data checked against its schema in @talentdeck/shared, or undefined. */
function parse<E extends ServerEventName>(event: E, raw: unknown): ServerEventData<E> | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const result = serverEventSchemas[event].safeParse(JSON.parse(raw));
    return result.success ? (result.data as ServerEventData<E>) : undefined;
  } catch {
    return undefined;
  }
}

function connect(stream: Stream) {
  const source = new EventSource('/api/events', { withCredentials: true });
  stream.source = source;
  // The id of the last event heard. EventSource sends it back (Last-Event-ID) when it reconnects
  // by itself, and the server then replays what was missed or sends `resync`: nothing to reload.
  let lastEventId = '';
  let opened = false;
  source.onopen = () => {
    setLive(stream, true);
    const replayed = opened && lastEventId !== '';
    opened = true;
    if (replayed) return;
    for (const s of [...stream.subscribers]) if (s.onOpen) safely(() => s.onOpen?.());
  };
  source.onerror = () => {
    setLive(stream, false);
    // EventSource retries by itself unless the server refused the stream; then try again later.
    if (source.readyState === EventSource.CLOSED && !stream.closed) {
      source.close();
      stream.retry = setTimeout(() => {
        stream.retry = undefined;
        if (!stream.closed) connect(stream);
      }, TIMINGS.pollIntervalMs);
    }
  };
  for (const name of SERVER_EVENTS) {
    source.addEventListener(name, (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      // Parsed once, whoever listens.
      const data = parse(name, event.data);
      for (const s of [...stream.subscribers]) {
        const handler = s.handlers[name] as ((data: unknown) => void) | undefined;
        if (handler) safely(() => handler(data));
      }
    });
  }
}

function close(stream: Stream) {
  if (stream.closed) return;
  stream.closed = true;
  clearTimeout(stream.retry);
  stream.source?.close();
  setLive(stream, false);
  stream.subscribers.clear();
  if (current === stream) current = undefined;
}

/**
 * Follows the tab's event stream for the signed-in user `key`; answers the unsubscribe. A
 * subscriber that arrives while the stream is up is told it is live at once (its own queries are
 * fresh; onOpen is for reconnections).
 */
export function subscribeToEvents(key: string, subscriber: EventSubscriber): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  if (current && current.key !== key) close(current);
  if (!current) {
    current = { key, live: false, closed: false, subscribers: new Set() };
    current.subscribers.add(subscriber);
    connect(current);
  } else {
    current.subscribers.add(subscriber);
    if (current.live) safely(() => subscriber.onStatus?.(true));
  }
  const stream = current;
  return () => {
    if (!stream.subscribers.delete(subscriber) || stream.subscribers.size > 0) return;
    // Closed once the page has settled: a screen that replaces another (one subscriber leaves as
    // the next arrives, in the same commit) keeps the connection.
    queueMicrotask(() => {
      if (stream.subscribers.size === 0) close(stream);
    });
  };
}
