import type { Profile } from '@talentdeck/shared';
import { SIGNED_IN_HINT_COOKIE } from '@talentdeck/shared/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api } from './api';
import { queryKeys } from './query-keys';

/**
 * The signed-in session, shared by every feature: who is signed in, their company, and signing
 * out. Features read the session here and never from one another.
 */
/** Whether the server set a session on this browser (its hint cookie, SIGNED_IN_HINT_COOKIE). */
export const mayBeSignedIn = () => document.cookie.split('; ').some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
const forgetSignedInHint = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the product supports
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/**
 * The signed-in user's profile, or null when signed out: without the hint cookie no request is
 * made (a signed-out page would log a 401); a session that ended on the server (401) clears it.
 */
export async function getMe(): Promise<Profile | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await api.get<Profile>('/user/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSignedInHint();
      return null;
    }
    throw error;
  }
}

export const meQuery = queryOptions({ queryKey: queryKeys.session.me, queryFn: getMe, staleTime: 60_000 });

/** The signed-in user's company id; undefined while loading, signed out or for an administrator. */
export function useCurrentCompanyId(): string | undefined {
  return useQuery(meQuery).data?.id ?? undefined;
}

export const logout = () => api.post<void>('/user/logout');

/**
 * Forgets everything cached about the user and lands on /signin, with a notice for the sign-in
 * page when given: after signing out, or once the account is being erased.
 */
export function useSignedOutLanding() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (notice?: string) => {
    queryClient.clear();
    queryClient.setQueryData(meQuery.queryKey, null);
    localStorage.clear();
    // Unsaved drafts (a profile, a job description) hold personal data: not kept for the next user.
    sessionStorage.clear();
    navigate('/signin', { replace: true, state: notice ? { notice } : undefined });
  };
}

/** Ends the session server-side, then forgets everything cached about the user either way. */
export function useLogout() {
  const land = useSignedOutLanding();
  return useMutation({ mutationFn: logout, onSettled: () => land() });
}
