import type { AdminCompany } from '@talentdeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export type AdminCompaniesParams = { isAllowed: boolean; search: string; page: number; pageSize: number };

export const adminCompaniesQueryKey = ['admin-companies'] as const;

/** One page of companies, waiting or allowed, with the total the server counted. */
export async function getAdminCompanies(params: AdminCompaniesParams) {
  let total = 0;
  const filter = {
    where: { isAllowed: params.isAllowed },
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
    ...(params.isAllowed ? { order: 'companyName ASC' } : {}),
  };
  const items = await api.get<AdminCompany[]>('/admin/companies', {
    query: { filter: JSON.stringify(filter), search: params.search.trim() || undefined },
    onResponse: (response) => {
      total = Number(response.headers.get('x-total-count') ?? 0);
    },
  });
  return { items, total };
}

export function useAdminCompanies(params: AdminCompaniesParams) {
  return useQuery({
    queryKey: [...adminCompaniesQueryKey, params],
    queryFn: () => getAdminCompanies(params),
    placeholderData: keepPreviousData,
  });
}
