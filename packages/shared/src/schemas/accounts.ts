import { z } from 'zod';
import { LIMITS, USER_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import {
  changePasswordRules,
  collaboratorSignUpRules,
  emailChangeRules,
  forgotPasswordRules,
  resetPasswordRules,
  signInRules,
  signUpRules,
} from '../rules.js';
import { emailSchema, rulesToZod, ruleToZod, text, urlField } from './common.js';

/** The captcha widget's payload; required unless the server runs with CAPTCHA_PROVIDER=none. */
const captchaField = text().max(10_000).optional();

// The form fields' checks and messages come from rules.ts, shared with the web app's forms.
export const signUpRequestSchema = z.strictObject({
  ...rulesToZod(signUpRules),
  captcha: captchaField,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const loginRequestSchema = z.strictObject({
  ...rulesToZod(signInRules),
  captcha: captchaField,
  fcmToken: text().max(4096).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileSchema = z.object({
  id: z.uuid().nullable().describe('The company id; for a candidate the candidate id (null for platform administrators)'),
  userId: z.uuid(),
  userType: z.enum(USER_TYPES),
  isAllowed: z.boolean(),
  isSignUpProcessCompleted: z.boolean(),
  /** Whether the user owns their company (what only an owner may do: read the audit log); false for anyone else. */
  isOwner: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResponseSchema = z.object({ token: z.string(), profile: profileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const emailRequestSchema = z.strictObject({ email: emailSchema });
export const forgotPasswordRequestSchema = z.strictObject({ ...rulesToZod(forgotPasswordRules), captcha: captchaField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const secretKeyRequestSchema = z.strictObject({
  secretKey: text({ error: MESSAGES.verificationLinkInvalid }).trim().min(1, MESSAGES.verificationLinkInvalid).max(200),
});
export type SecretKeyRequest = z.infer<typeof secretKeyRequestSchema>;

export const uniqueKeyResponseSchema = z.object({ uniqueKey: z.string() });

export const resetPasswordRequestSchema = z.strictObject({
  ...rulesToZod(resetPasswordRules),
  uniqueKey: text({ error: MESSAGES.resetLinkInvalid }).trim().min(1, MESSAGES.resetLinkInvalid).max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const userResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  profilePicture: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isAllowed: z.boolean(),
  userType: z.enum(USER_TYPES),
  isSignUpProcessCompleted: z.boolean(),
  companyId: z.uuid().nullable(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

export const updateUserRequestSchema = z.strictObject({
  name: text({ error: MESSAGES.nameRequired }).trim().min(LIMITS.nameMin, MESSAGES.nameRequired).max(LIMITS.textMax).optional(),
  title: text().trim().max(LIMITS.textMax).nullable().optional(),
  profilePicture: urlField().nullable().optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateEmailRequestSchema = z.strictObject({ new_email: ruleToZod(emailChangeRules.new_email) });
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

/** The form calls the field `code`; the API's body names it `secretKey`. */
export const emailCodeRequestSchema = z.strictObject({ secretKey: ruleToZod(emailChangeRules.code) });

export const updatePasswordRequestSchema = z.strictObject(rulesToZod(changePasswordRules));
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

export const collaboratorVerificationRequestSchema = z.strictObject({
  collaboratorVerificationKey: text().trim().min(1).max(200),
});
export const collaboratorVerificationResponseSchema = z.object({
  userObj: z.object({ name: z.string(), email: z.string() }),
});
export const collaboratorSignUpRequestSchema = z.strictObject({
  collaboratorVerificationKey: text().trim().min(1).max(200),
  password: ruleToZod(collaboratorSignUpRules.password),
});
