import { createHash, createHmac } from 'node:crypto';
import {
  type CreateJobRequest,
  DEFAULT_MATCHING,
  detailsIssues,
  JOB_MESSAGES,
  type Job,
  type JobFields,
  LIMITS,
  salaryIssues,
  targetIssues,
  type UpdateJobRequest,
} from '@talentdeck/shared';
import { getTableColumns } from 'drizzle-orm';
import { isbot } from 'isbot';
import { companyJobs } from '#api/db/schema/index.js';
import { getCompanyCard } from '#api/modules/accounts/accounts.service.js';
import { countApplicationsByJob } from '#api/modules/applications/applications.counts.service.js';
import { consumeJobCredit } from '#api/modules/billing/billing.service.js';
import { getCompanyLogo } from '#api/modules/companies/companies.service.js';
import { enqueueJobRematch } from '#api/modules/matching/matching.queue.js';
import { assertJobReferences, taxonomyNames } from '#api/modules/taxonomy/taxonomy.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound, validationError } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { callerCompany, type Principal, requireCompany } from '#api/platform/policy.js';
import * as repo from './jobs.repository.js';
import { sanitizeDescription } from './sanitize.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOB_END_MS = 15 * DAY_MS;

/** Amounts travel in major units and are kept in minor units. */
export const toMinor = (v: number | null | undefined) => (v == null ? v : Math.round(v * 100));
export const toMajor = (v: number | null) => (v == null ? null : v / 100);

export function toJob(row: repo.JobRow): Job {
  return {
    id: row.id,
    companyId: row.companyId,
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    industryId: row.industryId,
    professionId: row.professionId,
    skillIds: row.skillIds,
    educationIds: row.educationIds,
    professionalExperienceId: row.professionalExperienceId,
    ageSpecificationId: row.ageSpecificationId,
    gender: row.gender,
    workType: row.workType,
    location: row.location,
    city: row.city,
    country: row.country,
    address: row.address,
    hiringCountries: row.hiringCountries,
    isDisable: row.isDisable,
    jobType: row.jobType,
    currency: row.currency,
    salaryType: row.salaryType,
    minimumSalary: toMajor(row.minimumSalary),
    maximumSalary: toMajor(row.maximumSalary),
    numberOfHiring: row.numberOfHiring,
    jobStatus: row.jobStatus,
    matchingCriteria: row.matchingCriteria,
    isJobDeleted: row.isJobDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    endDate: row.endDate.toISOString(),
  };
}

