import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';

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

/** Trims before checking, so '  a  ' is not a two-character name. */
export const trimmed = () => z.string().trim();

export const emailSchema = z
  .string({ error: MESSAGES.validEmail })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, MESSAGES.validEmail)
  .pipe(z.email({ error: MESSAGES.validEmail }));

/** Reset and collaborator passwords: 8+ with lower, upper, digit and one of @#$%^&*! */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@#$%^&*!]).{8,}$/;

export const strongPasswordSchema = z
  .string({ error: MESSAGES.strongPassword })
  .max(128, MESSAGES.strongPassword)
  .regex(STRONG_PASSWORD_PATTERN, MESSAGES.strongPassword);

/** Phone with a leading +, 10 to 20 characters in all (digits, spaces, dashes, brackets). */
export const PHONE_PATTERN = /^\+[0-9][0-9 ()-]*$/;
export const phoneSchema = z
  .string({ error: MESSAGES.phoneNumber })
  .trim()
  .min(LIMITS.phoneMin, MESSAGES.phoneNumber)
  .max(LIMITS.phoneMax, MESSAGES.phoneNumber)
  .regex(PHONE_PATTERN, MESSAGES.phoneNumber);
