import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type LedgerEntry = {
  id: string;
  kind: 'purchase' | 'free_job' | 'publish' | 'expiry';
  delta: number;
  bundleId: string;
  jobId: string | null;
  createdAt: string;
};

/** Under ['companies', id]: a purchase refreshes it with the rest of the company's billing. */
export const creditLedgerQueryKey = (companyId: string) => ['companies', companyId, 'credit-ledger'] as const;

/** GET /api/companies/{id}/credit-ledger: every change to the job credits, oldest first. */
export const getCreditLedger = (companyId: string) =>
  api.get<LedgerEntry[]>(`/companies/${encodeURIComponent(companyId)}/credit-ledger`);

export function useCreditLedger(companyId: string | null | undefined) {
  return useQuery({
    queryKey: creditLedgerQueryKey(companyId ?? ''),
    queryFn: () => getCreditLedger(companyId as string),
    enabled: Boolean(companyId),
  });
}
