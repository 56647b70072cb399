import type { AdminCompany } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const updateAdminCompany = ({ companyId, isAllowed }: { companyId: string; isAllowed: boolean }) =>
  api.patch<AdminCompany>(`/admin/companies/${encodeURIComponent(companyId)}`, { isAllowed });

export function useUpdateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.allCompanies }),
  });
}
