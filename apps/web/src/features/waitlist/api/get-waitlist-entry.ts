import type { WaitlistEntry } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const waitlistEntryQueryKey = (userId: string | undefined) => ['waitlist-entry', userId] as const;

/** The user's waitlist entry, or null before joining. */
export const getWaitlistEntry = (userId: string) =>
  api.get<WaitlistEntry | null>(`/waiting-list-against-user/${encodeURIComponent(userId)}`);

export function useWaitlistEntry(userId: string | undefined) {
  return useQuery({
    queryKey: waitlistEntryQueryKey(userId),
    queryFn: () => getWaitlistEntry(userId as string),
    enabled: Boolean(userId),
  });
}
