import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api';
import { creditLedgerQuery, postingAvailabilityQuery } from '#web/lib/company-credits';
import { queryKeys } from '#web/lib/query-keys';
import { jobQuery, updateJob, useRefreshJobs } from './jobs';

export type PublishOutcome = 'published' | 'not-allowed' | 'no-credits';

/**
 * Why a company may not publish, from the server's availability: credits left (or never had any,
 * or the company is not allowed in yet) is 'Almost there'; every credit used is out of credits.
 * `hadCredits` is asked only when needed (the credit ledger is another call).
 */
export async function refusalOf(
  availability: { remainingJobs: number },
  isAllowed: boolean,
  hadCredits: () => Promise<boolean>,
): Promise<Exclude<PublishOutcome, 'published'>> {
  if (!isAllowed || availability.remainingJobs > 0) return 'not-allowed';
  return (await hadCredits()) ? 'no-credits' : 'not-allowed';
}

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
        return refusalOf(availability, isAllowed, async () => {
          const ledger = await client.fetchQuery({ ...creditLedgerQuery(companyId), staleTime: 0 });
          return ledger.length > 0;
        });
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
