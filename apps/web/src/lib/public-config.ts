import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

export type PublicConfig = { captchaProvider: 'altcha' | 'none' };

export const getPublicConfig = () => api.get<PublicConfig>('/public-config');

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config.public,
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
