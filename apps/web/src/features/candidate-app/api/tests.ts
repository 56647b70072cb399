import type { CandidateTest, SkillTest, TestAttemptRequest } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export type TestAttemptResponse = CandidateTest & { profileRank: number };

/** GET /api/candidate-app/tests: every test, with the candidate's attempt (and its answers) once taken. */
export const getTests = () => api.get<SkillTest[]>('/candidate-app/tests');

export const testsQuery = queryOptions({ queryKey: queryKeys.candidateApp.tests, queryFn: getTests });

/** POST /api/candidate-app/tests/{testId}/attempt: the one attempt, scored by the server. */
export const attemptTest = ({ testId, ...body }: TestAttemptRequest & { testId: string }) =>
  api.post<TestAttemptResponse>(`/candidate-app/tests/${encodeURIComponent(testId)}/attempt`, body);

export function useAttemptTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attemptTest,
    onSuccess: async () => {
      // The attempt changes the test's state and the profile's rank (a pass proves a skill).
      await queryClient.invalidateQueries({ queryKey: queryKeys.candidateApp.tests });
      await queryClient.invalidateQueries({ queryKey: queryKeys.candidateApp.profile });
    },
  });
}
