import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { assertLoopback, clientAgent } from './http-client.js';
import { UPSTREAM_HEADER } from './proxy.js';

/**
 * GET /api/events read as a browser's EventSource reads it (the HTML standard's "server-sent
 * events" parsing): `id:` sets the last event id, which every event carries from then on, `retry:`
 * sets the reconnection delay, and after a dropped connection the client reconnects after that
 * delay, sending `Last-Event-ID` so that the server can replay what was missed.
 *
 * One difference, on purpose: a browser's EventSource gives up on an answer other than 200 (the
 * web app then retries after its polling interval); this client retries after the `retry:` delay
 * too, which keeps the suite short and changes nothing of what the server must replay.
 */

export type ReceivedEvent = {
  event: string;
  data: string;
  /** The last event id when it was dispatched ('' before any `id:`). */
  lastEventId: string;
  /** Whether this event's own frame had an `id:` line (one without carries the previous id). */
  hasOwnId: boolean;
  at: number;
  upstream: string;
};

export type StreamConnection = { upstream: string; status: number; openedAt: number; closedAt?: number; sentLastEventId: string };

export type StreamOptions = {
  origin: string;
  headers: Record<string, string>;
  /** No reconnection after this moment (performance.now()): every loop of the suite is bounded. */
  reconnectUntil: number;
  onEvent?: (e: ReceivedEvent, stream: EventStreamClient) => void;
  /** False: events go to onEvent only (hundreds of streams under load would hold every one). */
  keepEvents?: boolean;
};

/** EventSource's reconnection delay until the server sends `retry:`. */
const DEFAULT_RETRY_MS = 3000;

export class EventStreamClient {
  readonly events: ReceivedEvent[] = [];
  readonly connections: StreamConnection[] = [];
  lastEventId = '';
  retryMs = DEFAULT_RETRY_MS;
  /** Whether a connection is open and its `retry:` line came (the server subscribes before sending it). */
  live = false;
  private closed = false;
  private request?: http.ClientRequest;
  private timer?: NodeJS.Timeout;
  private waiters: (() => void)[] = [];

  constructor(private readonly o: StreamOptions) {
    assertLoopback(o.origin);
  }

  /** Connects and waits until the stream is live (or throws after `timeoutMs`). */
  async open(timeoutMs = 15_000) {
    this.connect();
    await this.waitLive(timeoutMs);
  }

  waitLive(timeoutMs: number) {
    if (this.live) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the event stream did not open in time')), timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The upstream of the current (or last) connection. */
  get upstream() {
    return this.connections.at(-1)?.upstream ?? '';
  }

  /** Connections that ended (or were refused) while the client still wanted the stream. */
  drops = 0;

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.request?.destroy();
  }

  private connect() {
    if (this.closed) return;
    const connection: StreamConnection = {
      upstream: '',
      status: 0,
      openedAt: performance.now(),
      sentLastEventId: this.lastEventId,
    };
    this.connections.push(connection);
    const req = http.request(`${this.o.origin}/api/events`, {
      agent: clientAgent,
      headers: {
        accept: 'text/event-stream',
        'cache-control': 'no-cache',
        ...this.o.headers,
        ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
      },
    });
    this.request = req;
    const dropped = () => {
      if (connection.closedAt !== undefined) return;
      connection.closedAt = performance.now();
      this.live = false;
      if (!this.closed) this.drops += 1;
      this.scheduleReconnect();
    };
    req.on('response', (res) => {
      connection.status = res.statusCode ?? 0;
      connection.upstream = String(res.headers[UPSTREAM_HEADER] ?? '');
      if (res.statusCode !== 200) {
        res.resume();
        res.on('end', dropped);
        res.on('error', dropped);
        return;
      }
      this.read(res, connection);
      res.on('close', dropped);
      res.on('error', dropped);
    });
    req.on('error', dropped);
    req.end();
  }

  private scheduleReconnect() {
    if (this.closed || performance.now() + this.retryMs > this.o.reconnectUntil) return;
    this.timer = setTimeout(() => this.connect(), this.retryMs);
  }

  /** The event-stream interpretation: fields into buffers, dispatched at each blank line. */
  private read(res: http.IncomingMessage, connection: StreamConnection) {
    res.setEncoding('utf8');
    let pending = '';
    let data: string[] = [];
    let type = '';
    let idBuffer = this.lastEventId;
    let ownId = false;
    const dispatch = () => {
      this.lastEventId = idBuffer;
      if (data.length > 0) {
        const event: ReceivedEvent = {
          event: type || 'message',
          data: data.join('\n'),
          lastEventId: this.lastEventId,
          hasOwnId: ownId,
          at: performance.now(),
          upstream: connection.upstream,
        };
        if (this.o.keepEvents !== false) this.events.push(event);
        this.o.onEvent?.(event, this);
      }
      data = [];
      type = '';
      ownId = false;
    };
    const field = (line: string) => {
      if (line.startsWith(':')) return;
      const colon = line.indexOf(':');
      const name = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'event') type = value;
      else if (name === 'data') data.push(value);
      else if (name === 'id' && !value.includes('\0')) {
        idBuffer = value;
        ownId = true;
      } else if (name === 'retry' && /^\d+$/.test(value)) {
        this.retryMs = Number(value);
        this.markLive();
      }
    };
    res.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') dispatch();
        else field(line);
      }
    });
  }

  private markLive() {
    this.live = true;
    for (const wake of this.waiters.splice(0)) wake();
  }
}
