import type { MessageResponse } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

/** Starts an email change: the server emails a 6-digit code to the new address (also the resend). */
export const requestEmailChange = ({ userId, new_email }: { userId: string; new_email: string }) =>
  api.post<MessageResponse>(`/user/${encodeURIComponent(userId)}/updateEmail`, { new_email });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
