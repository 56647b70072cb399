import type { AdminCompany } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminCompaniesQueryKey } from './get-admin-companies';

export const updateAdminCompany = ({ id, isAllowed }: { id: string; isAllowed: boolean }) =>
  api.patch<AdminCompany>(`/admin/companies/${encodeURIComponent(id)}`, { isAllowed });

export function useUpdateAdminCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCompaniesQueryKey }),
  });
}
