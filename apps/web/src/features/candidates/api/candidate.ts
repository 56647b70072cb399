import type { CompanyCandidate } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const candidateKey = (candidateId: string) => ['candidate', candidateId] as const;

/**
 * GET /api/candidate/{id}: the candidate with user, criteria, matches, this company's applications
 * and every profile section (the server answers them all without a filter).
 */
export const getCandidate = (candidateId: string) => api.get<CompanyCandidate>(`/candidate/${encodeURIComponent(candidateId)}`);

export const useCandidate = (candidateId: string | undefined) =>
  useQuery({
    queryKey: candidateKey(candidateId ?? ''),
    queryFn: () => getCandidate(candidateId as string),
    enabled: !!candidateId,
  });
