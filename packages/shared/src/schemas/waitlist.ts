import { z } from 'zod';
import { emailSchema } from './common.js';

/** POST /api/waiting-lists: one entry per user, only for oneself. */
export const joinWaitlistRequestSchema = z.strictObject({
  email: emailSchema,
  userId: z.uuid(),
});
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  userId: z.uuid(),
  companyId: z.uuid(),
  createdAt: z.string().describe('When the user joined the waitlist (ISO 8601)'),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/waiting-list-against-user/{userId}: the entry, or null before joining. */
export const waitlistEntryOrNullSchema = waitlistEntrySchema.nullable();
