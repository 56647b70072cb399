import type { PaymentConfig } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const getPaymentConfig = () => api.get<PaymentConfig>('/payments/config');

export const paymentConfigQuery = queryOptions({
  queryKey: queryKeys.config.payments,
  queryFn: getPaymentConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
