import type { ApplicationDetail } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** PATCH /api/company/{id}/applications/{applicationId}/legal-hold (the owner). */
export function useSetLegalHold(companyId: string | undefined, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (legalHold: boolean) =>
      apiRequest<{ legalHold: boolean }>('PATCH', `/company/${companyId}/applications/${applicationId}/legal-hold`, {
        body: { legalHold },
      }),
    onSuccess: ({ legalHold }) =>
      queryClient.setQueryData<ApplicationDetail>(queryKeys.applications.detail(applicationId), (application) =>
        application ? { ...application, legalHold } : application,
      ),
  });
}
