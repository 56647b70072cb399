import type { MessageResponse, ResetPasswordRequest } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const resetPassword = (body: ResetPasswordRequest) => api.post<MessageResponse>('/user/resetPassword', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
