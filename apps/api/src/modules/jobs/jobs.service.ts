import { JOB_MESSAGES, type Job } from '@talentdeck/shared';
import { getTableColumns } from 'drizzle-orm';
import { companyJobs } from '#api/db/schema/index.js';
import { getCompanyCard } from '#api/modules/accounts/accounts.service.js';
import { getCompanyLogo } from '#api/modules/companies/companies.service.js';
import { taxonomyNames } from '#api/modules/taxonomy/taxonomy.service.js';
import { toMajor } from '#api/platform/amounts.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { actsFor, type Principal, requireCompany, requireCompanyRow } from '#api/platform/policy.js';
import * as repo from './jobs.repository.js';

/**
 * A job as the API shows it, and the reads other modules build on: the caller's own job, jobs by
 * id, the public page's job. Writing a job is in jobs.wizard.service.ts, its questions in
 * jobs.questions.service.ts, its views and application counts in jobs.stats.service.ts.
 */

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

/** The caller's company's live job's id, or 404: for calls that need nothing else of the job. */
export async function ownJobId(ctx: AppContext, caller: Principal, jobId: string): Promise<string> {
  requireCompany(caller, await repo.findJobCompany(ctx.db, jobId));
  return jobId;
}

/** A live job of the caller's company; 404 for anyone else's, a deleted one or an unknown id. */
export async function ownJob(ctx: AppContext, caller: Principal, jobId: string) {
  return requireCompanyRow(caller, await repo.findJob(ctx.db, jobId));
}

/** The distinct cities of the company's live jobs, for the openings list's location filter. */
export async function listJobCities(ctx: AppContext, caller: Principal, companyId: string) {
  requireCompany(caller, companyId);
  return repo.distinctJobCities(ctx.db, companyId);
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
  const mine = actsFor(caller, row.companyId);
  if (!mine && row.jobStatus !== 'Published') throw notFound(JOB_MESSAGES.jobNotFound);
  return pick(await expand(ctx, row, f.include), f.fields);
}

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

/** The public page's job (Published only), with everything it shows. */
export async function findPublicJob(ctx: AppContext, jobId: string) {
  const row = await repo.findJob(ctx.db, jobId);
  if (row?.jobStatus !== 'Published') return undefined;
  return expand(ctx, row, [...INCLUDES]);
}
