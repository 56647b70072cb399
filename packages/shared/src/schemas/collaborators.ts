import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { text } from './common.js';

export const inviteCollaboratorRequestSchema = z.strictObject({
  name: text({ error: MESSAGES.collaboratorNameRequired })
    .trim()
    .min(1, MESSAGES.collaboratorNameRequired)
    .max(LIMITS.textMax, MESSAGES.collaboratorNameRequired),
  email: text({ error: MESSAGES.collaboratorEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.collaboratorEmailRequired)
    .max(LIMITS.emailMax, MESSAGES.validEmail)
    .pipe(z.email({ error: MESSAGES.validEmail })),
});
export type InviteCollaboratorRequest = z.infer<typeof inviteCollaboratorRequestSchema>;

export const deleteCollaboratorRequestSchema = z.strictObject({ isDeleted: z.literal(true) });

/** A member of the company's team; `id` is the membership (company_users) id used to remove it. */
export const collaboratorSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  isDeleted: z.boolean(),
  /** False until the invited person has set a password. */
  hasJoined: z.boolean(),
  createdAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;
export const collaboratorListSchema = z.array(collaboratorSchema);
