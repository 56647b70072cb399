import type { CompanyResponse, UpdateCompanyRequest } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { companyQuery } from '#web/lib/current-company';
import { meQuery } from '#web/lib/session';

export const updateCompany = ({ companyId, ...body }: UpdateCompanyRequest & { companyId: string }) =>
  api.patch<CompanyResponse>(`/company/${encodeURIComponent(companyId)}`, body);

/** Saving completes sign-up, so the profile the guards read (the session's) is fetched again. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQuery(company.id).queryKey, company);
      await queryClient.refetchQueries({ queryKey: meQuery.queryKey });
    },
  });
}
