import type { AppContext } from '#api/platform/context.js';
import { birthdaysOn, rematchCandidate, rematchJob } from './matching.service.js';

/**
 * The matching engine's work on the durable queue. Each is sent after the change it follows has
 * committed, so the run reads that change. No singletonKey: a run already under way may have read
 * the data before the change, and a second run after it is what makes the result current; runs are
 * idempotent and serialised per job (row lock) and per candidate (advisory lock), so duplicates
 * only cost time.
 */
export const REMATCH_JOB_QUEUE = 'matching.rematch-job';
export const REMATCH_CANDIDATE_QUEUE = 'matching.rematch-candidate';
export const BIRTHDAYS_QUEUE = 'matching.birthdays';
const DAY_SECONDS = 24 * 60 * 60;

/** A job was published, its criteria or status changed, or it was deleted. */
export function enqueueJobRematch(ctx: AppContext, jobId: string) {
  return send(ctx, REMATCH_JOB_QUEUE, { jobId });
}

/** A candidate's profile, skills or test results changed, or they applied to a job. */
export function enqueueCandidateRematch(ctx: AppContext, candidateId: string) {
  return send(ctx, REMATCH_CANDIDATE_QUEUE, { candidateId });
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
