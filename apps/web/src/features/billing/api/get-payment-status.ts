import type { PaymentStatus } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const getPaymentStatus = (sessionId: string) => api.get<PaymentStatus>('/payments/status', { query: { sessionId } });

export function paymentStatusQuery(sessionId: string | null) {
  return queryOptions({
    queryKey: queryKeys.billing.paymentStatus(sessionId ?? ''),
    queryFn: () => getPaymentStatus(sessionId as string),
    enabled: Boolean(sessionId),
    // A card still processing settles within seconds: ask again until it has.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 3000 : false),
  });
}
