import type { AppContext } from '#api/platform/context.js';
import { enqueueCandidateRematches, REMATCH_CANDIDATE_QUEUE, REMATCH_JOB_QUEUE } from './matching.rematch.service.js';
import { monthTurnsOn, rematchCandidate, rematchJob } from './matching.service.js';

/** Once a day, the candidates whose experience grows by a month (see rematchMonthTurns). */
export const MONTH_TURNS_QUEUE = 'matching.month-turns';
const DAY_SECONDS = 24 * 60 * 60;

/** The engine's workers: a job's and a candidate's rematch (sent by matching.rematch.service.ts) and the daily run of the months that turn. */
export async function startMatchingWorkers(ctx: AppContext) {
  await ctx.queue.work<{ jobId: string }>(REMATCH_JOB_QUEUE, async ({ jobId }) => {
    await rematchJob(ctx, jobId);
  });
  await ctx.queue.work<{ candidateId: string }>(REMATCH_CANDIDATE_QUEUE, async ({ candidateId }) => {
    await rematchCandidate(ctx, candidateId);
  });
  await ctx.queue.work(MONTH_TURNS_QUEUE, async () => {
    try {
      await rematchMonthTurns(ctx);
    } finally {
      const next = Date.now() + DAY_SECONDS * 1000;
      await ctx.queue.send(MONTH_TURNS_QUEUE, {}, { singletonKey: dayKey(next), startAfterSeconds: secondsUntilNextDay() });
    }
  });
  await ctx.queue.send(MONTH_TURNS_QUEUE, {}, { singletonKey: dayKey(Date.now()) });
}

/** One run per UTC day across processes (every process schedules the same key; the queue keeps the first). */
const dayKey = (at: number) => `${MONTH_TURNS_QUEUE}:${new Date(at).toISOString().slice(0, 10)}`;
const secondsUntilNextDay = (now = Date.now()) => Math.ceil((DAY_SECONDS * 1000 - (now % (DAY_SECONDS * 1000))) / 1000) + 60;

/**
 * A current job's months are counted to the day of computation, so a candidate's experience grows
 * without any change of theirs: once a day, those whose month turns today are rematched.
 */
export async function rematchMonthTurns(ctx: AppContext, today = new Date()) {
  await enqueueCandidateRematches(ctx, await monthTurnsOn(ctx, today));
}
