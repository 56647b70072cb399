import type { AppContext } from '#api/platform/context.js';
import { enqueueCandidateRematch, REMATCH_CANDIDATE_QUEUE, REMATCH_JOB_QUEUE } from './matching.rematch.service.js';
import { birthdaysOn, rematchCandidate, rematchJob } from './matching.service.js';

/** Once a day, the candidates whose birthday it is (see rematchBirthdays). */
export const BIRTHDAYS_QUEUE = 'matching.birthdays';
const DAY_SECONDS = 24 * 60 * 60;

/** The engine's workers: a job's and a candidate's rematch (sent by matching.rematch.service.ts) and the daily birthdays run. */
export async function startMatchingWorkers(ctx: AppContext) {
  await ctx.queue.work<{ jobId: string }>(REMATCH_JOB_QUEUE, async ({ jobId }) => {
    await rematchJob(ctx, jobId);
  });
  await ctx.queue.work<{ candidateId: string }>(REMATCH_CANDIDATE_QUEUE, async ({ candidateId }) => {
    await rematchCandidate(ctx, candidateId);
  });
  await ctx.queue.work(BIRTHDAYS_QUEUE, async () => {
    try {
      await rematchBirthdays(ctx);
    } finally {
      const next = Date.now() + DAY_SECONDS * 1000;
      await ctx.queue.send(BIRTHDAYS_QUEUE, {}, { singletonKey: dayKey(next), startAfterSeconds: secondsUntilNextDay() });
    }
  });
  await ctx.queue.send(BIRTHDAYS_QUEUE, {}, { singletonKey: dayKey(Date.now()) });
}

/** One run per UTC day across processes (every process schedules the same key; the queue keeps one). */
const dayKey = (at: number) => `${BIRTHDAYS_QUEUE}:${new Date(at).toISOString().slice(0, 10)}`;
const secondsUntilNextDay = (now = Date.now()) => Math.ceil((DAY_SECONDS * 1000 - (now % (DAY_SECONDS * 1000))) / 1000) + 60;

/**
 * Age brackets are checked on the day of computation, so a birthday can move a candidate into or
 * out of a job's bracket without any change of theirs: once a day, the candidates whose birthday
 * it is are rematched.
 */
export async function rematchBirthdays(ctx: AppContext, today = new Date()) {
  for (const candidateId of await birthdaysOn(ctx, today)) await enqueueCandidateRematch(ctx, candidateId);
}
