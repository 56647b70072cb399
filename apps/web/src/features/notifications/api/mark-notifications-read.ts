import type { Notification } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const markNotificationsRead = (userId: string) =>
  api.post<void>(`/notification-mark-completed/${encodeURIComponent(userId)}`);

/** Opening the bell marks every notification read; the list shows it at once. */
export function useMarkNotificationsRead(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markNotificationsRead(userId as string),
    onSuccess: () =>
      queryClient.setQueryData<Notification[]>(queryKeys.notifications.list(userId ?? ''), (list) =>
        list?.map((n) => ({
          ...n,
          companyUsers: n.companyUsers.some((u) => u.companyUserId === userId)
            ? n.companyUsers.map((u) => (u.companyUserId === userId ? { ...u, read: true } : u))
            : [...n.companyUsers, { companyUserId: userId as string, read: true }],
        })),
      ),
  });
}
