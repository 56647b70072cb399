import { type ApplyRequest, CANDIDATE_MESSAGES, type CandidateApplication, type JobApplication } from '@talentdeck/shared';
import { companyNames } from '#api/modules/accounts/accounts.service.js';
import { applicantCopiesForApplication } from '#api/modules/candidates/candidates.service.js';
import { liveInterviewsByApplication } from '#api/modules/conversations/interviews.service.js';
import { getOpenJob, searchPublishedJobs } from '#api/modules/jobs/jobs.search.service.js';
import { findJobsByIds } from '#api/modules/jobs/jobs.service.js';
import { enqueueCandidateRematch } from '#api/modules/matching/matching.rematch.service.js';
import { pushNotification, recordNotification } from '#api/modules/notifications/notifications.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError, validationError } from '#api/platform/errors.js';
import { publishEvent } from '#api/platform/events/event-bus.js';
import { type Principal, requireCandidate } from '#api/platform/policy.js';
import * as repo from './applications.repository.js';

type AnswerRow = Awaited<ReturnType<typeof repo.findAnswers>>[number];

function toApplication(row: repo.ApplicationRow, answers: AnswerRow[]): JobApplication {
  return {
    id: row.id,
    candidateId: row.candidateId,
    companyJobId: row.companyJobId,
    applicationStatus: row.applicationStatus,
    createdAt: row.createdAt.toISOString(),
    answers: answers.map((a) => ({ questionId: a.questionId, question: a.question, answer: a.answer })),
  };
}

/** GET /api/candidate-app/jobs: published jobs for a candidate (q on the title, filter). */
export async function searchJobs(ctx: AppContext, caller: Principal, q: string | undefined, rawFilter: string | undefined) {
  requireCandidate(caller);
  return searchPublishedJobs(ctx, q, rawFilter);
}

/**
 * POST /api/candidate-app/jobs/{jobId}/apply: the job must be Published (else 404), every screening
 * question answered and not blank, no answer to another question (422 naming each), and one
 * application per candidate and job (409). The application, its answers and the company's
 * JOBAPPLICATION notification are written in one transaction; the notification and the
 * `application` event are pushed once it has committed.
 */
export async function applyToJob(ctx: AppContext, caller: Principal, jobId: string, input: ApplyRequest) {
  const candidateId = requireCandidate(caller);
  const { job, questions } = await getOpenJob(ctx, jobId);
  const given = new Map(input.answers.map((a) => [a.questionId, a.answer.trim()]));
  const issues: { field: string; message: string }[] = [];
  for (const q of questions) {
    if (!given.get(q.id)) issues.push({ field: `answers.${q.id}`, message: CANDIDATE_MESSAGES.answerRequired });
  }
  const known = new Set(questions.map((q) => q.id));
  for (const a of input.answers) {
    if (!known.has(a.questionId)) issues.push({ field: `answers.${a.questionId}`, message: CANDIDATE_MESSAGES.unknownQuestion });
  }
  if (issues.length) throw validationError(issues);

  const answers = questions.map((q) => ({ questionId: q.id, question: q.question, answer: given.get(q.id) as string }));
  const done = await inTransaction(ctx, async (tx) => {
    // The applicants list's copies of the candidate start as the profile is now (docs/decisions/0019).
    const copies = await applicantCopiesForApplication(tx, candidateId);
    const row = await repo.insertApplication(
      tx.db,
      { candidateId, companyJobId: job.id, companyId: job.companyId, ...copies, ...input.origin },
      answers,
    );
    if (!row) return undefined;
    const notification = await recordNotification(tx, {
      companyId: job.companyId,
      type: 'JOBAPPLICATION',
      content: `${caller.name} applied for ${job.jobTitle}`,
      extras: { candidateId, jobApplicationId: row.id, jobId: job.id },
    });
    return { row, notification };
  });
  if (!done) throw new AppError('ALREADY_APPLIED');
  // Every applicant has a stored match with the job (its percentage is on the application).
  await enqueueCandidateRematch(ctx, candidateId);
  await pushNotification(ctx, done.notification);
  const event = { jobApplicationId: done.row.id, companyJobId: job.id, applicationStatus: done.row.applicationStatus };
  await publishEvent(ctx.events, job.companyId, 'application', event).catch((err: unknown) => {
    ctx.log.warn({ err, jobApplicationId: done.row.id }, 'could not push an application event');
  });
  return toApplication(
    done.row,
    answers.map((a, position) => ({ ...a, id: '', position, jobApplicationId: done.row.id })),
  );
}

/** GET /api/candidate-app/applications: the caller's applications with job, company and status, newest first. */
export async function listOwnApplications(ctx: AppContext, caller: Principal): Promise<CandidateApplication[]> {
  const candidateId = requireCandidate(caller);
  const rows = await repo.findApplicationsOfCandidate(ctx.db, candidateId);
  const [answers, jobs, companies, interviews] = await Promise.all([
    repo.findAnswers(
      ctx.db,
      rows.map((r) => r.id),
    ),
    findJobsByIds(
      ctx,
      rows.map((r) => r.companyJobId),
    ),
    companyNames(
      ctx,
      rows.map((r) => r.companyId),
    ),
    liveInterviewsByApplication(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.flatMap((row) => {
    const job = jobs.get(row.companyJobId);
    if (!job) return [];
    return [
      {
        ...toApplication(
          row,
          answers.filter((a) => a.jobApplicationId === row.id),
        ),
        companyJob: {
          id: job.id,
          jobTitle: job.jobTitle,
          jobType: job.jobType,
          workType: job.workType,
          city: job.city,
          country: job.country,
          jobStatus: job.jobStatus,
        },
        company: companies.get(row.companyId) ?? { id: row.companyId, companyName: '' },
        interview: interviews.get(row.id) ?? null,
      },
    ];
  });
}
