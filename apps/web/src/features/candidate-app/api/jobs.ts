import type { CandidateJob, JOB_TYPES, WORK_TYPES } from '@talentdeck/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const JOBS_PAGE_SIZE = 10;

type WorkType = (typeof WORK_TYPES)[number];
type JobType = (typeof JOB_TYPES)[number];

export type JobSearch = { q: string; workType?: WorkType; jobType?: JobType; page: number };
export type JobsPage = { jobs: CandidateJob[]; total: number };

/** GET /api/candidate-app/jobs: one page of published jobs, newest first, and the total (X-Total-Count). */
export async function searchJobs(search: JobSearch, signal?: AbortSignal): Promise<JobsPage> {
  const where: Record<string, string> = {};
  if (search.workType) where.workType = search.workType;
  if (search.jobType) where.jobType = search.jobType;
  const filter = { where, limit: JOBS_PAGE_SIZE, offset: (search.page - 1) * JOBS_PAGE_SIZE };
  let total = 0;
  const jobs = await api.get<CandidateJob[]>('/candidate-app/jobs', {
    signal,
    query: { q: search.q.trim() || undefined, filter: JSON.stringify(filter) },
    onResponse: (response) => {
      total = Number(response.headers.get('X-Total-Count') ?? 0);
    },
  });
  return { jobs, total };
}

export const jobSearchQuery = (search: JobSearch) =>
  queryOptions({
    queryKey: queryKeys.candidateApp.jobSearch(search),
    queryFn: ({ signal }) => searchJobs(search, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One published job by id (the same search, filtered on id); null once it is no longer published. */
export async function getCandidateJob(jobId: string, signal?: AbortSignal): Promise<CandidateJob | null> {
  const jobs = await api.get<CandidateJob[]>('/candidate-app/jobs', {
    signal,
    query: { filter: JSON.stringify({ where: { id: jobId }, limit: 1 }) },
  });
  return jobs[0] ?? null;
}

export const candidateJobQuery = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.candidateApp.job(jobId), queryFn: ({ signal }) => getCandidateJob(jobId, signal) });
