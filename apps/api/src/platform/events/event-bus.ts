import type { ServerEventData, ServerEventName } from '@talentdeck/shared';

/**
 * The bus key of a candidate's own events. A company's key is its id: candidates and companies
 * share the bus, and a candidate's stream follows this key as a company member's follows the company.
 */
export const candidateAudience = (candidateId: string) => `candidate:${candidateId}`;

/**
 * One event for the signed-in users of one company (or one candidate: `companyId` is then
 * candidateAudience's key), as the SSE stream writes it. `id`: its place in the one order of all
 * stored events (decision 36), the stream's `id:` and so the client's `Last-Event-ID`. `exceptUserId`:
 * a member it is not for (who caused it, such as a note's writer); their streams skip it.
 */
export type BusEvent = { companyId: string; event: ServerEventName; data: unknown; id: string; exceptUserId?: string };

/**
 * Publishes an event whose data is checked against its shared schema's type (packages/shared,
 * serverEventSchemas): what services call, so a producer cannot send a client a shape it does not read.
 */
export function publishEvent<E extends ServerEventName>(
  bus: EventBus,
  audience: string,
  event: E,
  data: ServerEventData<E>,
  opts?: PublishOptions,
) {
  return bus.publish(audience, event, data, opts);
}

/** Options of a publication. */
export type PublishOptions = { exceptUserId?: string };

export type BusListener = (event: BusEvent) => void;

/**
 * Fan-out of realtime events to every API process. Two implementations share this interface:
 * PostgreSQL LISTEN/NOTIFY on a server (an event published by any process reaches the clients of
 * all of them) and an in-process EventEmitter on the embedded database (one process).
 */
export interface EventBus {
  readonly kind: 'postgres' | 'in-process';
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Stores `event` for the replay window and sends it to every connected user of the company (but
   * `exceptUserId`), in this process and in the others.
   */
  publish(companyId: string, event: ServerEventName, data: unknown, opts?: PublishOptions): Promise<void>;
  /**
   * The company's stored events after the one with id `lastEventId` (a client's `Last-Event-ID`),
   * or `gap` when they cannot all be given and the client must reload.
   */
  eventsAfter(companyId: string, lastEventId: string): Promise<BusEvent[] | 'gap'>;
  /** Calls the listener for each event of the company until the returned function is called. */
  subscribe(companyId: string, listener: BusListener): () => void;
  /**
   * Calls the listener when events may have been missed (the bus reconnected to the database), so
   * streams can tell their clients to reload.
   */
  onGap(listener: () => void): () => void;
}

/** Keeps the listeners of each company; both implementations deliver through it. */
export class LocalSubscribers {
  private readonly byCompany = new Map<string, Set<BusListener>>();
  private readonly gapListeners = new Set<() => void>();

  subscribe(companyId: string, listener: BusListener) {
    let set = this.byCompany.get(companyId);
    if (!set) {
      set = new Set();
      this.byCompany.set(companyId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byCompany.get(companyId) === set) this.byCompany.delete(companyId);
    };
  }

  onGap(listener: () => void) {
    this.gapListeners.add(listener);
    return () => {
      this.gapListeners.delete(listener);
    };
  }

  deliver(event: BusEvent) {
    const set = this.byCompany.get(event.companyId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch {
        // One broken stream must not keep the event from the others.
      }
    }
  }

  gap() {
    for (const listener of [...this.gapListeners]) listener();
  }

  get size() {
    let n = 0;
    for (const set of this.byCompany.values()) n += set.size;
    return n;
  }
}
