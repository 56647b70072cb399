import type { MessageResponse, SignUpRequest } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const signUp = (body: SignUpRequest) => api.post<MessageResponse>('/user/createCompany', body);

export const useSignUp = () => useMutation({ mutationFn: signUp });
