import type { LoginResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { meQuery } from '#web/lib/session';

export const acceptInvitation = (body: { collaboratorVerificationKey: string; password: string }) =>
  api.post<LoginResponse>('/collaborator-sign-up', body);

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ profile }) => queryClient.setQueryData(meQuery.queryKey, profile),
  });
}
