import type { PromoAdditionRequest, PromoAdditionResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const addPromo = (body: PromoAdditionRequest) => api.post<PromoAdditionResponse>('/promo-addition', body);

export function useAddPromo() {
  return useMutation({ mutationFn: addPromo });
}
