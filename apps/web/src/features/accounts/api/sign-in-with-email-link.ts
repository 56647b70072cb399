import type { LoginResponse } from '@talentdeck/shared';
import { api } from '../../../lib/api';
import { useEmailedSecret } from '../../../lib/use-emailed-secret';

export const signInWithEmailLink = (secretKey: string) => api.post<LoginResponse>('/user/emailTokenVerification', { secretKey });

/** Exchanges the emailed link's secret for a session (the server sets the cookie). */
export const useSignInWithEmailLink = (secretKey: string) =>
  useEmailedSecret('email-verification', secretKey, signInWithEmailLink);
