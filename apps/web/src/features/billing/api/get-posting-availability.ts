import { useQuery } from '@tanstack/react-query';
import { getPostingAvailability, postingAvailabilityQueryKey } from '#web/lib/company-credits';

export function usePostingAvailability(companyId: string | null | undefined) {
  return useQuery({
    queryKey: postingAvailabilityQueryKey(companyId ?? ''),
    queryFn: () => getPostingAvailability(companyId as string),
    enabled: Boolean(companyId),
  });
}
