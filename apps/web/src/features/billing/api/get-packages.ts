import type { Package } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const getPackages = () =>
  api.get<Package[]>('/packages', { query: { filter: JSON.stringify({ order: ['createdAt ASC'], limit: 100 }) } });

export const packagesQuery = queryOptions({ queryKey: queryKeys.billing.packages, queryFn: getPackages, staleTime: 60_000 });
