import type { AdminPackageCreate, AdminPackageUpdate, Package } from '@talentdeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const key = ['admin', 'packages'] as const;

export const getAdminPackages = () => api.get<Package[]>('/admin/packages');
export const createAdminPackage = (body: AdminPackageCreate) => api.post<Package>('/admin/packages', body);
export const updateAdminPackage = ({ id, ...body }: AdminPackageUpdate & { id: string }) =>
  api.patch<Package>(`/admin/packages/${id}`, body);

export function useAdminPackages() {
  return useQuery({ queryKey: key, queryFn: getAdminPackages });
}

export function useSaveAdminPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: string; values: AdminPackageCreate }) =>
      input.id ? updateAdminPackage({ id: input.id, ...input.values }) : createAdminPackage(input.values),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
    },
  });
}