/** Jobs by id (deleted ones included), for rows that point at them such as applications. */
export async function findJobsByIds(ctx: AppContext, ids: string[]) {
  const rows = await repo.findJobsByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

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

/** A live job of the caller's company; 404 for anyone else's, a deleted one or an unknown id. */
/** The caller's company's live job's id, or 404: for calls that need nothing else of the job. */
export async function ownJobId(ctx: AppContext, caller: Principal, jobId: string): Promise<string> {
  const companyId = callerCompany(caller);
  if ((await repo.findJobCompany(ctx.db, jobId)) !== companyId) throw notFound();
  return jobId;
}

export async function ownJob(ctx: AppContext, caller: Principal, jobId: string) {
  const companyId = callerCompany(caller);
  const row = await repo.findJob(ctx.db, jobId);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

/** The distinct cities of the company's live jobs, for the openings list's location filter. */
export async function listJobCities(ctx: AppContext, caller: Principal, companyId: string) {
  requireCompany(caller, companyId);
  return repo.distinctJobCities(ctx.db, companyId);
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

const INCLUDES = [
  'skills',
  'company',
  'industry',
  'profession',
  'educations',
  'professionalExperience',
  'ageSpecification',
] as const;

async function expand(ctx: AppContext, row: repo.JobRow, include: string[]) {
  const job: Job = toJob(row);
  if (include.length === 0) return job;
  const names = await taxonomyNames(ctx, {
    industryId: row.industryId,
    professionId: row.professionId,
    skillIds: row.skillIds,
    educationIds: row.educationIds,
    experienceId: row.professionalExperienceId,
    ageId: row.ageSpecificationId,
  });
  if (include.includes('industry')) job.industry = names.industry;
  if (include.includes('profession')) job.profession = names.profession;
  if (include.includes('skills')) job.skills = names.skills;
  if (include.includes('educations')) job.educations = names.educations;
  if (include.includes('professionalExperience')) job.professionalExperience = names.professionalExperience;
  if (include.includes('ageSpecification')) job.ageSpecification = names.ageSpecification;
  if (include.includes('company')) {
    // The account module knows the company's name; the logo is part of its profile.
    const [card, companyLogo] = await Promise.all([getCompanyCard(ctx, row.companyId), getCompanyLogo(ctx, row.companyId)]);
    job.company = card ? { ...card, companyLogo } : undefined;
  }
  return job;
}

const RELATIONS = new Set([
  'industry',
  'profession',
  'skills',
  'educations',
  'professionalExperience',
  'ageSpecification',
  'company',
]);
/** Keeps the requested fields (and id, and any included relation). */
const pick = (job: Job, fields: string[] | undefined) =>
  fields
    ? (Object.fromEntries(Object.entries(job).filter(([k]) => k === 'id' || fields.includes(k) || RELATIONS.has(k))) as Job)
    : job;
/** Every job column the API shows (the expiry's and the matching engine's bookkeeping stay inside). */
const INTERNAL_COLUMNS = new Set(['expiredAt', 'matchGateSkillIds']);
export const JOB_FIELDS = Object.keys(getTableColumns(companyJobs)).filter((k) => !INTERNAL_COLUMNS.has(k));

const jobByIdFilter: FilterSpec = { where: {}, fields: JOB_FIELDS, include: [...INCLUDES] };

/** A job by id: its own company sees it in any status; anyone else only when Published. */
export async function getJob(ctx: AppContext, caller: Principal | undefined, jobId: string, rawFilter: string | undefined) {
  const f = parseFilter(rawFilter, jobByIdFilter);
  const row = await repo.findJob(ctx.db, jobId);
  if (!row) throw notFound(JOB_MESSAGES.jobNotFound);
  const mine = caller?.companyId === row.companyId;
  if (!mine && row.jobStatus !== 'Published') throw notFound(JOB_MESSAGES.jobNotFound);
  return pick(await expand(ctx, row, f.include), f.fields);
}

/** The public page's job (Published only), with everything it shows. */
/**
 * A job the public may no longer see: `gone` once completed (which includes expired) or deleted,
 * for good; otherwise a draft or a paused job, which may come back. Undefined for a published or
 * unknown job.
 */
export async function findUnpublishedJob(ctx: AppContext, jobId: string) {
  const row = await repo.findJobState(ctx.db, jobId);
  if (!row || (row.jobStatus === 'Published' && !row.isJobDeleted)) return undefined;
  return { companyId: row.companyId, gone: row.isJobDeleted || row.jobStatus === 'Completed' };
}

export async function findPublicJob(ctx: AppContext, jobId: string) {
  const row = await repo.findJob(ctx.db, jobId);
  if (row?.jobStatus !== 'Published') return undefined;
  return expand(ctx, row, [...INCLUDES]);
}

// Custom questions
const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listQuestions(ctx: AppContext, caller: Principal, jobId: string) {
  await ownJob(ctx, caller, jobId);
  return (await repo.listQuestions(ctx.db, jobId)).map(iso);
}

export async function addQuestions(ctx: AppContext, caller: Principal, jobId: string, questions: string[]) {
  await ownJob(ctx, caller, jobId);
  const rows = await repo.insertQuestions(ctx.db, jobId, questions, LIMITS.customQuestionsMax);
  if (!rows) throw validationError([{ field: 'questions', message: JOB_MESSAGES.questionsMax }]);
  return rows.map(iso);
}

async function ownQuestions(ctx: AppContext, caller: Principal, ids: string[]) {
  const companyId = callerCompany(caller);
  const rows = await repo.findQuestions(ctx.db, [...new Set(ids)]);
  if (rows.length !== new Set(ids).size) throw notFound();
  for (const jobId of new Set(rows.map((r) => r.companyJobId))) {
    const job = await repo.findJob(ctx.db, jobId);
    if (!job || job.companyId !== companyId) throw notFound();
  }
}

export async function updateQuestions(ctx: AppContext, caller: Principal, items: { id: string; question: string }[]) {
  await ownQuestions(
    ctx,
    caller,
    items.map((i) => i.id),
  );
  return (await repo.updateQuestions(ctx.db, items)).map(iso);
}

export async function deleteQuestion(ctx: AppContext, caller: Principal, id: string) {
  await ownQuestions(ctx, caller, [id]);
  await repo.deleteQuestion(ctx.db, id);
}

// Views and stats
const today = () => new Date().toISOString().slice(0, 10);

/** The hashed visitor key: the visitor cookie when present, else the address and browser. */
export const visitorKey = (cookie: string | undefined, ip: string, userAgent: string | undefined) =>
  cookie && /^[a-f0-9]{64}$/.test(cookie)
    ? cookie
    : createHash('sha256')
        .update(`${ip}|${userAgent ?? ''}`)
        .digest('hex');

/** Views one client address can add to a job in a day, however many visitor cookies it brings. */
export const VIEWS_PER_ADDRESS_PER_DAY = 5;

/**
 * Counts a view of a published job: once per visitor per day, at most VIEWS_PER_ADDRESS_PER_DAY
 * per client address per job per day, and never for a client that says it is a crawler (or that
 * names no browser at all). The answer is the same either way, so nothing tells a client whether
 * it was counted.
 */
export async function recordView(
  ctx: AppContext,
  jobId: string,
  visitor: string,
  client: { ip: string; userAgent: string | undefined },
) {
  const row = await repo.findJob(ctx.db, jobId);
  if (row?.jobStatus !== 'Published') throw notFound(JOB_MESSAGES.jobNotFound);
  if (!client.userAgent || isbot(client.userAgent)) return;
  const day = today();
  await repo.recordView(ctx.db, {
    jobId,
    day,
    // The key is hashed again with the job so the stored value links no visitor across jobs.
    visitorHash: createHash('sha256').update(`${jobId}|${visitor}`).digest('hex'),
    // Keyed, so the stored value cannot be turned back into the address by trying every one.
    addressHash: createHmac('sha256', ctx.config.sessionSecret).update(`${client.ip}|${jobId}|${day}`).digest('hex'),
    perAddress: VIEWS_PER_ADDRESS_PER_DAY,
  });
}

export async function jobStats(ctx: AppContext, caller: Principal, jobId: string) {
  const row = await ownJob(ctx, caller, jobId);
  const from = row.createdAt.toISOString().slice(0, 10);
  const lastDay = new Date(Math.min(Date.now(), row.endDate.getTime())).toISOString().slice(0, 10);
  const [perDay, applications] = await Promise.all([
    repo.viewsPerDay(ctx.db, jobId, from, lastDay),
    countApplicationsByJob(ctx, [jobId]),
  ]);
  const counted = new Map(perDay.map((r) => [String(r.day), r.count]));
  const counts = applications.get(jobId);
  const viewsByDay: { date: string; count: number }[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= lastDay; d = new Date(d.getTime() + DAY_MS)) {
    const date = d.toISOString().slice(0, 10);
    viewsByDay.push({ date, count: counted.get(date) ?? 0 });
  }
  return {
    views: viewsByDay.map((v) => v.count),
    viewsByDay,
    totalViews: viewsByDay.reduce((s, v) => s + v.count, 0),
    // The same counts as the job's tabs (GET /api/company-jobs/{jobId}/application-counts).
    totalApplications: counts?.all ?? 0,
    awaitingApplications: counts?.Awaiting ?? 0,
    reviewedApplications: counts?.Reviewed ?? 0,
    shortlistedApplications: counts?.['Shortlist Candidate'] ?? 0,
    hiredApplications: counts?.Hired ?? 0,
    jobStatus: row.jobStatus,
    createdAt: row.createdAt.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}
