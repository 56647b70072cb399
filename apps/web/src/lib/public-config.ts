import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export type PublicConfig = { captchaProvider: 'altcha' | 'none' };

export const getPublicConfig = () => api.get<PublicConfig>('/public-config');

export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });
}
