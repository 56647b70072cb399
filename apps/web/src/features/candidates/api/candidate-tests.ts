import type { AttemptedTest } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

/** GET /api/candidate-tests?filter={"where":{"candidateId":…}}: the tests the candidate attempted, newest attempt first. */
export const getCandidateTests = (candidateId: string) =>
  api.get<AttemptedTest[]>('/candidate-tests', { query: { filter: JSON.stringify({ where: { candidateId } }) } });

export const useCandidateTests = (candidateId: string | undefined) =>
  useQuery({
    queryKey: ['candidate-tests', candidateId],
    queryFn: () => getCandidateTests(candidateId as string),
    enabled: !!candidateId,
  });
