import type { CompanyResponse } from '@talentdeck/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';
import { useCurrentCompanyId } from './session';

export const getCompany = (companyId: string) => api.get<CompanyResponse>(`/company/${encodeURIComponent(companyId)}`);

export const companyQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.companies.profile(companyId ?? ''),
    queryFn: () => getCompany(companyId as string),
    enabled: Boolean(companyId),
    retry: 1,
  });

/** The signed-in user's company (its business profile); disabled until the session is known. */
export const useCurrentCompany = () => useQuery(companyQuery(useCurrentCompanyId()));
