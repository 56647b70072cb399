import type { CompanyResponse } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const companyQueryKey = (companyId: string) => ['company', companyId] as const;

export const getCompany = (companyId: string) => api.get<CompanyResponse>(`/company/${encodeURIComponent(companyId)}`);

export function useCompany(companyId: string | null | undefined) {
  return useQuery({
    queryKey: companyQueryKey(companyId ?? ''),
    queryFn: () => getCompany(companyId as string),
    enabled: Boolean(companyId),
    retry: 1,
  });
}
