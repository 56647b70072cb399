import type { ServerEventName } from '@talentdeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type BusEvent, type EventBus, LocalSubscribers, type PublishOptions } from './event-bus.js';

export const EVENTS_CHANNEL = 'td_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; larger events go without their data. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * The bus on a PostgreSQL server. Publishing is a NOTIFY on the shared pool; each process keeps
 * one dedicated connection that LISTENs and hands events to the streams of its own clients. Every
 * event, including those published by this process, arrives through LISTEN, so all processes see
 * the same events in the same order. When the listening connection drops, it reconnects with
 * backoff and reports a gap so that connected clients reload what they may have missed.
 */
export function createPgEventBus(opts: { connectionString: string; pool: pg.Pool; log: FastifyBaseLogger }): EventBus {
  const local = new LocalSubscribers();
  let client: pg.Client | undefined;
  let stopped = true;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  let connecting: Promise<void> | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
    try {
      const event = JSON.parse(msg.payload) as BusEvent;
      if (typeof event.companyId === 'string' && typeof event.event === 'string') local.deliver(event);
    } catch (err) {
      opts.log.warn({ err }, 'unreadable event on the bus');
    }
  };

  function scheduleReconnect() {
    if (stopped || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect().then(
        () => local.gap(),
        () => scheduleReconnect(),
      );
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  async function connect() {
    const c = new pg.Client({ connectionString: opts.connectionString });
    c.on('notification', onNotification);
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.removeAllListeners('notification');
      c.end().catch(() => {});
      if (!stopped) {
        opts.log.warn({ err }, 'event bus connection lost, reconnecting');
        scheduleReconnect();
      }
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      c.removeAllListeners();
      c.on('error', () => {});
      await c.end().catch(() => {});
      opts.log.warn({ err }, 'event bus could not listen');
      throw err;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = RECONNECT_MIN_MS;
  }

  return {
    kind: 'postgres',
    async start() {
      stopped = false;
      connecting = connect();
      await connecting;
    },
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      await connecting?.catch(() => {});
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('notification');
        await c.end().catch(() => {});
      }
    },
    async publish(companyId: string, event: ServerEventName, data: unknown, id?: string, options?: PublishOptions) {
      const exceptUserId = options?.exceptUserId;
      // The recipients travel even when the data is too large to: a skipped member stays skipped.
      let payload = JSON.stringify({ companyId, event, data, id, exceptUserId });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        payload = JSON.stringify({ companyId, event, data: null, id, exceptUserId });
      await opts.pool.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    subscribe: (companyId, listener) => local.subscribe(companyId, listener),
    onGap: (listener) => local.onGap(listener),
  };
}
