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
};

const frame = (event: ServerEventName, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`;

/**
 * The open Server-Sent Events streams of this process. Each stream follows one company on the bus,
 * sends a comment as heartbeat (proxies close silent connections), and is cleaned up when the
 * client goes away, the session ends, or the server shuts down.
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
    const onEvent = (e: BusEvent) => {
      if (e.exceptUserId === opts.userId) return;
      write(frame(e.event, e.data, e.id));
    };
    const unsubscribe = opts.bus.subscribe(companyId, onEvent);
    const offGap = opts.bus.onGap(() => write(frame('resync', null)));
    let checking = false;
    const heartbeat = setInterval(() => {
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
    }, opts.heartbeatMs);

    function close() {
      if (closed) return;
      closed = true;
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
