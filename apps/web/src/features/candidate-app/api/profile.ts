import type { CandidateOwnProfile, CandidateProfileRequest } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';
import { meQuery } from '#web/lib/session';

/** GET /api/candidate-app/profile: the candidate with every section, and their privacy choices. */
export const getCandidateProfile = () => api.get<CandidateOwnProfile>('/candidate-app/profile');

export const candidateProfileQuery = queryOptions({ queryKey: queryKeys.candidateApp.profile, queryFn: getCandidateProfile });

/** PUT /api/candidate-app/profile: the whole profile; answers it with the recomputed profileRank. */
export const saveCandidateProfile = (body: CandidateProfileRequest) =>
  apiRequest<CandidateOwnProfile>('PUT', '/candidate-app/profile', { body });

export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(candidateProfileQuery.queryKey, profile);
      // The first save completes the candidate's sign-up (the session's profile says so).
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
