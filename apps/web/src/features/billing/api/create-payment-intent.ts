import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const createPaymentIntent = (body: CreatePaymentIntentRequest) =>
  api.post<CreatePaymentIntentResponse>('/create-payment-intent', body);

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
