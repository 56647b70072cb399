import type { AdminCompany } from '@talentdeck/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export type AdminCompaniesParams = { isAllowed: boolean; search: string; page: number; pageSize: number };

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

export function adminCompaniesQuery(params: AdminCompaniesParams) {
  return queryOptions({
    queryKey: queryKeys.admin.companies(params),
    queryFn: () => getAdminCompanies(params),
    placeholderData: keepPreviousData,
  });
}
