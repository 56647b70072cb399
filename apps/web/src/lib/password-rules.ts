import { MESSAGES } from '@talentdeck/shared/messages';
import type { FormRule } from 'antd';

/** "Confirm password": required and equal to the password it confirms. */
export function checkConfirmPassword(value: string | undefined, password: string | undefined): string | undefined {
  if (!value) return MESSAGES.confirmPasswordRequired;
  return value === password ? undefined : MESSAGES.passwordsDoNotMatch;
}

/** The same check as antd rules, for the signed-in forms that keep antd's Form. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string | undefined) => {
        const message = checkConfirmPassword(value, getFieldValue(passwordField));
        if (message) throw new Error(message);
      },
    }),
  ];
}
