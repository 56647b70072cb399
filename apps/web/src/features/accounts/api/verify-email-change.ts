import type { UserResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { userQuery } from '#web/lib/user';

export const verifyEmailChange = (secretKey: string) =>
  api.post<UserResponse>('/user/updatedEmailTokenVerification', { secretKey });

export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: (user) => queryClient.setQueryData(userQuery(user.id).queryKey, user),
  });
}
