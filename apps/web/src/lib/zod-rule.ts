import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * Turns a shared zod field schema into an antd rule, so the form shows exactly the message the
 * server would answer with (packages/shared is the one source of truth for rules and texts).
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      // antd gives '' for a cleared input; the schemas treat a missing value and '' alike.
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
