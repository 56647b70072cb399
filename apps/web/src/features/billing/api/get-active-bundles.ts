import type { Bundle } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { transactionsQueryKey } from '#web/lib/company-credits';

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

export function useActiveBundles(companyId: string | null | undefined) {
  return useQuery({
    queryKey: transactionsQueryKey(companyId ?? ''),
    queryFn: () => getActiveBundles(companyId as string),
    enabled: Boolean(companyId),
  });
}
