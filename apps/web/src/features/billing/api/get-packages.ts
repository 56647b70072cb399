import type { Package } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const packagesQueryKey = ['packages'] as const;

export const getPackages = () =>
  api.get<Package[]>('/packages', { query: { filter: JSON.stringify({ order: ['createdAt ASC'], limit: 100 }) } });

export function usePackages() {
  return useQuery({ queryKey: packagesQueryKey, queryFn: getPackages, staleTime: 60_000 });
}
