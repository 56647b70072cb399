import type { ServerEventName } from '@talentdeck/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BusEvent, EventBus } from './event-bus.js';

/** The reconnection delay EventSource is told to use after a dropped connection. */
export const SSE_RETRY_MS = 3000;
/** A client that stops reading is dropped once this much is waiting for it. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type SseOptions = {
  bus: EventBus;
  /** The signed-in user the stream is for: events published for everyone but them are skipped. */
  userId: string;
  heartbeatMs: number;
  /** Checked at each heartbeat: the stream ends when the session was revoked or the membership removed. */
  stillAllowed: () => Promise<boolean>;
  /** The client's `Last-Event-ID` header (a browser's EventSource sends it when it reconnects). */
  lastEventId?: string;
};

const frame = (event: ServerEventName, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`;

/**
 * The open Server-Sent Events streams of this process. Each stream follows one company on the bus,
 * sends a comment as heartbeat (proxies close silent connections), and is cleaned up when the
 * client goes away, the session ends, or the server shuts down.
 *
 * A client that comes back with `Last-Event-ID` (its connection dropped, or its process died and
 * the proxy sent it to another) first gets the events it missed, from the stored ones (decision
 * 36), then the live ones; when they cannot all be given it gets `resync` and reloads.
 */
export function createSseStreams() {
  const open = new Set<() => void>();

  function start(request: FastifyRequest, reply: FastifyReply, companyId: string, opts: SseOptions) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();

    let closed = false;
    const write = (chunk: string) => {
      if (closed) return;
      res.write(chunk);
      if (res.writableLength > MAX_BUFFERED_BYTES) close();
    };
    // Ids only grow: an event replayed and also heard live is written once.
    let lastWritten = 0;
    const send = (e: BusEvent) => {
      if (e.exceptUserId === opts.userId) return;
      if (Number(e.id) <= lastWritten) return;
      lastWritten = Number(e.id);
      write(frame(e.event, e.data, e.id));
    };
    // Live events are held while the missed ones are read, so they go out after them, in order.
    let held: BusEvent[] | undefined = opts.lastEventId ? [] : undefined;
    const unsubscribe = opts.bus.subscribe(companyId, (e) => (held ? held.push(e) : send(e)));
    const offGap = opts.bus.onGap(() => write(frame('resync', null)));

    // The session is re-checked once per heartbeat, at a random phase: streams that reconnect
    // together (their process died) do not all query the database in the same second.
    let checking = false;
    const beat = () => {
      write(`: heartbeat ${Date.now()}\n\n`);
      if (checking) return;
      checking = true;
      opts
        .stillAllowed()
        .then((ok) => {
          if (!ok) close();
        })
        .catch(() => {})
        .finally(() => {
          checking = false;
        });
    };
    let heartbeat: NodeJS.Timeout | undefined;
    const firstBeat = setTimeout(
      () => {
        beat();
        heartbeat = setInterval(beat, opts.heartbeatMs);
      },
      // Within the first interval, so a proxy never sees the stream idle for longer than one.
      opts.heartbeatMs * Math.random(),
    );

    function close() {
      if (closed) return;
      closed = true;
      clearTimeout(firstBeat);
      clearInterval(heartbeat);
      unsubscribe();
      offGap();
      open.delete(close);
      if (!res.writableEnded) res.end();
    }
    open.add(close);
    request.raw.on('close', close);
    res.on('close', close);
    res.on('error', close);

    write(`retry: ${SSE_RETRY_MS}\n: connected\n\n`);
    if (opts.lastEventId) void replay(opts.lastEventId);

    async function replay(lastEventId: string) {
      const missed = await opts.bus.eventsAfter(companyId, lastEventId).catch(() => 'gap' as const);
      if (missed === 'gap') write(frame('resync', null));
      else {
        lastWritten = Number(lastEventId);
        for (const e of missed) send(e);
      }
      const live = held ?? [];
      held = undefined;
      for (const e of live) send(e);
    }
  }

  return {
    start,
    /** Ends every stream (server shutdown): open streams would otherwise keep close() waiting. */
    closeAll() {
      for (const close of [...open]) close();
    },
    get size() {
      return open.size;
    },
  };
}
