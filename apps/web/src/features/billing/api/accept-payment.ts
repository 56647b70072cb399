import type { PaymentAcceptanceRequest, PaymentRecord } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const acceptPayment = (body: PaymentAcceptanceRequest) => api.post<PaymentRecord>('/payment-acceptance', body);

export function useAcceptPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPayment,
    onSettled: (_data, _error, body) => {
      // The company's billing figures (payments, bundles, credits, posting availability) change.
      void queryClient.invalidateQueries({ queryKey: queryKeys.companies.one(body.companyId) });
    },
  });
}
