import type { PostingAvailability } from '@talentdeck/shared';
import { api } from './api';

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

export const postingAvailabilityQueryKey = (companyId: string) => ['posting-availability', companyId] as const;

/** Under ['companies', id]: a purchase refreshes it with the rest of the company's billing. */
export const creditLedgerQueryKey = (companyId: string) => ['companies', companyId, 'credit-ledger'] as const;

export const transactionsQueryKey = (companyId: string) => ['companies', companyId, 'transactions'] as const;

export const getPostingAvailability = (companyId: string) =>
  api.get<PostingAvailability>(`/company-job-posting-availability/${companyId}`);

/** GET /api/companies/{id}/credit-ledger: every change to the job credits, oldest first. */
export const getCreditLedger = (companyId: string) =>
  api.get<LedgerEntry[]>(`/companies/${encodeURIComponent(companyId)}/credit-ledger`);
