import type { UserResponse } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

/** The signed-in user's email (the login profile does not carry it); the waitlist entry needs it. */
export const getAccount = (userId: string) => api.get<UserResponse>(`/user/${encodeURIComponent(userId)}`);

export function useAccountEmail(userId: string | undefined) {
  return useQuery({
    queryKey: ['user', userId],
    queryFn: () => getAccount(userId as string),
    enabled: Boolean(userId),
    select: (user) => user.email,
  });
}
