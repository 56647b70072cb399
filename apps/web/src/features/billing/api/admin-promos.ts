import type { AdminPromoCreate, Promo } from '@talentdeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const key = ['admin', 'promos'] as const;

export const getAdminPromos = () => api.get<Promo[]>('/admin/promos');
export const createAdminPromo = (body: AdminPromoCreate) => api.post<Promo>('/admin/promos', body);
export const updateAdminPromo = ({ id, ...body }: Partial<AdminPromoCreate> & { id: string }) =>
  api.patch<Promo>(`/admin/promos/${id}`, body);

export function useAdminPromos() {
  return useQuery({ queryKey: key, queryFn: getAdminPromos });
}

export function useSaveAdminPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; values: AdminPromoCreate }) =>
      input.id ? updateAdminPromo({ id: input.id, ...input.values }) : createAdminPromo(input.values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
