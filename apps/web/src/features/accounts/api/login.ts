import type { LoginRequest, LoginResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { meQuery } from '#web/lib/session';

export const login = (body: LoginRequest) => api.post<LoginResponse>('/user/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ profile }) => queryClient.setQueryData(meQuery.queryKey, profile),
  });
}
