/** The state /profilesettings/change-email-verification is opened with: a flag and the new email. */
export type EmailChangeState = { isEmailChange: true; email: string };

export function readEmailChangeState(state: unknown): EmailChangeState | null {
  const s = state as Partial<EmailChangeState> | null;
  return s?.isEmailChange === true && typeof s.email === 'string' ? { isEmailChange: true, email: s.email } : null;
}
