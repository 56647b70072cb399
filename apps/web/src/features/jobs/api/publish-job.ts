import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api';
import { creditLedgerQuery, postingAvailabilityQuery } from '#web/lib/company-credits';
import { queryKeys } from '#web/lib/query-keys';
import { jobQuery, updateJob, useRefreshJobs } from './jobs';

export type PublishOutcome = 'published' | 'not-allowed' | 'no-credits';

/**
 * Checks posting availability (always asked afresh: a bundle may have been bought a moment ago),
 * then publishes (PATCH jobStatus Published, which takes one credit in the same transaction).
 * 403 (still on the waitlist) and 402 (no credit left) from the server are outcomes too: the
 * answer may change between the check and the publication.
 */
export function usePublishJob() {
  const client = useQueryClient();
  const refreshJobs = useRefreshJobs();
  return useMutation({
    mutationFn: async ({
      companyId,
      jobId,
      isAllowed,
    }: {
      companyId: string;
      jobId: string;
      isAllowed: boolean;
    }): Promise<PublishOutcome> => {
      const availability = await client.fetchQuery({ ...postingAvailabilityQuery(companyId), staleTime: 0 });
      if (!availability.allowed) {
        // Still on the waitlist, or never had a bundle: 'Almost there'. Had credits, all used: out of credits.
        if (!isAllowed) return 'not-allowed';
        const ledger = await client.fetchQuery({ ...creditLedgerQuery(companyId), staleTime: 0 });
        return ledger.length > 0 ? 'no-credits' : 'not-allowed';
      }
      try {
        const job = await updateJob({ jobId, jobStatus: 'Published' });
        client.setQueryData(jobQuery(jobId).queryKey, (old) => (old ? { ...old, ...job } : job));
        return 'published';
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return 'not-allowed';
        if (error instanceof ApiError && error.status === 402) return 'no-credits';
        throw error;
      }
    },
    onSettled: (_outcome, _error, { companyId }) => {
      // A credit may have been taken: every job list and billing's figures of the company change.
      refreshJobs();
      void client.invalidateQueries({ queryKey: queryKeys.companies.one(companyId) });
    },
  });
}
