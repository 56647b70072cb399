import type { ForgotPasswordRequest, MessageResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const forgetPasswordEmail = (body: ForgotPasswordRequest) => api.post<MessageResponse>('/user/forgetPasswordEmail', body);

export const useForgetPasswordEmail = () => useMutation({ mutationFn: forgetPasswordEmail });
