import type { Profile } from '@talentdeck/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api } from './api';
import { queryKeys } from './query-keys';

/**
 * The signed-in session, shared by every feature: who is signed in, their company, and signing
 * out. Features read the session here and never from one another.
 */
/** The signed-in user's profile, or null when signed out (401). */
export async function getMe(): Promise<Profile | null> {
  try {
    return await api.get<Profile>('/user/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQuery = queryOptions({ queryKey: queryKeys.session.me, queryFn: getMe, staleTime: 60_000 });

/** The signed-in user's company id; undefined while loading, signed out or for an administrator. */
export function useCurrentCompanyId(): string | undefined {
  return useQuery(meQuery).data?.id ?? undefined;
}

export const logout = () => api.post<void>('/user/logout');

/** Ends the session server-side, then forgets everything cached about the user either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, null);
      localStorage.clear();
      // Unsaved drafts (a profile, a job description) hold personal data: not kept for the next user.
      sessionStorage.clear();
      navigate('/signin', { replace: true });
    },
  });
}
