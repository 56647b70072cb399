import { api } from '#web/lib/api';
import { emailedSecretQuery } from '#web/lib/emailed-secret';

export const verifyResetLink = (secretKey: string) =>
  api.post<{ uniqueKey: string }>('/user/forgetPasswordTokenVerification', { secretKey });

/** Exchanges the emailed reset token for the key the reset form submits. */
export const verifyResetLinkQuery = (secretKey: string) => emailedSecretQuery('reset-token', secretKey, verifyResetLink);
