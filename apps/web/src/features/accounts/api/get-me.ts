import type { Profile } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

export const meQueryKey = ['me'] as const;

/** The signed-in user's profile, or null when signed out (401). */
export async function getMe(): Promise<Profile | null> {
  try {
    return await api.get<Profile>('/user/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
}
