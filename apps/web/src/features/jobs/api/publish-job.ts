import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api';
import {
  creditLedgerQueryKey,
  getCreditLedger,
  getPostingAvailability,
  postingAvailabilityQueryKey,
  transactionsQueryKey,
} from '#web/lib/company-credits';
import { jobKey, updateJob } from './jobs';

export type PublishOutcome = 'published' | 'not-allowed' | 'no-credits';

/**
 * Checks posting availability (always asked afresh: a bundle may have been bought a moment ago),
 * then publishes (PATCH jobStatus Published, which takes one credit in the same transaction).
 * 403 (still on the waitlist) and 402 (no credit left) from the server are outcomes too: the
 * answer may change between the check and the publication.
 */
export function usePublishJob() {
  const client = useQueryClient();
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
      const availability = await client.fetchQuery({
        queryKey: postingAvailabilityQueryKey(companyId),
        queryFn: () => getPostingAvailability(companyId),
        staleTime: 0,
      });
      if (!availability.allowed) {
        // Still on the waitlist, or never had a bundle: 'Almost there'. Had credits, all used: out of credits.
        if (!isAllowed) return 'not-allowed';
        const ledger = await client.fetchQuery({
          queryKey: creditLedgerQueryKey(companyId),
          queryFn: () => getCreditLedger(companyId),
          staleTime: 0,
        });
        return ledger.length > 0 ? 'no-credits' : 'not-allowed';
      }
      try {
        const job = await updateJob({ jobId, jobStatus: 'Published' });
        client.setQueryData(jobKey(jobId), (old: object | undefined) => ({ ...old, ...job }));
        return 'published';
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return 'not-allowed';
        if (error instanceof ApiError && error.status === 402) return 'no-credits';
        throw error;
      }
    },
    onSettled: (_outcome, _error, { companyId, jobId }) => {
      // A credit may have been taken: the job, the openings list and billing's figures change.
      void client.invalidateQueries({ queryKey: jobKey(jobId) });
      void client.invalidateQueries({ queryKey: ['company-jobs'] });
      void client.invalidateQueries({ queryKey: postingAvailabilityQueryKey(companyId) });
      void client.invalidateQueries({ queryKey: transactionsQueryKey(companyId) });
      void client.invalidateQueries({ queryKey: creditLedgerQueryKey(companyId) });
    },
  });
}
