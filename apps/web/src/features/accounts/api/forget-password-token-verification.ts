import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const forgetPasswordTokenVerification = (secretKey: string) =>
  api.post<{ uniqueKey: string }>('/user/forgetPasswordTokenVerification', { secretKey });

export const useForgetPasswordTokenVerification = () => useMutation({ mutationFn: forgetPasswordTokenVerification });
