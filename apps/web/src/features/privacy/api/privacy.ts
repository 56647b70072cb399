import type { MessageResponse, PrivacySettings } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** GET /api/company/{id}/privacy-settings: how long applicants' data is kept. */
export const privacySettingsQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.privacy.settings(companyId ?? ''),
    queryFn: () => api.get<PrivacySettings>(`/company/${companyId}/privacy-settings`),
    enabled: Boolean(companyId),
  });

/** PATCH /api/company/{id}/privacy-settings (the owner). */
export function useUpdatePrivacySettings(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) =>
      apiRequest<PrivacySettings>('PATCH', `/company/${companyId}/privacy-settings`, { body }),
    onSuccess: (settings) => queryClient.setQueryData(privacySettingsQuery(companyId).queryKey, settings),
  });
}

/** POST /api/privacy/keep: the retention notice's "keep my data". */
export const useKeepData = () =>
  useMutation({ mutationFn: (secretKey: string) => api.post<MessageResponse>('/privacy/keep', { secretKey }) });
