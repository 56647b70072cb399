import { performance } from 'node:perf_hooks';
import { EventStreamClient, type ReceivedEvent } from './event-stream-client.js';
import type { Answer } from './http-client.js';
import type { Session } from './session.js';

/**
 * Company members' event streams and the chat messages written while they are open: which
 * message each stream received (by the chat's id in the event's data), how often, under which
 * event id, and how long after its write began. A message's text carries the run's tag, so
 * events of other runs or of the setup are left out.
 */

type ChatEventData = { chat?: { id?: string; content?: string } };

export type StreamCheck = {
  stream: EventStreamClient;
  firstUpstream: string;
  /** Acknowledged messages this stream never received. */
  missing: number;
  /** Messages received more than once. */
  duplicates: number;
  /** Distinct event ids among the chat events (each event is counted once by its id). */
  distinctIds: number;
  /** Chat events whose frame had no `id:` line of its own. */
  withoutOwnId: number;
  resyncs: number;
};

export class ChatStreams {
  readonly streams: EventStreamClient[] = [];
  readonly latencies: number[] = [];
  private readonly writeStartedAt = new Map<string, number>();
  /** Each acknowledged (2xx) write: its text and the chat id the answer gave. */
  readonly acknowledged = new Map<string, string>();
  readonly writes: { content: string; status: number; upstream: string }[] = [];

  constructor(
    private readonly tag: string,
    private readonly reconnectUntil: number,
  ) {}

  /** Opens `count` streams of the session through the proxy, one after the other (so they alternate processes). */
  async open(session: Session, count: number) {
    for (let i = 0; i < count; i++) {
      const stream = new EventStreamClient({
        origin: session.origin,
        headers: session.headers,
        reconnectUntil: this.reconnectUntil,
        onEvent: (e) => this.onEvent(e),
      });
      this.streams.push(stream);
      await stream.open();
    }
  }

  private onEvent(e: ReceivedEvent) {
    if (e.event !== 'chat') return;
    const content = this.chatOf(e)?.content;
    const startedAt = content === undefined ? undefined : this.writeStartedAt.get(content);
    if (startedAt !== undefined) this.latencies.push(e.at - startedAt);
  }

  private chatOf(e: ReceivedEvent) {
    try {
      const chat = (JSON.parse(e.data) as ChatEventData).chat;
      return chat?.content?.startsWith(this.tag) ? chat : undefined;
    } catch {
      return undefined;
    }
  }

  /** The text of write `i`, and its write through `send`, recorded. */
  async write(i: number, send: (content: string) => Promise<Answer>) {
    const content = `${this.tag} message ${i}`;
    this.writeStartedAt.set(content, performance.now());
    const a = await send(content);
    this.writes.push({ content, status: a.status, upstream: String(a.headers['x-load-upstream'] ?? '') });
    if (a.status >= 200 && a.status < 300) this.acknowledged.set(content, (JSON.parse(a.body) as { id: string }).id);
    return a;
  }

  /** Chat ids this stream received, with how many times each. */
  received(stream: EventStreamClient) {
    const counts = new Map<string, number>();
    for (const e of stream.events) {
      const id = e.event === 'chat' ? this.chatOf(e)?.id : undefined;
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }

  /** Whether every stream holds every acknowledged message. */
  allReceived() {
    const ids = [...this.acknowledged.values()];
    return this.streams.every((s) => {
      const got = this.received(s);
      return ids.every((id) => got.has(id));
    });
  }

  check(): StreamCheck[] {
    const ids = [...this.acknowledged.values()];
    return this.streams.map((stream) => {
      const got = this.received(stream);
      const chatEvents = stream.events.filter((e) => e.event === 'chat' && this.chatOf(e));
      return {
        stream,
        firstUpstream: stream.connections[0]?.upstream ?? '',
        missing: ids.filter((id) => !got.has(id)).length,
        duplicates: [...got.values()].filter((n) => n > 1).length,
        distinctIds: new Set(chatEvents.filter((e) => e.hasOwnId).map((e) => e.lastEventId)).size,
        withoutOwnId: chatEvents.filter((e) => !e.hasOwnId).length,
        resyncs: stream.events.filter((e) => e.event === 'resync').length,
      };
    });
  }

  close() {
    for (const s of this.streams) s.close();
  }
}
