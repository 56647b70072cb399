import { enqueueJobRematch } from '#api/modules/matching/matching.rematch.service.js';
import { notifyCompany } from '#api/modules/notifications/notifications.service.js';
import type { AppContext } from '#api/platform/context.js';
import { scheduleEvery } from '#api/platform/queue/queue.js';
import * as repo from './jobs.repository.js';

export const EXPIRY_QUEUE = 'jobs.expire';
export const EXPIRY_INTERVAL_SECONDS = 300;
const BATCH = 500;

/**
 * Completes the Published jobs whose end date (15 days after creation) has passed and tells each
 * company with a JOBEXPIRED notification. The completing UPDATE claims each job once, ever, so
 * overlapping runs (two processes, a retry) never notify twice.
 */
export async function expireJobs(ctx: AppContext, now = new Date()) {
  let total = 0;
  for (;;) {
    const done = await repo.completeExpiredJobs(ctx.db, now, BATCH);
    for (const job of done) {
      // A completed job keeps no matches.
      await enqueueJobRematch(ctx, job.id);
      await notifyCompany(ctx, {
        companyId: job.companyId,
        type: 'JOBEXPIRED',
        content: `Your job "${job.jobTitle}" has expired and is now Completed.`,
        extras: { companyJobId: job.id, jobTitle: job.jobTitle },
      });
    }
    total += done.length;
    if (done.length < BATCH) return total;
  }
}

/** A recurring check every few minutes on the durable queue; one run per slot across processes. */
export async function startJobExpiry(ctx: AppContext) {
  await scheduleEvery(ctx.queue, EXPIRY_QUEUE, EXPIRY_INTERVAL_SECONDS, async () => {
    await expireJobs(ctx);
  });
}
