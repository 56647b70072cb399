import type { CandidateExport, CandidateOwnProfile, DiscoverableResponse, MessageResponse } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '#web/lib/api';
import { candidateProfileQuery } from './profile';

/** Everything Talentdeck holds about the signed-in candidate (GDPR art. 15 and 20). */
export const exportMyData = () => api.get<CandidateExport>('/candidate-app/privacy/export');

/** PATCH /api/candidate-app/profile/discoverable: "Let companies find my profile". */
export const setDiscoverable = (discoverable: boolean) =>
  apiRequest<DiscoverableResponse>('PATCH', '/candidate-app/profile/discoverable', { body: { discoverable } });

/** Sets the choice and keeps the cached profile's privacy in step (the one-time notice ends with it). */
export function useSetDiscoverable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscoverable,
    onSuccess: ({ discoverable }) =>
      queryClient.setQueryData<CandidateOwnProfile>(candidateProfileQuery.queryKey, (profile) =>
        profile ? { ...profile, privacy: { ...profile.privacy, discoverable, discoverableNotice: false } } : profile,
      ),
  });
}

/**
 * Erases the signed-in candidate's account (GDPR art. 17), confirmed by their password: 202, and
 * the session is over; a wrong password is a 403 whose message the dialog shows.
 */
export const eraseMyAccount = (password: string) => api.post<MessageResponse>('/candidate-app/privacy/erase', { password });
