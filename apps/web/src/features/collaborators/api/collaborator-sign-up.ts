import type { LoginResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from '../../../lib/session';

export const collaboratorSignUp = (body: { collaboratorVerificationKey: string; password: string }) =>
  api.post<LoginResponse>('/collaborator-sign-up', body);

export function useCollaboratorSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collaboratorSignUp,
    onSuccess: ({ profile }) => queryClient.setQueryData(meQueryKey, profile),
  });
}
