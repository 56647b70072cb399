import type { AppContext } from '#api/platform/context.js';
import { scheduleEvery } from '#api/platform/queue/queue.js';
import { ERASE_QUEUE, type EraseJob, eraseCandidate, findUnfinishedErasures } from './privacy.erasure.service.js';
import { runRetention } from './privacy.retention.service.js';

export const RETENTION_QUEUE = 'privacy.retention';
const DAY_SECONDS = 24 * 3600;

/**
 * The worker of candidates' erasures, and the daily retention run (docs/PRIVACY.md). At each start
 * every erasure asked for and not finished (a send lost after the request's commit, a job failed
 * for good) is queued again: running one twice is harmless, so several processes starting at once
 * need no coordination. The retention run is once a day across processes.
 */
export async function startPrivacyWorkers(ctx: AppContext) {
  await ctx.queue.work<EraseJob>(ERASE_QUEUE, (job) => eraseCandidate(ctx, job.candidateId));
  for (const candidateId of await findUnfinishedErasures(ctx)) {
    await ctx.queue.send(ERASE_QUEUE, { candidateId } satisfies EraseJob);
  }
  await scheduleEvery(ctx.queue, RETENTION_QUEUE, DAY_SECONDS, async () => {
    const done = await runRetention(ctx);
    ctx.log.info(done, 'retention run');
    // A full batch: the rest in a minute, not tomorrow (one such run per minute across processes).
    if (done.more) {
      const minute = Math.floor(Date.now() / 60_000);
      await ctx.queue.send(RETENTION_QUEUE, {}, { singletonKey: `${RETENTION_QUEUE}:more:${minute}`, startAfterSeconds: 60 });
    }
  });
}
