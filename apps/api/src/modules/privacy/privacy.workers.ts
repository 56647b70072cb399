import type { AppContext } from '#api/platform/context.js';
import { ERASE_QUEUE, type EraseJob, eraseCandidate, findUnfinishedErasures } from './privacy.erasure.service.js';

/**
 * The worker of candidates' erasures. At each start it queues again every erasure asked for and not
 * finished (a send lost after the request's commit, a job failed for good): running one twice is
 * harmless, so several processes starting at once need no coordination.
 */
export async function startPrivacyWorkers(ctx: AppContext) {
  await ctx.queue.work<EraseJob>(ERASE_QUEUE, (job) => eraseCandidate(ctx, job.candidateId));
  for (const candidateId of await findUnfinishedErasures(ctx)) {
    await ctx.queue.send(ERASE_QUEUE, { candidateId } satisfies EraseJob);
  }
}
