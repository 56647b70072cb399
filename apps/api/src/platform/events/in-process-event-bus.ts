import type { ServerEventName } from '@talentdeck/shared';
import type { Db } from '#api/db/client.js';
import { type EventBus, LocalSubscribers, type PublishOptions } from './event-bus.js';
import { createOldEventsSweep, eventsAfter, storeEvent } from './event-store.js';

/**
 * The bus on the embedded database: one process, so delivery is a function call once the event
 * is stored (the embedded database serves one statement at a time, so ids follow publication).
 */
export function createInProcessEventBus(db: Db): EventBus {
  const local = new LocalSubscribers();
  const sweep = createOldEventsSweep(db);
  return {
    kind: 'in-process',
    async start() {},
    async stop() {},
    async publish(companyId: string, event: ServerEventName, data: unknown, opts?: PublishOptions) {
      await sweep();
      const stored = await storeEvent(db, { audience: companyId, event, data, exceptUserId: opts?.exceptUserId });
      // Delivered on the next tick, as it would be from the database, never inside the caller's stack.
      queueMicrotask(() => local.deliver(stored));
    },
    eventsAfter: (companyId, lastEventId) => eventsAfter(db, companyId, lastEventId),
    subscribe: (companyId, listener) => local.subscribe(companyId, listener),
    onGap: (listener) => local.onGap(listener),
  };
}
