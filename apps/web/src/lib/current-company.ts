import type { CompanyResponse } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useCurrentCompanyId } from './session';

export const companyQueryKey = (companyId: string) => ['company', companyId] as const;

export const getCompany = (companyId: string) => api.get<CompanyResponse>(`/company/${encodeURIComponent(companyId)}`);

/** The signed-in user's company (its business profile); disabled until the session is known. */
export function useCurrentCompany() {
  const companyId = useCurrentCompanyId();
  return useQuery({
    queryKey: companyQueryKey(companyId ?? ''),
    queryFn: () => getCompany(companyId as string),
    enabled: Boolean(companyId),
    retry: 1,
  });
}
