import type { ServerEventName } from '@talentdeck/shared';
import { type EventBus, LocalSubscribers, type PublishOptions } from './event-bus.js';

/** The bus on the embedded database: one process, so delivery is a function call. */
export function createInProcessEventBus(): EventBus {
  const local = new LocalSubscribers();
  return {
    kind: 'in-process',
    async start() {},
    async stop() {},
    async publish(companyId: string, event: ServerEventName, data: unknown, id?: string, opts?: PublishOptions) {
      const exceptUserId = opts?.exceptUserId;
      // Delivered on the next tick, as it would be from the database, never inside the caller's stack.
      queueMicrotask(() => local.deliver({ companyId, event, data, id, ...(exceptUserId ? { exceptUserId } : {}) }));
    },
    subscribe: (companyId, listener) => local.subscribe(companyId, listener),
    onGap: (listener) => local.onGap(listener),
  };
}
