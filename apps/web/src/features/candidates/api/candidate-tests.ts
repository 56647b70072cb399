import type { AttemptedTest } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** GET /api/candidate-tests?filter={"where":{"candidateId":…}}: the tests the candidate attempted, newest attempt first. */
export const getCandidateTests = (candidateId: string) =>
  api.get<AttemptedTest[]>('/candidate-tests', { query: { filter: JSON.stringify({ where: { candidateId } }) } });

export const candidateTestsQuery = (candidateId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.candidates.tests(candidateId ?? ''),
    queryFn: () => getCandidateTests(candidateId as string),
    enabled: !!candidateId,
  });
