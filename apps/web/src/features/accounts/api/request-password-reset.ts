import type { ForgotPasswordRequest, MessageResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const requestPasswordReset = (body: ForgotPasswordRequest) => api.post<MessageResponse>('/user/forgetPasswordEmail', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
