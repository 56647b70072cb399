import { api } from '#web/lib/api';
import { useEmailedSecret } from '#web/lib/use-emailed-secret';

export const verifyResetLink = (secretKey: string) =>
  api.post<{ uniqueKey: string }>('/user/forgetPasswordTokenVerification', { secretKey });

/** Exchanges the emailed reset token for the key the reset form submits. */
export const useVerifyResetLink = (secretKey: string) => useEmailedSecret('reset-token', secretKey, verifyResetLink);
