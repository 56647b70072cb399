import type { PaymentAcceptanceRequest, PaymentRecord } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { postingAvailabilityQueryKey } from '#web/lib/company-credits';

export const acceptPayment = (body: PaymentAcceptanceRequest) => api.post<PaymentRecord>('/payment-acceptance', body);

export function useAcceptPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPayment,
    onSettled: (_data, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: ['companies', body.companyId] });
      void queryClient.invalidateQueries({ queryKey: postingAvailabilityQueryKey(body.companyId) });
    },
  });
}
