import { NOTIFICATION_TYPES, type Notification, TIMINGS } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/**
 * The newest 100: enough for the badge, which shows at most 99, since opening the bell marks
 * everything read and unread notifications are therefore always the newest.
 */
const FILTER = JSON.stringify({
  where: { notificationType: { inq: NOTIFICATION_TYPES } },
  order: 'createdAt DESC',
  limit: 100,
});

export const getNotifications = (userId: string) =>
  api.get<Notification[]>(`/company-user-notification/${encodeURIComponent(userId)}`, { query: { filter: FILTER } });

/** The bell's list; polled every 15 s only while the live event stream is down. */
export function notificationsQuery(userId: string | undefined, live: boolean) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(userId ?? ''),
    queryFn: () => getNotifications(userId as string),
    enabled: Boolean(userId),
    refetchInterval: live ? false : TIMINGS.pollIntervalMs,
  });
}

export const isReadBy = (n: Notification, userId: string | undefined) =>
  n.companyUsers.some((u) => u.companyUserId === userId && u.read);
