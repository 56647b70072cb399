import type { ServerEventName } from '@talentdeck/shared';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { serverEvents } from '#api/db/schema/index.js';
import type { BusEvent } from './event-bus.js';

/**
 * The queries of the stored events (table `server_events`, decision 36): every published event is
 * kept this long, so a stream that reconnects within it, on any process, gets what it missed.
 * Five minutes covers a dropped connection, a process that died and the browser's retry, with room
 * to spare; a client away longer is told to reload (`resync`).
 */
export const REPLAY_WINDOW_MINUTES = 5;
/** More missed than this and reloading is cheaper than replaying: the client is sent `resync`. */
export const MAX_REPLAYED_EVENTS = 500;

const OUTSIDE_WINDOW = sql`now() - make_interval(mins => ${REPLAY_WINDOW_MINUTES})`;

export type NewEvent = { audience: string; event: ServerEventName; data: unknown; exceptUserId?: string };

/** Stores one event and answers it with its id (the in-process bus; the PostgreSQL bus stores and notifies in one statement). */
export async function storeEvent(db: Db, e: NewEvent): Promise<BusEvent> {
  const [row] = await db
    .insert(serverEvents)
    .values({ audience: e.audience, event: e.event, data: e.data ?? null, exceptUserId: e.exceptUserId ?? null })
    .returning({ id: serverEvents.id });
  if (!row) throw new Error('event not stored');
  return toBusEvent({
    id: row.id,
    audience: e.audience,
    event: e.event,
    data: e.data ?? null,
    exceptUserId: e.exceptUserId ?? null,
  });
}

/** The data of one stored event (an event too large for a NOTIFY travels without it). */
export async function eventData(db: Db, id: number): Promise<unknown> {
  const [row] = await db.select({ data: serverEvents.data }).from(serverEvents).where(eq(serverEvents.id, id));
  return row?.data ?? null;
}

/**
 * The audience's events after the one with id `lastEventId`, oldest first, or `gap` when they
 * cannot all be given: the id is not one of ours, its event is no longer kept (older than the
 * window, or from another database), or more than MAX_REPLAYED_EVENTS followed it.
 */
export async function eventsAfter(db: Db, audience: string, lastEventId: string): Promise<BusEvent[] | 'gap'> {
  if (!/^[1-9]\d{0,14}$/.test(lastEventId)) return 'gap';
  const afterId = Number(lastEventId);
  const [known] = await db.select({ id: serverEvents.id }).from(serverEvents).where(eq(serverEvents.id, afterId));
  if (!known) return 'gap';
  const rows = await db
    .select()
    .from(serverEvents)
    .where(and(eq(serverEvents.audience, audience), gt(serverEvents.id, afterId)))
    .orderBy(asc(serverEvents.id))
    .limit(MAX_REPLAYED_EVENTS + 1);
  if (rows.length > MAX_REPLAYED_EVENTS) return 'gap';
  return rows.map(toBusEvent);
}

/** Deletes the events older than the window (an index on created_at keeps this cheap). */
export async function deleteOldEvents(db: Db) {
  await db.delete(serverEvents).where(lt(serverEvents.createdAt, OUTSIDE_WINDOW));
}

type Row = { id: number; audience: string; event: string; data: unknown; exceptUserId: string | null };

function toBusEvent(row: Row): BusEvent {
  return {
    id: String(row.id),
    companyId: row.audience,
    event: row.event as ServerEventName,
    data: row.data,
    ...(row.exceptUserId ? { exceptUserId: row.exceptUserId } : {}),
  };
}

/** At most once a minute per process: old events go without a schedule or a queue job. */
export function createOldEventsSweep(db: Db) {
  let last = 0;
  return async () => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    await deleteOldEvents(db);
  };
}
