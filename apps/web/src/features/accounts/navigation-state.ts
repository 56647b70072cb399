/** What /verifyemail needs to know: where the email went and which flow sent it. */
export type VerifyEmailState = { email: string; from: '/' | '/signin' | '/forgotpassword' };

export function readVerifyEmailState(state: unknown): VerifyEmailState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, from } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return null;
  if (from !== '/' && from !== '/signin' && from !== '/forgotpassword') return null;
  return { email, from };
}

/** A message another screen hands to /signin (after a reset, or an invalid link). */
export type SignInNotice = { notice?: string; error?: string };

export function readSignInNotice(state: unknown): SignInNotice {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, error } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    error: typeof error === 'string' ? error : undefined,
  };
}
