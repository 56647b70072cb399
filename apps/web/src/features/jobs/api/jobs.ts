import type { CreateJobRequest, Job, JobListItem, JobStats, UpdateJobRequest } from '@talentdeck/shared';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const JOBS_PAGE_SIZE = 10;

/** GET /api/company-job/{jobId} with skills and company. */
export const getJob = (jobId: string) =>
  api.get<Job>(`/company-job/${encodeURIComponent(jobId)}`, {
    query: {
      filter: JSON.stringify({
        include: ['skills', 'company', 'industry', 'profession', 'educations', 'professionalExperience', 'ageSpecification'],
      }),
    },
  });
export const jobQuery = (jobId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.jobs.detail(jobId ?? ''),
    queryFn: () => getJob(jobId as string),
    enabled: !!jobId,
    retry: false,
  });

/** POST /api/companies/{companyId}/company-jobs */
export const createJob = ({ companyId, ...body }: CreateJobRequest & { companyId: string }) =>
  api.post<Job>(`/companies/${encodeURIComponent(companyId)}/company-jobs`, body);

/** PATCH /api/company-job/{jobId} */
export const updateJob = ({ jobId, ...body }: UpdateJobRequest & { jobId: string }) =>
  api.patch<Job>(`/company-job/${encodeURIComponent(jobId)}`, body);

/**
 * After any change of a job (saved, published, paused, resumed, completed, deleted): every job
 * query is read again, the openings list and the job filters of the dashboard and the interviews
 * included, since a status decides which list shows the job.
 */
export function useRefreshJobs() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.jobs.all }), [client]);
}

/** A saved job replaces the cached one at once, then every job query is read again. */
function useRememberSavedJob() {
  const client = useQueryClient();
  const refreshJobs = useRefreshJobs();
  return (job: Job) => {
    client.setQueryData(jobQuery(job.id).queryKey, (old) => (old ? { ...old, ...job } : job));
    refreshJobs();
  };
}

export function useCreateJob() {
  return useMutation({ mutationFn: createJob, onSuccess: useRememberSavedJob() });
}

export function useUpdateJob() {
  return useMutation({ mutationFn: updateJob, onSuccess: useRememberSavedJob() });
}

/** PATCH /api/company-jobs/{id} { isJobDeleted: true } */
export const deleteJob = (jobId: string) => api.patch<void>(`/company-jobs/${encodeURIComponent(jobId)}`, { isJobDeleted: true });
export function useDeleteJob() {
  return useMutation({ mutationFn: deleteJob, onSuccess: useRefreshJobs() });
}

export type JobFilters = { jobStatus?: string; jobType?: string; city?: string; days?: number };

/** The server-side `where` of the openings list filters. */
export function whereOf(filters: JobFilters) {
  const where: Record<string, unknown> = {};
  if (filters.jobStatus) where.jobStatus = filters.jobStatus;
  if (filters.jobType) where.jobType = filters.jobType;
  if (filters.city) where.city = filters.city;
  if (filters.days) where.createdAt = { gte: new Date(Date.now() - filters.days * 86_400_000).toISOString() };
  return where;
}

/** GET /api/company-jobs, page by page (infinite scroll). */
export const listJobs = (filters: JobFilters, offset: number) =>
  api.get<JobListItem[]>('/company-jobs', {
    query: {
      filter: JSON.stringify({
        where: whereOf(filters),
        limit: JOBS_PAGE_SIZE,
        offset,
        // The specification's order; the server breaks ties by id.
        order: 'jobTitle ASC',
        fields: ['id', 'jobTitle', 'jobType', 'industryId', 'jobStatus', 'workType', 'city', 'country', 'createdAt'],
        include: ['industry'],
      }),
    },
  });

export function jobsListQuery(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.jobs.list(filters),
    queryFn: ({ pageParam }) => listJobs(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < JOBS_PAGE_SIZE ? undefined : pages.length * JOBS_PAGE_SIZE),
  });
}

/** GET /api/companies/{companyId}/company-job-cities: every city of the company's jobs, sorted. */
export const jobCitiesQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.jobs.cities(companyId ?? ''),
    queryFn: () => api.get<string[]>(`/companies/${encodeURIComponent(companyId as string)}/company-job-cities`),
    enabled: !!companyId,
  });

/** GET /api/company-job-dashboard-stats/{jobId} */
export const jobStatsQuery = (jobId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.jobs.stats(jobId ?? ''),
    queryFn: () => api.get<JobStats>(`/company-job-dashboard-stats/${encodeURIComponent(jobId as string)}`),
    enabled: !!jobId,
  });
