import type { LoginResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from './get-me';

export const emailTokenVerification = (secretKey: string) => api.post<LoginResponse>('/user/emailTokenVerification', { secretKey });

/** Exchanges the emailed link's secret for a session; the server sets the cookie. */
export function useEmailTokenVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailTokenVerification,
    onSuccess: ({ profile }) => queryClient.setQueryData(meQueryKey, profile),
  });
}
