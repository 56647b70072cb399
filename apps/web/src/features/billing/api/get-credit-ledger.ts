import { useQuery } from '@tanstack/react-query';
import { creditLedgerQueryKey, getCreditLedger } from '#web/lib/company-credits';

export function useCreditLedger(companyId: string | null | undefined) {
  return useQuery({
    queryKey: creditLedgerQueryKey(companyId ?? ''),
    queryFn: () => getCreditLedger(companyId as string),
    enabled: Boolean(companyId),
  });
}
