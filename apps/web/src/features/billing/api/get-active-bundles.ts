import type { Bundle } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** Active bundles: not expired, Successful, with jobs left, with their package, newest first. */
export const getActiveBundles = (companyId: string) =>
  api.get<Bundle[]>(`/companies/${companyId}/transactions`, {
    query: {
      filter: JSON.stringify({
        where: { expiryDate: { gte: new Date().toISOString() }, transactionStatus: 'Successful', numberOfJobs: { gt: 0 } },
        include: ['packages'],
        order: ['createdAt DESC'],
        limit: 100,
      }),
    },
  });

export function activeBundlesQuery(companyId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.companies.transactions(companyId ?? ''),
    queryFn: () => getActiveBundles(companyId as string),
    enabled: Boolean(companyId),
  });
}
