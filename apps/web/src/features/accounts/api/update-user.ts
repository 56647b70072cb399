import type { UpdateUserRequest, UserResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { userQuery } from '#web/lib/user';

export const updateUser = ({ userId, ...body }: UpdateUserRequest & { userId: string }) =>
  api.patch<UserResponse>(`/user/${encodeURIComponent(userId)}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQuery(user.id).queryKey, user),
  });
}
