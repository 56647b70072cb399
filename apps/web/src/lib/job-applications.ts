import {
  type APPLICANT_SORTS,
  type APPLICANT_VIDEO_FILTERS,
  APPLICANTS_PAGE_SIZE,
  type APPLICATION_STATUSES,
  type Applicant,
  type ApplicantExperienceFilter,
  type ApplicantsQuery,
  type ApplicationCounts,
  type ReachFilter,
} from '@talentdeck/shared';
import { infiniteQueryOptions, type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * A job's applicants, read by the job's details page (the list and its tabs) and by the candidate
 * overview (its Candidates list, and the refresh after a status change): both features need the
 * same cache entries, so the fetchers and their query options live here.
 */
export type ApplicantFilters = {
  status?: (typeof APPLICATION_STATUSES)[number];
  experience?: ApplicantExperienceFilter;
  video?: (typeof APPLICANT_VIDEO_FILTERS)[number];
  city?: string;
  reach?: ReachFilter;
  sort?: (typeof APPLICANT_SORTS)[number];
};

export type ApplicantsPage = { items: Applicant[]; total: number };

/**
 * The `application` event of GET /api/events: a candidate applied, or a member changed a status.
 * The job's lists and counts, and that application, are read again wherever they are shown.
 */
export function refreshOnApplicationEvent(client: QueryClient, data: { jobApplicationId?: string; companyJobId?: string }) {
  if (data.companyJobId) void client.invalidateQueries({ queryKey: queryKeys.applications.byJob(data.companyJobId) });
  if (data.jobApplicationId)
    void client.invalidateQueries({ queryKey: queryKeys.applications.detail(data.jobApplicationId), exact: true });
}

/** GET /api/company-jobs/{jobId}/job-applications: one page, with the total from X-Total-Count. */
export async function listApplicants(jobId: string, filters: ApplicantFilters, offset: number): Promise<ApplicantsPage> {
  let total = 0;
  const query: Omit<ApplicantsQuery, 'filter'> & { filter: string } = {
    ...filters,
    filter: JSON.stringify({ limit: APPLICANTS_PAGE_SIZE, offset }),
  };
  const items = await api.get<Applicant[]>(`/company-jobs/${encodeURIComponent(jobId)}/job-applications`, {
    query,
    onResponse: (response) => {
      total = Number(response.headers.get('X-Total-Count') ?? 0);
    },
  });
  return { items, total: Math.max(total, offset + items.length) };
}

/** The applicants of a job, five at a time (infinite scroll). */
export function applicantsQuery(jobId: string | undefined, filters: ApplicantFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.applications.list(jobId ?? '', filters),
    queryFn: ({ pageParam }) => listApplicants(jobId as string, filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length < APPLICANTS_PAGE_SIZE || loaded >= last.total ? undefined : loaded;
    },
    enabled: !!jobId,
  });
}

/** GET /api/company-jobs/{jobId}/application-counts */
export const getApplicationCounts = (jobId: string) =>
  api.get<ApplicationCounts>(`/company-jobs/${encodeURIComponent(jobId)}/application-counts`);

export const applicationCountsQuery = (jobId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.applications.counts(jobId ?? ''),
    queryFn: () => getApplicationCounts(jobId as string),
    enabled: !!jobId,
  });

/**
 * After a status change: every list and count of the job is read again (the job's stats too). The
 * openings list counts all applications whatever their status, so it has nothing to refresh.
 */
export function useRefreshJobApplications() {
  const client = useQueryClient();
  return useCallback(
    (jobId: string) => {
      void client.invalidateQueries({ queryKey: queryKeys.applications.byJob(jobId) });
      void client.invalidateQueries({ queryKey: queryKeys.jobs.stats(jobId) });
    },
    [client],
  );
}
