import { z } from 'zod';
import { LIMITS, USER_TYPES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailSchema, phoneSchema, strongPasswordSchema } from './common.js';

/** The captcha widget's payload; required unless the server runs with CAPTCHA_PROVIDER=none. */
const captchaField = z.string().max(10_000).optional();

export const signUpRequestSchema = z.strictObject({
  name: z
    .string({ error: MESSAGES.fullName })
    .trim()
    .min(LIMITS.nameMin, MESSAGES.fullName)
    .max(LIMITS.textMax, MESSAGES.fullName),
  companyName: z
    .string({ error: MESSAGES.companyName })
    .trim()
    .min(LIMITS.companyNameMin, MESSAGES.companyName)
    .max(LIMITS.textMax, MESSAGES.companyName),
  email: emailSchema,
  phoneNumber: phoneSchema,
  password: z
    .string({ error: MESSAGES.setPassword })
    .min(LIMITS.passwordMin, MESSAGES.setPassword)
    .max(128, MESSAGES.setPassword),
  captcha: captchaField,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.validPassword })
    .min(LIMITS.passwordMin, MESSAGES.validPassword)
    .max(128, MESSAGES.validPassword),
  captcha: captchaField,
  fcmToken: z.string().max(4096).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const profileSchema = z.object({
  id: z.uuid().nullable().describe('The company id (null for platform administrators)'),
  userId: z.uuid(),
  userType: z.enum(USER_TYPES),
  isAllowed: z.boolean(),
  isSignUpProcessCompleted: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResponseSchema = z.object({ token: z.string(), profile: profileSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const emailRequestSchema = z.strictObject({ email: emailSchema });
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema, captcha: captchaField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const secretKeyRequestSchema = z.strictObject({
  secretKey: z.string({ error: MESSAGES.verificationLinkInvalid }).trim().min(1, MESSAGES.verificationLinkInvalid).max(200),
});
export type SecretKeyRequest = z.infer<typeof secretKeyRequestSchema>;

export const uniqueKeyResponseSchema = z.object({ uniqueKey: z.string() });

export const resetPasswordRequestSchema = z.strictObject({
  password: strongPasswordSchema,
  uniqueKey: z.string({ error: MESSAGES.resetLinkInvalid }).trim().min(1, MESSAGES.resetLinkInvalid).max(200),
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
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(LIMITS.nameMin, MESSAGES.nameRequired)
    .max(LIMITS.textMax)
    .optional(),
  title: z.string().trim().max(LIMITS.textMax).nullable().optional(),
  profilePicture: z.string().trim().max(2048).nullable().optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updateEmailRequestSchema = z.strictObject({ new_email: emailSchema });
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

export const EMAIL_CODE_PATTERN = /^\d{6}$/;
export const emailCodeRequestSchema = z.strictObject({
  secretKey: z.string({ error: MESSAGES.emailCodeInvalid }).trim().regex(EMAIL_CODE_PATTERN, MESSAGES.emailCodeInvalid),
});

export const updatePasswordRequestSchema = z.strictObject({
  current_password: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired).max(128),
  new_password: z
    .string({ error: MESSAGES.newPasswordRequired })
    .min(LIMITS.passwordMin, MESSAGES.passwordMinLength)
    .max(128, MESSAGES.passwordMinLength),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

export const collaboratorVerificationRequestSchema = z.strictObject({
  collaboratorVerificationKey: z.string().trim().min(1).max(200),
});
export const collaboratorVerificationResponseSchema = z.object({
  userObj: z.object({ name: z.string(), email: z.string() }),
});
export const collaboratorSignUpRequestSchema = z.strictObject({
  collaboratorVerificationKey: z.string().trim().min(1).max(200),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordMinLength)
    .max(128),
});
