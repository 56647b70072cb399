import type { AppContext } from '#api/platform/context.js';

/**
 * The matching engine's work on the durable queue. Each is sent after the change it follows has
 * committed, so the run reads that change. No singletonKey: a run already under way may have read
 * the data before the change, and a second run after it is what makes the result current; runs are
 * idempotent and serialised per job (row lock) and per candidate (advisory lock), so duplicates
 * only cost time. The workers are in matching.queue.ts.
 */
export const REMATCH_JOB_QUEUE = 'matching.rematch-job';
export const REMATCH_CANDIDATE_QUEUE = 'matching.rematch-candidate';

/** A job was published, its criteria or status changed, or it was deleted. */
export function enqueueJobRematch(ctx: AppContext, jobId: string) {
  return send(ctx, REMATCH_JOB_QUEUE, { jobId });
}

/** A candidate's profile, skills or test results changed, or they applied to a job. */
export function enqueueCandidateRematch(ctx: AppContext, candidateId: string) {
  return send(ctx, REMATCH_CANDIDATE_QUEUE, { candidateId });
}

/** Many candidates at once (the daily run of the months that turn): a few statements, not one each. */
export async function enqueueCandidateRematches(ctx: AppContext, candidateIds: string[]) {
  try {
    await ctx.queue.sendMany(
      REMATCH_CANDIDATE_QUEUE,
      candidateIds.map((candidateId) => ({ candidateId })),
    );
  } catch (err) {
    ctx.log.error({ err, queue: REMATCH_CANDIDATE_QUEUE, candidates: candidateIds.length }, 'could not queue rematches');
  }
}

/**
 * The change has committed by now: a queue that cannot take the run must not turn it into an
 * error. The score then waits for the next change of the job or the candidate; the log says so.
 */
async function send(ctx: AppContext, name: string, data: Record<string, string>) {
  try {
    await ctx.queue.send(name, data);
  } catch (err) {
    ctx.log.error({ err, queue: name, ...data }, 'could not queue a rematch');
  }
}
