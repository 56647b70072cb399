import type { MatchExplanation, MatchedCandidateRow, OwnMatch, ReachFilter } from '@talentdeck/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** The matched candidates list loads ten at a time (specification, Matched candidates). */
export const MATCHED_PAGE_SIZE = 10;

export type MatchedPage = { items: MatchedCandidateRow[]; total: number };

/** GET /api/company-jobs/{jobId}/matched-candidates: one page, highest first, with X-Total-Count. */
export async function listMatchedCandidates(jobId: string, offset: number, reach?: ReachFilter): Promise<MatchedPage> {
  let total = 0;
  const items = await api.get<MatchedCandidateRow[]>(`/company-jobs/${encodeURIComponent(jobId)}/matched-candidates`, {
    query: { filter: JSON.stringify({ limit: MATCHED_PAGE_SIZE, offset }), ...(reach ? { reach } : {}) },
    onResponse: (response) => {
      total = Number(response.headers.get('X-Total-Count') ?? 0);
    },
  });
  return { items, total: Math.max(total, offset + items.length) };
}

/**
 * A job's matched candidates, ten at a time. Matching runs in the background after a publish or a
 * profile change, so the list is read again when the window regains focus and every 15 s while it
 * is open: new matches appear without a reload.
 */
export function matchedCandidatesQuery(jobId: string | undefined, reach?: ReachFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.matches.list(jobId ?? '', reach),
    queryFn: ({ pageParam }) => listMatchedCandidates(jobId as string, pageParam, reach),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length < MATCHED_PAGE_SIZE || loaded >= last.total ? undefined : loaded;
    },
    enabled: !!jobId,
    refetchOnWindowFocus: 'always',
    refetchInterval: 15_000,
  });
}

/** GET /api/candidate-matched-job: one candidate's explanation for one of the company's jobs. */
export const candidateMatchQuery = (jobId: string | undefined, candidateId: string | undefined, enabled = true) =>
  queryOptions({
    queryKey: queryKeys.matches.candidate(jobId ?? '', candidateId ?? ''),
    queryFn: () =>
      api.get<MatchExplanation>('/candidate-matched-job', {
        query: { candidateId: candidateId as string, companyJobId: jobId as string },
      }),
    enabled: enabled && !!jobId && !!candidateId,
    retry: false,
  });

/** GET /api/candidate-app/jobs/{jobId}/match: the signed-in candidate's own match and suggestions. */
export const ownMatchQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.candidateApp.ownMatch(jobId),
    queryFn: () => api.get<OwnMatch>(`/candidate-app/jobs/${encodeURIComponent(jobId)}/match`),
    enabled: !!jobId,
    retry: false,
  });

/** The job's title for the matched screens' headers (GET /api/company-job/{jobId}, no relations). */
export const matchedJobTitleQuery = (jobId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.jobs.title(jobId ?? ''),
    queryFn: () => api.get<{ jobTitle: string }>(`/company-job/${encodeURIComponent(jobId as string)}`),
    enabled: !!jobId,
    retry: false,
    select: (job) => job.jobTitle,
  });
