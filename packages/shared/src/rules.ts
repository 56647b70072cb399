/**
 * The field rules of the account screens, as plain data: the one source of each rule and message.
 * The web app checks its forms with `checkField` (this module imports no zod, so the sign-in and
 * sign-up pages stay small), and the API's zod schemas are built from the same rules by
 * `ruleToZod` (schemas/common.ts), so both sides accept the same values and say the same words.
 *
 * Each set is keyed by the request body's field names, so a 422's `details` land on the field.
 */
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';
import { hasRefusedCharacters } from './text.js';

/** Phone with a leading +, 10 to 20 characters in all (digits, spaces, dashes, brackets). */
export const PHONE_PATTERN = /^\+[0-9][0-9 ()-]*$/;

/** Reset and collaborator passwords: 8+ with lower, upper, digit and one of @#$%^&*! */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&*!]).{8,}$/;

/** A careers page address: lower-case letters, digits and single hyphens, no hyphen at either end. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The business profile's careers page address (/careers/{slug}). */
export const slugRule: FieldRule = {
  required: MESSAGES.slug,
  trim: true,
  requiredFirst: true,
  min: { value: LIMITS.slugMin, message: MESSAGES.slug },
  max: { value: LIMITS.slugMax, message: MESSAGES.slug },
  pattern: { value: SLUG_PATTERN, message: MESSAGES.slug },
};

/** The 6-digit code sent to a new email address. */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

/** An email address: zod's own default pattern, so the API's `z.email()` and the forms agree. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest password accepted anywhere (argon2 input bound). */
export const PASSWORD_MAX = 128;

type Limit = { value: number; message?: string };

/**
 * One field's rule. The checks run in this order and the first that fails gives the message:
 * required, min, max, pattern, email.
 */
export type FieldRule = {
  /** When the value is missing or (after trimming, if `trim`) empty; also every check without a message of its own. */
  required: string;
  /** Checked (and stored) without surrounding white space. */
  trim?: boolean;
  /** Stored in lower case (emails). */
  lowercase?: boolean;
  /**
   * The API answers an empty string with the `required` message before any other check. Without
   * it the API lets the length or pattern check answer an empty value (the form still says
   * `required`).
   */
  requiredFirst?: boolean;
  min?: Limit;
  max?: Limit;
  pattern?: { value: RegExp; message?: string };
  /** Must be an email address (EMAIL_PATTERN); the message, or `required`'s. */
  email?: string;
};

const email = {
  required: MESSAGES.validEmail,
  trim: true,
  lowercase: true,
  max: { value: LIMITS.emailMax, message: MESSAGES.validEmail },
  email: MESSAGES.validEmail,
} as const satisfies FieldRule;

const strongPassword = {
  required: MESSAGES.strongPassword,
  max: { value: PASSWORD_MAX, message: MESSAGES.strongPassword },
  pattern: { value: STRONG_PASSWORD_PATTERN, message: MESSAGES.strongPassword },
} as const satisfies FieldRule;

/** The email field of every form (sign-up, sign-in, forgot password, new email). */
export const EMAIL_RULE: FieldRule = email;
/** Reset password: 8+ characters with lowercase, uppercase, digit and one of @#$%^&*! */
export const STRONG_PASSWORD_RULE: FieldRule = strongPassword;

export const signUpRules = {
  name: {
    required: MESSAGES.fullName,
    trim: true,
    min: { value: LIMITS.nameMin, message: MESSAGES.fullName },
    max: { value: LIMITS.textMax, message: MESSAGES.fullName },
  },
  companyName: {
    required: MESSAGES.companyName,
    trim: true,
    min: { value: LIMITS.companyNameMin, message: MESSAGES.companyName },
    max: { value: LIMITS.textMax, message: MESSAGES.companyName },
  },
  email,
  phoneNumber: {
    required: MESSAGES.phoneNumber,
    trim: true,
    min: { value: LIMITS.phoneMin, message: MESSAGES.phoneNumber },
    max: { value: LIMITS.phoneMax, message: MESSAGES.phoneNumber },
    pattern: { value: PHONE_PATTERN, message: MESSAGES.phoneNumber },
  },
  password: {
    required: MESSAGES.setPassword,
    min: { value: LIMITS.passwordMin, message: MESSAGES.setPassword },
    max: { value: PASSWORD_MAX, message: MESSAGES.setPassword },
  },
} as const satisfies Record<string, FieldRule>;

/** The candidate's sign-up: the company sign-up's name, email and password rules. */
export const candidateSignUpRules = {
  name: signUpRules.name,
  email,
  password: signUpRules.password,
} as const satisfies Record<string, FieldRule>;

export const signInRules = {
  email,
  password: {
    required: MESSAGES.validPassword,
    min: { value: LIMITS.passwordMin, message: MESSAGES.validPassword },
    max: { value: PASSWORD_MAX, message: MESSAGES.validPassword },
  },
} as const satisfies Record<string, FieldRule>;

export const forgotPasswordRules = { email } as const satisfies Record<string, FieldRule>;

export const resetPasswordRules = { password: strongPassword } as const satisfies Record<string, FieldRule>;

export const changePasswordRules = {
  current_password: { required: MESSAGES.currentPasswordRequired, requiredFirst: true, max: { value: PASSWORD_MAX } },
  new_password: {
    required: MESSAGES.newPasswordRequired,
    min: { value: LIMITS.passwordMin, message: MESSAGES.passwordMinLength },
    max: { value: PASSWORD_MAX, message: MESSAGES.passwordMinLength },
  },
} as const satisfies Record<string, FieldRule>;

export const collaboratorSignUpRules = {
  password: {
    required: MESSAGES.passwordRequired,
    requiredFirst: true,
    min: { value: LIMITS.passwordMin, message: MESSAGES.passwordMinLength },
    max: { value: PASSWORD_MAX },
  },
} as const satisfies Record<string, FieldRule>;

/** Changing the email: the new address, then the 6-digit code sent to it (`secretKey` in the API). */
export const emailChangeRules = {
  new_email: email,
  code: {
    required: MESSAGES.emailCodeInvalid,
    trim: true,
    pattern: { value: EMAIL_CODE_PATTERN, message: MESSAGES.emailCodeInvalid },
  },
} as const satisfies Record<string, FieldRule>;

/** The message of the first check `value` fails, or undefined when it passes. */
export function checkField(rule: FieldRule, value: unknown): string | undefined {
  if (typeof value !== 'string') return rule.required;
  if (hasRefusedCharacters(value)) return MESSAGES.controlCharacters;
  let text = rule.trim ? value.trim() : value;
  if (rule.lowercase) text = text.toLowerCase();
  if (text === '') return rule.required;
  if (rule.min && text.length < rule.min.value) return rule.min.message ?? rule.required;
  if (rule.max && text.length > rule.max.value) return rule.max.message ?? rule.required;
  if (rule.pattern && !rule.pattern.value.test(text)) return rule.pattern.message ?? rule.required;
  if (rule.email !== undefined && !EMAIL_PATTERN.test(text)) return rule.email || rule.required;
  return undefined;
}
