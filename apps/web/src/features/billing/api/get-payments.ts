import type { PaymentRecord } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const paymentsQueryKey = (companyId: string) => ['companies', companyId, 'payments'] as const;

export const getPayments = (companyId: string) =>
  api.get<PaymentRecord[]>(`/companies/${companyId}/payments`, {
    query: { filter: JSON.stringify({ include: ['packages'], order: ['createdAt DESC'], limit: 50 }) },
  });

export function usePayments(companyId: string | null | undefined) {
  return useQuery({
    queryKey: paymentsQueryKey(companyId ?? ''),
    queryFn: () => getPayments(companyId as string),
    enabled: Boolean(companyId),
  });
}
