import type { LoginResponse } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const signInWithEmailLink = (secretKey: string) => api.post<LoginResponse>('/user/emailTokenVerification', { secretKey });

/**
 * Exchanges the emailed link's secret for a session (the server sets the cookie). A query rather
 * than a mutation so the single-use secret is spent once even when effects run twice.
 */
export function useSignInWithEmailLink(secretKey: string) {
  return useQuery({
    queryKey: ['email-verification', secretKey],
    queryFn: () => signInWithEmailLink(secretKey),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
