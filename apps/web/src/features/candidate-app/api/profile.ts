import type { CandidateProfile, CandidateProfileRequest } from '@talentdeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '#web/lib/api';
import { meQueryKey } from '#web/lib/session';

export const candidateProfileQueryKey = ['candidate-app', 'profile'] as const;

/** GET /api/candidate-app/profile: the candidate with every section. */
export const getCandidateProfile = () => api.get<CandidateProfile>('/candidate-app/profile');

export const useCandidateProfile = () => useQuery({ queryKey: candidateProfileQueryKey, queryFn: getCandidateProfile });

/** PUT /api/candidate-app/profile: the whole profile; answers it with the recomputed profileRank. */
export const saveCandidateProfile = (body: CandidateProfileRequest) =>
  apiRequest<CandidateProfile>('PUT', '/candidate-app/profile', { body });

export function useSaveCandidateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCandidateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(candidateProfileQueryKey, profile);
      // The first save completes the candidate's sign-up (the session's profile says so).
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
