import {
  type CreateJobRequest,
  DEFAULT_MATCHING,
  detailsIssues,
  JOB_MESSAGES,
  type JobFields,
  salaryIssues,
  targetIssues,
  type UpdateJobRequest,
} from '@talentdeck/shared';
import { consumeJobCredit } from '#api/modules/billing/billing.service.js';
import { enqueueJobRematch } from '#api/modules/matching/matching.rematch.service.js';
import { assertJobReferences } from '#api/modules/taxonomy/taxonomy.service.js';
import { toMinor } from '#api/platform/amounts.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound, validationError } from '#api/platform/errors.js';
import { type Principal, requireCompany } from '#api/platform/policy.js';
import * as repo from './jobs.repository.js';
import { ownJob, toJob } from './jobs.service.js';
import { sanitizeDescription } from './sanitize.js';

/**
 * Writing a job: the wizard's steps (create, then update), publishing (which takes a credit),
 * pausing, completing and deleting. A change that moves the job's matches queues a rematch.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOB_END_MS = 15 * DAY_MS;

/** The job as the wizard's rules see it (API form). */
function asFields(row: repo.JobRow): Partial<JobFields> {
  const j = toJob(row);
  return { ...j, jobTitle: j.jobTitle, matchingCriteria: j.matchingCriteria ?? undefined } as Partial<JobFields>;
}

function toColumns(input: UpdateJobRequest): Partial<repo.JobInsert> {
  const { minimumSalary, maximumSalary, jobDescription, ...rest } = input;
  const out: Partial<repo.JobInsert> = { ...rest };
  if (minimumSalary !== undefined) out.minimumSalary = toMinor(minimumSalary);
  if (maximumSalary !== undefined) out.maximumSalary = toMinor(maximumSalary);
  if (jobDescription !== undefined) out.jobDescription = sanitizeDescription(jobDescription);
  if (input.skillIds) out.skillIds = [...new Set(input.skillIds)];
  if (input.educationIds) out.educationIds = [...new Set(input.educationIds)];
  if (input.hiringCountries) out.hiringCountries = [...new Set(input.hiringCountries)];
  // A fully remote job has no place; only a fully remote one hires from a list of countries.
  if (input.workType === 'Fully Remote') Object.assign(out, { city: null, country: null, address: null, location: null });
  else if (input.workType) out.hiringCountries = [];
  return out;
}

function assertRules(job: Partial<JobFields>, publishing: boolean) {
  const issues = [...targetIssues(job), ...(publishing ? detailsIssues(job) : salaryIssues(job))];
  const unique = issues.filter((d, i) => issues.findIndex((o) => o.field === d.field) === i);
  if (unique.length) throw validationError(unique);
}

export async function createJob(ctx: AppContext, caller: Principal, companyId: string, input: CreateJobRequest) {
  requireCompany(caller, companyId);
  const draft = { matchingCriteria: DEFAULT_MATCHING, ...input } as Partial<JobFields>;
  if (draft.workType === 'Fully Remote') Object.assign(draft, { city: null, country: null });
  assertRules(draft, false);
  await assertJobReferences(ctx, input);
  const now = new Date();
  const row = await repo.insertJob(ctx.db, {
    ...toColumns({ ...input, matchingCriteria: draft.matchingCriteria }),
    jobTitle: (input.jobTitle ?? '').trim(),
    companyId,
    jobStatus: 'Draft',
    createdAt: now,
    updatedAt: now,
    endDate: new Date(now.getTime() + JOB_END_MS),
  });
  return toJob(row);
}

export async function updateJob(ctx: AppContext, caller: Principal, jobId: string, input: UpdateJobRequest) {
  const row = await ownJob(ctx, caller, jobId);
  const merged = { ...asFields(row), ...input } as Partial<JobFields>;
  if (merged.workType === 'Fully Remote') Object.assign(merged, { city: null, country: null });
  const target = input.jobStatus;
  if (target && target !== row.jobStatus) {
    if (row.jobStatus === 'Completed') throw validationError([{ field: 'jobStatus', message: JOB_MESSAGES.completedJobFrozen }]);
    if (target === 'Draft' && row.publishedAt)
      throw validationError([{ field: 'jobStatus', message: JOB_MESSAGES.publishedJobNotBackToDraft }]);
    if (target === 'Paused' && row.jobStatus !== 'Published')
      throw validationError([{ field: 'jobStatus', message: JOB_MESSAGES.onlyPublishedJobPaused }]);
  }
  const publishing = target === 'Published' && row.jobStatus !== 'Published';
  assertRules(merged, publishing || row.jobStatus === 'Published');
  await assertJobReferences(ctx, { ...merged, professionalExperienceId: merged.professionalExperienceId });
  const values = toColumns(input);
  if (values.jobTitle) values.jobTitle = values.jobTitle.trim();
  if (merged.workType !== 'Fully Remote' && values.hiringCountries) values.hiringCountries = [];

  if (publishing && !row.publishedAt) {
    const companyId = row.companyId;
    // The credit is taken in the publishing transaction: no credit, no publication (402).
    const published = await inTransaction(ctx, async (txCtx) => {
      const row = await repo.publishFirstTime(txCtx.db, jobId, companyId, values);
      if (row) await consumeJobCredit(txCtx, companyId, jobId);
      return row;
    });
    if (published) {
      await enqueueJobRematch(ctx, jobId);
      return toJob(published);
    }
    // Another request published it meanwhile (and paid): answer the job as it is now.
    const now = await repo.findJob(ctx.db, jobId);
    if (!now) throw notFound();
    return toJob(now);
  }
  const updated = await repo.updateJob(ctx.db, jobId, row.companyId, values);
  if (!updated) throw notFound();
  if (changesMatches(row, updated, input)) await enqueueJobRematch(ctx, jobId);
  return toJob(updated);
}

/** What the match score reads of a job (docs/matching.md): a change to one of these rematches it. */
const MATCH_FIELDS = [
  'skillIds',
  'educationIds',
  'professionalExperienceId',
  'ageSpecificationId',
  'gender',
  'workType',
  'location',
  'city',
  'isDisable',
  'matchingCriteria',
] as const;

/**
 * Whether an update changes the job's matches: its status moved into or out of Published, or a
 * published job's criteria were sent. Drafts have no matches, so their edits cost nothing.
 */
function changesMatches(before: repo.JobRow, after: repo.JobRow, input: UpdateJobRequest) {
  if (before.jobStatus !== after.jobStatus) return before.jobStatus === 'Published' || after.jobStatus === 'Published';
  return after.jobStatus === 'Published' && MATCH_FIELDS.some((k) => input[k] !== undefined);
}

export async function deleteJob(ctx: AppContext, caller: Principal, jobId: string) {
  const row = await ownJob(ctx, caller, jobId);
  await repo.softDeleteJob(ctx.db, row.id, row.companyId);
  // A deleted job keeps no matches.
  if (row.jobStatus === 'Published') await enqueueJobRematch(ctx, row.id);
}
