import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const verifyResetLink = (secretKey: string) =>
  api.post<{ uniqueKey: string }>('/user/forgetPasswordTokenVerification', { secretKey });

/**
 * Exchanges the emailed reset token once per page visit. It is a query, not a mutation, so the
 * call is deduplicated (React's strict-mode double effects must not spend the single-use token).
 */
export function useVerifyResetLink(secretKey: string) {
  return useQuery({
    queryKey: ['reset-token', secretKey],
    queryFn: () => verifyResetLink(secretKey),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
