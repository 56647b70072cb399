import type { PaymentStatus } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const getPaymentStatus = (sessionId: string) => api.get<PaymentStatus>('/payments/status', { query: { sessionId } });

export function usePaymentStatus(sessionId: string | null) {
  return useQuery({
    queryKey: ['payment-status', sessionId],
    queryFn: () => getPaymentStatus(sessionId as string),
    enabled: Boolean(sessionId),
    // A card still processing settles within seconds: ask again until it has.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 3000 : false),
  });
}
