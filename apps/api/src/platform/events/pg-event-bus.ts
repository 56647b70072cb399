import type { ServerEventName } from '@talentdeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '#api/db/client.js';
import { type BusEvent, type EventBus, LocalSubscribers, type PublishOptions } from './event-bus.js';
import { createOldEventsSweep, eventData, eventsAfter } from './event-store.js';

export const EVENTS_CHANNEL = 'td_events';
/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: an event whose data is larger travels
 * without it, and each listener reads it from the stored event.
 */
const MAX_DATA_BYTES = 7000;
/**
 * Any fixed number: publications take this transaction lock in turn, so ids are handed out in the
 * order the events commit and are notified in. Without it a stream could see event 101 before
 * event 100, and a reconnection after 101 would skip 100.
 */
const PUBLISH_LOCK = 734_516_036;
/** Stores the event and notifies every process in one statement (one round trip, one commit). */
const PUBLISH_SQL = `
with turn as (select pg_advisory_xact_lock(${PUBLISH_LOCK})),
stored as (
  insert into server_events (audience, event, data, except_user_id)
  select $1, $2, $3::jsonb, $4::uuid from turn
  returning id
)
select pg_notify('${EVENTS_CHANNEL}', json_build_object(
  'id', stored.id::text, 'companyId', $1::text, 'event', $2::text, 'exceptUserId', $4::text,
  'data', case when $5::boolean then $3::json end, 'dataOmitted', not $5::boolean
)::text) from stored`;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * The bus on a PostgreSQL server. Publishing is a NOTIFY on the shared pool; each process keeps
 * one dedicated connection that LISTENs and hands events to the streams of its own clients. Every
 * event, including those published by this process, arrives through LISTEN, so all processes see
 * the same events in the same order. When the listening connection drops, it reconnects with
 * backoff and reports a gap so that connected clients reload what they may have missed.
 */
export function createPgEventBus(opts: { connectionString: string; pool: pg.Pool; db: Db; log: FastifyBaseLogger }): EventBus {
  const local = new LocalSubscribers();
  const sweep = createOldEventsSweep(opts.db);
  // Events are handed on in the order they arrived, also when one waits for its stored data.
  let delivering: Promise<void> = Promise.resolve();
  let client: pg.Client | undefined;
  let stopped = true;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  let connecting: Promise<void> | undefined;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
    let notified: (BusEvent & { dataOmitted?: boolean; exceptUserId?: string | null }) | undefined;
    try {
      notified = JSON.parse(msg.payload);
    } catch (err) {
      opts.log.warn({ err }, 'unreadable event on the bus');
    }
    if (!notified || typeof notified.companyId !== 'string' || typeof notified.event !== 'string') return;
    const { dataOmitted, exceptUserId, ...event } = notified;
    const withRecipients: BusEvent = exceptUserId ? { ...event, exceptUserId } : event;
    if (!dataOmitted) {
      delivering = delivering.then(() => local.deliver(withRecipients));
      return;
    }
    const data = eventData(opts.db, Number(event.id)).catch((err: unknown) => {
      // Its streams get it without data, as their clients handle: they reload what it is about.
      opts.log.warn({ err, eventId: event.id }, 'could not read a large event');
      return null;
    });
    delivering = delivering.then(async () => local.deliver({ ...withRecipients, data: await data }));
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
    async publish(companyId: string, event: ServerEventName, data: unknown, options?: PublishOptions) {
      await sweep().catch((err: unknown) => opts.log.warn({ err }, 'could not delete old events'));
      const json = JSON.stringify(data ?? null);
      // The recipients travel even when the data is too large to: a skipped member stays skipped.
      const dataFits = Buffer.byteLength(json) <= MAX_DATA_BYTES;
      await opts.pool.query(PUBLISH_SQL, [companyId, event, json, options?.exceptUserId ?? null, dataFits]);
    },
    eventsAfter: (companyId, lastEventId) => eventsAfter(opts.db, companyId, lastEventId),
    subscribe: (companyId, listener) => local.subscribe(companyId, listener),
    onGap: (listener) => local.onGap(listener),
  };
}
