import { JOB_MESSAGES, LIMITS } from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound, validationError } from '#api/platform/errors.js';
import { type Principal, requireCompanyRow } from '#api/platform/policy.js';
import * as repo from './jobs.repository.js';
import { ownJob } from './jobs.service.js';

/** A job's custom questions, asked of its applicants (at most LIMITS.customQuestionsMax). */

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listQuestions(ctx: AppContext, caller: Principal, jobId: string) {
  await ownJob(ctx, caller, jobId);
  return (await repo.listQuestions(ctx.db, jobId)).map(iso);
}

export async function addQuestions(ctx: AppContext, caller: Principal, jobId: string, questions: string[]) {
  await ownJob(ctx, caller, jobId);
  // The job row is locked first, so two requests cannot both fit under the limit.
  const rows = await inTransaction(ctx, async (tx) => {
    await repo.lockJob(tx.db, jobId);
    if ((await repo.countQuestions(tx.db, jobId)) + questions.length > LIMITS.customQuestionsMax) return undefined;
    return repo.insertQuestions(tx.db, jobId, questions);
  });
  if (!rows) throw validationError([{ field: 'questions', message: JOB_MESSAGES.questionsMax }]);
  return rows.map(iso);
}

async function ownQuestions(ctx: AppContext, caller: Principal, ids: string[]) {
  const rows = await repo.findQuestions(ctx.db, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw notFound();
  for (const jobId of new Set(rows.map((r) => r.companyJobId))) {
    requireCompanyRow(caller, await repo.findJob(ctx.db, jobId));
  }
}

export async function updateQuestions(ctx: AppContext, caller: Principal, items: { id: string; question: string }[]) {
  await ownQuestions(
    ctx,
    caller,
    items.map((i) => i.id),
  );
  const rows = await inTransaction(ctx, async (tx) => {
    const out = [];
    for (const item of items) {
      const row = await repo.updateQuestion(tx.db, item);
      if (row) out.push(row);
    }
    return out;
  });
  return rows.map(iso);
}

export async function deleteQuestion(ctx: AppContext, caller: Principal, id: string) {
  await ownQuestions(ctx, caller, [id]);
  await repo.deleteQuestion(ctx.db, id);
}
