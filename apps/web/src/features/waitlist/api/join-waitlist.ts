import type { JoinWaitlistRequest, WaitlistEntry } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { waitlistEntryQuery } from './get-waitlist-entry';

export const joinWaitlist = (body: JoinWaitlistRequest) => api.post<WaitlistEntry>('/waiting-lists', body);

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (entry) => queryClient.setQueryData(waitlistEntryQuery(entry.userId).queryKey, entry),
  });
}
