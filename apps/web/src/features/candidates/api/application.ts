import type { APPLICATION_STATUSES, ApplicationDetail } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { useRefreshJobApplications } from '#web/lib/job-applications';
import { queryKeys } from '#web/lib/query-keys';

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** GET /api/job-applications/{id}: answers, candidate, and the job with industry and screening questions. */
export const getApplication = (applicationId: string) =>
  api.get<ApplicationDetail>(`/job-applications/${encodeURIComponent(applicationId)}`);

export const applicationQuery = (applicationId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.applications.detail(applicationId ?? ''),
    queryFn: () => getApplication(applicationId as string),
    enabled: !!applicationId,
  });

/** PATCH /api/job-applications/{id}/candidate-job-status */
export const setApplicationStatus = ({
  applicationId,
  applicationStatus,
}: {
  applicationId: string;
  applicationStatus: ApplicationStatus;
}) =>
  api.patch<{ id: string; applicationStatus: ApplicationStatus; companyJobId: string }>(
    `/job-applications/${encodeURIComponent(applicationId)}/candidate-job-status`,
    { applicationStatus },
  );

/**
 * A status change, applied at once. The cached application takes the status the server answered
 * (never the one asked for), then the job's lists and tab counts are read again.
 */
export function useSetApplicationStatus() {
  const client = useQueryClient();
  const refresh = useRefreshJobApplications();
  return useMutation({
    mutationFn: setApplicationStatus,
    onSuccess: (answer, { applicationId }) => {
      const { queryKey } = applicationQuery(applicationId);
      client.setQueryData(queryKey, (old) => (old ? { ...old, applicationStatus: answer.applicationStatus } : old));
      // Its history gained an entry: read it again.
      void client.invalidateQueries({ queryKey });
      const jobId = answer.companyJobId ?? client.getQueryData(queryKey)?.companyJobId;
      if (jobId) refresh(jobId);
    },
  });
}

/** POST /api/job-applications/{id}/seen: Awaiting becomes Reviewed; any other status stays. */
export const markApplicationSeen = (applicationId: string) =>
  api.post<{ id: string; applicationStatus: ApplicationStatus; companyJobId: string }>(
    `/job-applications/${encodeURIComponent(applicationId)}/seen`,
  );
