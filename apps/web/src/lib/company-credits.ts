import type { PostingAvailability } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/**
 * A company's job credits, read by billing (which sells them) and by the job wizard (which spends
 * one on publishing and must refresh billing's figures afterwards).
 */
export type LedgerEntry = {
  id: string;
  kind: 'purchase' | 'free_job' | 'publish' | 'expiry';
  delta: number;
  bundleId: string;
  jobId: string | null;
  createdAt: string;
};

export const getPostingAvailability = (companyId: string) =>
  api.get<PostingAvailability>(`/company-job-posting-availability/${companyId}`);

/** GET /api/companies/{id}/credit-ledger: every change to the job credits, oldest first. */
export const getCreditLedger = (companyId: string) =>
  api.get<LedgerEntry[]>(`/companies/${encodeURIComponent(companyId)}/credit-ledger`);

export const postingAvailabilityQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.companies.postingAvailability(companyId),
    queryFn: () => getPostingAvailability(companyId),
  });

export const creditLedgerQuery = (companyId: string) =>
  queryOptions({ queryKey: queryKeys.companies.creditLedger(companyId), queryFn: () => getCreditLedger(companyId) });
