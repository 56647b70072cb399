import type { PaymentRecord } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const getPayments = (companyId: string) =>
  api.get<PaymentRecord[]>(`/companies/${companyId}/payments`, {
    query: { filter: JSON.stringify({ include: ['packages'], order: ['createdAt DESC'], limit: 50 }) },
  });

export function paymentsQuery(companyId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.companies.payments(companyId ?? ''),
    queryFn: () => getPayments(companyId as string),
    enabled: Boolean(companyId),
  });
}
