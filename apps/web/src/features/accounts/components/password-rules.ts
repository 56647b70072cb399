import { MESSAGES } from '@talentdeck/shared';
import type { FormRule } from 'antd';

/** "Confirm password": required and equal to the field it confirms. */
export function confirmPasswordRules(passwordField: string): FormRule[] {
  return [
    { required: true, message: MESSAGES.confirmPasswordRequired },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (!value || getFieldValue(passwordField) === value) return;
        throw new Error(MESSAGES.passwordsDoNotMatch);
      },
    }),
  ];
}
