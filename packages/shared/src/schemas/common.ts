import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { EMAIL_PATTERN, EMAIL_RULE, type FieldRule, STRONG_PASSWORD_RULE, signUpRules } from '../rules.js';
import { hasRefusedCharacters, isSafeUrl, isStorableDate } from '../text.js';

/** The error envelope every non-2xx answer uses (API.md, Conventions). */
export const errorResponseSchema = z.object({
  error: z.object({
    statusCode: z.number().int(),
    name: z.string(),
    message: z.string(),
    code: z.string().optional(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idParamSchema = z.strictObject({ id: z.uuid({ error: MESSAGES.notFound }) });

/**
 * Every text a request carries (body, query, path), instead of `z.string()`: the same string schema
 * that first refuses control characters and broken UTF-16 (text.ts) with MESSAGES.controlCharacters,
 * and stops there, so the answer names that problem rather than a length or pattern it also breaks.
 * `multiline` lets tab, line feed and carriage return through (descriptions, about texts).
 */
export function text(params?: { error?: string }, options: { multiline?: boolean } = {}) {
  return z
    .string(params)
    .refine((v) => !hasRefusedCharacters(v, options.multiline), { message: MESSAGES.controlCharacters, abort: true });
}

/** The query of a list or read that takes a loopback-style `filter` (a JSON text, see the API's platform/filter.ts). */
export const filterQuerySchema = z.strictObject({ filter: text().optional() });

/** An ISO 8601 date-time with its offset, in the years that can be stored (text.ts). */
export const storableDateTime = () =>
  z.iso.datetime({ offset: true }).refine((v) => isStorableDate(Date.parse(v)), MESSAGES.dateOutOfRange);

/** Trims before checking, so '  a  ' is not a two-character name. */
export const trimmed = () => text().trim();

/**
 * A stored link (profile picture, company logo): an http(s) URL or one of our uploads (text.ts's
 * isSafeUrl), so no `javascript:` or `data:` link ever reaches an `href` or `src`.
 */
export const urlField = (message: string = MESSAGES.validLink) =>
  text({ error: message })
    .trim()
    .max(2048, message)
    .refine((v) => isSafeUrl(v), message);

/**
 * The zod schema of a shared field rule (rules.ts): the same checks in the same order, each with
 * the rule's message, so the API answers exactly what the forms say before sending.
 */
export function ruleToZod(rule: FieldRule): z.ZodType<string, string> {
  let schema = text({ error: rule.required });
  if (rule.trim) schema = schema.trim();
  if (rule.lowercase) schema = schema.toLowerCase();
  if (rule.requiredFirst) schema = schema.min(1, rule.required);
  if (rule.min) schema = schema.min(rule.min.value, rule.min.message);
  if (rule.max) schema = schema.max(rule.max.value, rule.max.message);
  if (rule.pattern) schema = schema.regex(rule.pattern.value, rule.pattern.message);
  if (rule.email === undefined) return schema;
  return schema.pipe(z.email({ pattern: EMAIL_PATTERN, error: rule.email || rule.required }));
}

/** Every field of a rule set as a zod schema, keyed as the set is. */
export function rulesToZod<R extends Record<string, FieldRule>>(rules: R): { [K in keyof R]: z.ZodType<string, string> } {
  return Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, ruleToZod(rule)])) as {
    [K in keyof R]: z.ZodType<string, string>;
  };
}

export const emailSchema = ruleToZod(EMAIL_RULE);

/** Reset and collaborator passwords: 8+ with lower, upper, digit and one of @#$%^&*! */
export const strongPasswordSchema = ruleToZod(STRONG_PASSWORD_RULE);

/** Phone with a leading +, 10 to 20 characters in all (digits, spaces, dashes, brackets). */
export const phoneSchema = ruleToZod(signUpRules.phoneNumber);
