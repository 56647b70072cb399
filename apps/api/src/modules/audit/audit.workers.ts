import type { AppContext } from '#api/platform/context.js';
import { scheduleEvery } from '#api/platform/queue/queue.js';
import { pruneAuditLog } from './audit.service.js';

export const PRUNE_QUEUE = 'audit.prune';
const DAY_SECONDS = 24 * 3600;

/** Once a day, removes the entries past the deployment's retention; one run per day across processes. */
export async function startAuditLogRetention(ctx: AppContext) {
  await scheduleEvery(ctx.queue, PRUNE_QUEUE, DAY_SECONDS, async () => {
    const removed = await pruneAuditLog(ctx);
    if (removed > 0) ctx.log.info({ removed }, 'audit log entries past their retention removed');
  });
}
