import type { CompanyCandidate } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/**
 * GET /api/candidate/{id}: the candidate with user, criteria, matches, this company's applications
 * and every profile section (the server answers them all without a filter).
 */
export const getCandidate = (candidateId: string) => api.get<CompanyCandidate>(`/candidate/${encodeURIComponent(candidateId)}`);

export const candidateQuery = (candidateId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.candidates.one(candidateId ?? ''),
    queryFn: () => getCandidate(candidateId as string),
    enabled: !!candidateId,
  });
