import { checkField, type FieldRule } from '@talentdeck/shared/rules';
import type { FormRule } from 'antd';

/**
 * A shared field rule (packages/shared/src/rules.ts) as an antd rule, for the forms that keep
 * antd's Form: the same check and message as the auth screens and the API.
 */
export function sharedRule(rule: FieldRule): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      // antd gives '' for a cleared input and undefined for an untouched one; both are "missing".
      const message = checkField(rule, value ?? '');
      if (message) throw new Error(message);
    },
  };
}
