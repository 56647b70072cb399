import type { MessageResponse, UpdatePasswordRequest } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const changePassword = ({ userId, ...body }: UpdatePasswordRequest & { userId: string }) =>
  api.post<MessageResponse>(`/user/${encodeURIComponent(userId)}/updatePassword`, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
