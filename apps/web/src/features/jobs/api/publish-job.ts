import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { updateJob } from './jobs';

/** GET /api/company-job-posting-availability/{companyId} (billing). */
export const getPostingAvailability = (companyId: string) =>
  api.get<{ allowed: boolean; remainingJobs: number }>(`/company-job-posting-availability/${encodeURIComponent(companyId)}`);

/** Checks availability, then publishes (PATCH jobStatus Published, which consumes one credit). */
export function usePublishJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, jobId }: { companyId: string; jobId: string }) => {
      const availability = await getPostingAvailability(companyId);
      if (!availability.allowed) return { outcome: 'not-allowed' as const };
      if (availability.remainingJobs <= 0) return { outcome: 'no-credits' as const };
      const job = await updateJob({ jobId, jobStatus: 'Published' });
      return { outcome: 'published' as const, job };
    },
    onSuccess: () => client.invalidateQueries(),
  });
}
