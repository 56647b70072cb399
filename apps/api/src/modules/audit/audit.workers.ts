import type { AppContext } from '#api/platform/context.js';
import { pruneAuditLog } from './audit.service.js';

export const PRUNE_QUEUE = 'audit.prune';
const DAY_MS = 24 * 3600 * 1000;

/** The day's key: every process schedules the same next run, which the queue keeps once. */
const dayKey = (at: number) => `${PRUNE_QUEUE}:${Math.floor(at / DAY_MS)}`;

/** Once a day, removes the entries past the deployment's retention; one run per day across processes. */
export async function startAuditLogRetention(ctx: AppContext) {
  await ctx.queue.work(PRUNE_QUEUE, async () => {
    try {
      const removed = await pruneAuditLog(ctx);
      if (removed > 0) ctx.log.info({ removed }, 'audit log entries past their retention removed');
    } finally {
      const next = Date.now() + DAY_MS;
      await ctx.queue.send(PRUNE_QUEUE, {}, { singletonKey: dayKey(next), startAfterSeconds: DAY_MS / 1000 });
    }
  });
  await ctx.queue.send(PRUNE_QUEUE, {}, { singletonKey: dayKey(Date.now()) });
}
