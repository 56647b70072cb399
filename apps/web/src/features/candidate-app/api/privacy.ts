import type { CandidateExport } from '@talentdeck/shared';
import { api } from '#web/lib/api';

/** Everything Talentdeck holds about the signed-in candidate (GDPR art. 15 and 20). */
export const exportMyData = () => api.get<CandidateExport>('/candidate-app/privacy/export');
