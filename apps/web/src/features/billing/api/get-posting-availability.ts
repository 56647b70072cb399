import type { PostingAvailability } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const postingAvailabilityQueryKey = (companyId: string) => ['posting-availability', companyId] as const;

export const getPostingAvailability = (companyId: string) =>
  api.get<PostingAvailability>(`/company-job-posting-availability/${companyId}`);

export function usePostingAvailability(companyId: string | null | undefined) {
  return useQuery({
    queryKey: postingAvailabilityQueryKey(companyId ?? ''),
    queryFn: () => getPostingAvailability(companyId as string),
    enabled: Boolean(companyId),
  });
}
