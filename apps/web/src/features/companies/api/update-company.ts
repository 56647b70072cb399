import type { CompanyResponse, UpdateCompanyRequest } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { companyQueryKey } from '#web/lib/current-company';
import { meQueryKey } from '#web/lib/session';

export const updateCompany = ({ companyId, ...body }: UpdateCompanyRequest & { companyId: string }) =>
  api.patch<CompanyResponse>(`/company/${encodeURIComponent(companyId)}`, body);

/** Saving completes sign-up, so the profile the guards read (['me']) is fetched again. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey(company.id), company);
      await queryClient.refetchQueries({ queryKey: meQueryKey });
    },
  });
}
