import type { CandidateExport, MessageResponse } from '@talentdeck/shared';
import { api } from '#web/lib/api';

/** Everything Talentdeck holds about the signed-in candidate (GDPR art. 15 and 20). */
export const exportMyData = () => api.get<CandidateExport>('/candidate-app/privacy/export');

/**
 * Erases the signed-in candidate's account (GDPR art. 17), confirmed by their password: 202, and
 * the session is over; a wrong password is a 403 whose message the dialog shows.
 */
export const eraseMyAccount = (password: string) => api.post<MessageResponse>('/candidate-app/privacy/erase', { password });
