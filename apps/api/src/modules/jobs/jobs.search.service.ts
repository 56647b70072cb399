import { type CandidateJob, JOB_MESSAGES } from '@talentdeck/shared';
import { desc } from 'drizzle-orm';
import { companyJobs } from '#api/db/schema/index.js';
import { companyNames } from '#api/modules/accounts/accounts.service.js';
import { toMajor } from '#api/platform/amounts.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { JOB_FILTER_FIELDS } from './jobs.list.service.js';
import * as repo from './jobs.repository.js';

/** The candidates' side of jobs: the published jobs of every company, and one open job to apply to. */

const { id, jobType, workType, city, country, industryId, jobTitle, createdAt } = JOB_FILTER_FIELDS;
const searchFilter: FilterSpec = {
  // Every company's published jobs: no status, company or deletion keys (the server sets those).
  // `id` lets the candidate app open one job (its page and application form) with the same call.
  where: { id, jobType, workType, city, country, industryId, jobTitle, createdAt },
  order: ['createdAt', 'jobTitle', 'city'],
  // Newest first, id breaking ties (company_jobs_published_created_idx).
  defaultOrder: [desc(companyJobs.createdAt), desc(companyJobs.id)],
};

type Question = { id: string; question: string };

function toCandidateJob(row: repo.JobRow, company: { id: string; companyName: string }, questions: Question[]): CandidateJob {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    jobType: row.jobType,
    workType: row.workType,
    city: row.city,
    country: row.country,
    address: row.address,
    location: row.location,
    industryId: row.industryId,
    skillIds: row.skillIds,
    educationIds: row.educationIds,
    currency: row.currency,
    salaryType: row.salaryType,
    minimumSalary: toMajor(row.minimumSalary),
    maximumSalary: toMajor(row.maximumSalary),
    isDisable: row.isDisable,
    createdAt: row.createdAt.toISOString(),
    company,
    customQuestions: questions,
  };
}

/** Published jobs, `q` searching the title, with the `filter` of API.md; one page and the total. */
export async function searchPublishedJobs(ctx: AppContext, q: string | undefined, rawFilter: string | undefined) {
  const f = parseFilter(rawFilter, searchFilter);
  const { rows, total } = await repo.findPublishedJobs(ctx.db, { q: q?.trim() || undefined, ...f });
  const ids = rows.map((r) => r.id);
  const [questions, companies] = await Promise.all([
    repo.listQuestionsOfJobs(ctx.db, ids),
    companyNames(
      ctx,
      rows.map((r) => r.companyId),
    ),
  ]);
  const jobs = rows.map((row) =>
    toCandidateJob(
      row,
      companies.get(row.companyId) ?? { id: row.companyId, companyName: '' },
      questions.filter((x) => x.companyJobId === row.id).map((x) => ({ id: x.id, question: x.question })),
    ),
  );
  return { jobs, total };
}

/** A job candidates may apply to (Published, not deleted) with its screening questions; else 404. */
export async function getOpenJob(ctx: AppContext, jobId: string) {
  const row = await repo.findJob(ctx.db, jobId);
  if (row?.jobStatus !== 'Published') throw notFound(JOB_MESSAGES.jobNotFound);
  const questions = await repo.listQuestionsOfJobs(ctx.db, [row.id]);
  return { job: row, questions: questions.map((x) => ({ id: x.id, question: x.question })) };
}
