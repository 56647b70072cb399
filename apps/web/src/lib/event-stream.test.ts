import { TIMINGS } from '@talentdeck/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it by hand. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: { data: unknown; lastEventId: string }) => void)[]>();
  private lastEventId = '';

  constructor(
    readonly url: string,
    readonly init?: { withCredentials?: boolean },
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: { data: unknown; lastEventId: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  /** A dropped connection that EventSource retries by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }

  /** The server refused the stream: EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }

  /** An event; with `id`, as the server sends it (the source keeps the last one, as a browser does). */
  emit(name: string, data: string, id?: string) {
    if (id !== undefined) this.lastEventId = id;
    for (const listener of this.listeners.get(name) ?? []) listener({ data, lastEventId: this.lastEventId });
  }
}

const ids = {
  a: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  b: '2c5f39cb-3ab2-42e3-994a-1127e4ddb538',
  c: '3d6a4adc-4bc3-43f4-8a5b-2238f5eec649',
};
const chat = {
  id: ids.a,
  chatSessionId: ids.b,
  content: 'Hello',
  createdAt: '2026-01-05T10:00:00.000Z',
  fromUser: 'Company',
  toUser: 'Candidate',
  fromUserId: ids.c,
  toUserId: null,
  type: 'text',
  chatType: 'CHAT',
  interviewId: null,
  company: { read: true },
  candidate: { read: false },
  interview: null,
};

let subscribeToEvents: typeof import('./event-stream').subscribeToEvents;
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const sources = () => FakeEventSource.instances;
const last = () => sources()[sources().length - 1] as FakeEventSource;

beforeEach(async () => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.resetModules();
  ({ subscribeToEvents } = await import('./event-stream'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the tab’s event stream', () => {
  it('opens one connection, with credentials, for several subscribers, and calls each one’s handlers', () => {
    const counts: number[] = [];
    const chats: string[] = [];
    const interviews: string[] = [];
    subscribeToEvents('user-1', { handlers: { 'unread-chat-count': (d) => counts.push(d?.count ?? -1) } });
    subscribeToEvents('user-1', { handlers: { chat: (d) => chats.push(d?.chat.content ?? '?') } });
    subscribeToEvents('user-1', {
      handlers: { interview: () => interviews.push('interview'), chat: (d) => chats.push(`second ${d?.chatSessionId}`) },
    });

    expect(sources()).toHaveLength(1);
    expect(last().url).toBe('/api/events');
    expect(last().init).toEqual({ withCredentials: true });

    last().open();
    last().emit('unread-chat-count', '{"count":3}');
    last().emit('chat', JSON.stringify({ chatSessionId: ids.b, chat }));
    last().emit('interview', 'null');
    expect(counts).toEqual([3]);
    expect(chats).toEqual(['Hello', `second ${ids.b}`]);
    expect(interviews).toEqual(['interview']);
  });

  it('tells each subscriber whether it is live, and a late one at once', () => {
    const first: boolean[] = [];
    const late: boolean[] = [];
    subscribeToEvents('user-1', { handlers: {}, onStatus: (live) => first.push(live) });
    last().open();
    subscribeToEvents('user-1', { handlers: {}, onStatus: (live) => late.push(live) });
    last().drop();
    expect(first).toEqual([true, false]);
    expect(late).toEqual([true, false]);
  });

  it('closes when the last subscriber leaves, and opens again for the next one', async () => {
    const off1 = subscribeToEvents('user-1', { handlers: {} });
    const off2 = subscribeToEvents('user-1', { handlers: {} });
    const first = last();
    off1();
    await settle();
    expect(first.readyState).not.toBe(FakeEventSource.CLOSED);
    off2();
    await settle();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);

    subscribeToEvents('user-1', { handlers: {} });
    expect(sources()).toHaveLength(2);
    expect(last()).not.toBe(first);
  });

  it('keeps the connection when one screen replaces another in the same moment', async () => {
    const off = subscribeToEvents('user-1', { handlers: {} });
    off();
    subscribeToEvents('user-1', { handlers: {} });
    await settle();
    expect(sources()).toHaveLength(1);
    expect(last().readyState).not.toBe(FakeEventSource.CLOSED);
  });

  it('never hands the previous user’s events to the next one: another user gets a new connection', () => {
    const seen: string[] = [];
    subscribeToEvents('user-1', { handlers: { 'unread-chat-count': (d) => seen.push(`user-1 ${d?.count}`) } });
    const previous = last();
    previous.open();
    subscribeToEvents('user-2', { handlers: { 'unread-chat-count': (d) => seen.push(`user-2 ${d?.count}`) } });
    expect(previous.readyState).toBe(FakeEventSource.CLOSED);
    expect(sources()).toHaveLength(2);
    previous.emit('unread-chat-count', '{"count":7}');
    last().emit('unread-chat-count', '{"count":1}');
    expect(seen).toEqual(['user-2 1']);
  });

  it('a handler that throws or a malformed payload does not keep the others from their events', () => {
    const seen: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    subscribeToEvents('user-1', {
      handlers: {
        'unread-chat-count': () => {
          throw new Error('broken screen');
        },
      },
      onOpen: () => {
        throw new Error('broken reload');
      },
    });
    const opened: string[] = [];
    subscribeToEvents('user-1', { handlers: { 'unread-chat-count': (d) => seen.push(d) }, onOpen: () => opened.push('open') });
    last().open();
    last().emit('unread-chat-count', '{"count":2}');
    last().emit('unread-chat-count', 'not json');
    last().emit('unread-chat-count', '{"count":"many"}');
    last().emit('unread-chat-count', '{"count":4}');
    expect(opened).toEqual(['open']);
    // Malformed data reaches the handlers as undefined: they may still reload.
    expect(seen).toEqual([{ count: 2 }, undefined, undefined, { count: 4 }]);
    errors.mockRestore();
  });

  it('calls onOpen on each (re)connection', () => {
    const opened: number[] = [];
    subscribeToEvents('user-1', { handlers: {}, onOpen: () => opened.push(opened.length + 1) });
    last().open();
    last().drop();
    last().open();
    expect(opened).toEqual([1, 2]);
    expect(sources()).toHaveLength(1);
  });

  it('leaves a reconnection after an event to the server’s replay, and reloads after a new connection', async () => {
    vi.useFakeTimers();
    const opened: number[] = [];
    const reloads: string[] = [];
    subscribeToEvents('user-1', {
      handlers: { resync: () => reloads.push('resync') },
      onOpen: () => opened.push(opened.length + 1),
    });
    last().open();
    last().emit('unread-chat-count', '{"count":1}', '41');
    last().drop();
    last().open();
    // EventSource sent Last-Event-ID 41: the server replays what was missed, nothing to reload.
    expect(opened).toEqual([1]);
    // Unless the server cannot, and says so.
    last().emit('resync', 'null');
    expect(reloads).toEqual(['resync']);

    // A new EventSource (the server refused the stream) starts without an id: it reloads.
    last().refuse();
    vi.advanceTimersByTime(TIMINGS.pollIntervalMs);
    expect(sources()).toHaveLength(2);
    last().open();
    expect(opened).toEqual([1, 2]);
  });

  it('when the server refuses the stream, tries again after the polling interval', async () => {
    vi.useFakeTimers();
    const status: boolean[] = [];
    const off = subscribeToEvents('user-1', { handlers: {}, onStatus: (live) => status.push(live) });
    last().open();
    last().refuse();
    expect(status).toEqual([true, false]);
    vi.advanceTimersByTime(TIMINGS.pollIntervalMs - 1);
    expect(sources()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources()).toHaveLength(2);
    last().open();
    expect(status).toEqual([true, false, true]);

    // Refused again and then left: no retry once nobody listens.
    last().refuse();
    off();
    await settle();
    vi.advanceTimersByTime(TIMINGS.pollIntervalMs * 2);
    expect(sources()).toHaveLength(2);
  });
});
