import type { ApplyRequest, CandidateApplication, JobApplication } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** GET /api/candidate-app/applications: the candidate's applications, newest first. */
export const getApplications = () => api.get<CandidateApplication[]>('/candidate-app/applications');

/**
 * Companies move applications along meanwhile: the list is read again on the stream's
 * `application` event (useCandidateEvents) and when the candidate comes back to the tab.
 */
export const applicationsQuery = queryOptions({
  queryKey: queryKeys.candidateApp.applications,
  queryFn: getApplications,
  staleTime: 10_000,
  refetchOnWindowFocus: true,
});

/** POST /api/candidate-app/jobs/{jobId}/apply with an answer to every screening question. */
export const applyToJob = ({ jobId, ...body }: ApplyRequest & { jobId: string }) =>
  api.post<JobApplication>(`/candidate-app/jobs/${encodeURIComponent(jobId)}/apply`, body);

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    // A 409 (applied meanwhile, e.g. in another tab) also means the list changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidateApp.applications }),
  });
}
