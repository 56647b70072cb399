import type { CompanyCandidateExport } from '@talentdeck/shared';
import { api } from '#web/lib/api';

/** Everything the company holds about one candidate (its owner's answer to a data-subject request). */
export const exportCandidate = (companyId: string, candidateId: string) =>
  api.get<CompanyCandidateExport>(
    `/company/${encodeURIComponent(companyId)}/candidates/${encodeURIComponent(candidateId)}/export`,
  );
