import type { UserResponse } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const userQueryKey = (userId: string) => ['user', userId] as const;

export const getUser = (userId: string) => api.get<UserResponse>(`/user/${encodeURIComponent(userId)}`);

export function useUser(userId: string | null | undefined) {
  return useQuery({ queryKey: userQueryKey(userId ?? ''), queryFn: () => getUser(userId as string), enabled: Boolean(userId) });
}
