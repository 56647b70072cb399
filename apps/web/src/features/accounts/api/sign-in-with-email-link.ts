import type { LoginResponse } from '@talentdeck/shared';
import { api } from '#web/lib/api';
import { emailedSecretQuery } from '#web/lib/emailed-secret';

export const signInWithEmailLink = (secretKey: string) => api.post<LoginResponse>('/user/emailTokenVerification', { secretKey });

/** Exchanges the emailed link's secret for a session (the server sets the cookie). */
export const signInWithEmailLinkQuery = (secretKey: string) =>
  emailedSecretQuery('email-verification', secretKey, signInWithEmailLink);
