import type { WaitlistEntry } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** The user's waitlist entry, or null before joining. */
export const getWaitlistEntry = (userId: string) =>
  api.get<WaitlistEntry | null>(`/waiting-list-against-user/${encodeURIComponent(userId)}`);

export function waitlistEntryQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.waitlist.entry(userId ?? ''),
    queryFn: () => getWaitlistEntry(userId as string),
    enabled: Boolean(userId),
  });
}
