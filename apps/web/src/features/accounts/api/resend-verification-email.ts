import type { MessageResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

/** The path's spelling ('Verfication') is the contract's, kept as is. */
export const resendVerificationEmail = (body: { email: string }) =>
  api.post<MessageResponse>('/user/resendVerficationCode', body);

export const useResendVerificationEmail = () => useMutation({ mutationFn: resendVerificationEmail });
