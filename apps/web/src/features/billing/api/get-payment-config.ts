import type { PaymentConfig } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const getPaymentConfig = () => api.get<PaymentConfig>('/payments/config');

export function usePaymentConfig() {
  return useQuery({ queryKey: ['payment-config'], queryFn: getPaymentConfig, staleTime: Number.POSITIVE_INFINITY });
}
