import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { type FieldRule, PASSWORD_MAX } from './rules.js';
import { rulesToZod } from './schemas/common.js';

/**
 * A candidate's erasure of their account (GDPR art. 17, docs/decisions/0041): what stays in place
 * of what was theirs, written once for the API (which stores it) and the screens (which show it).
 */
export const ERASURE = {
  /** The name an erased candidate's user row and every company read show. */
  candidateName: 'Erased candidate',
  /** The text of each message the candidate wrote. */
  messageDeleted: '[message deleted]',
  /** What replaces the candidate's name, or a word of it, in the companies' own messages and notifications. */
  nameDeleted: '[name deleted]',
  /** The notification each company concerned receives. */
  companyNotice: 'A candidate erased their account; their applications are kept anonymous',
  /** Words of a name shorter than this are not scrubbed from the companies' texts (an initial is no one). */
  nameWordMin: 2,
} as const;

/**
 * The unique non-address an erased user's email becomes: the column stays unique and not null, and
 * the reserved `.invalid` domain (RFC 2606) can never receive mail.
 */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/** The "Delete my account" dialog's one field: the account's password, which confirms it. */
export const eraseAccountRules = {
  password: { required: MESSAGES.passwordRequired, requiredFirst: true, max: { value: PASSWORD_MAX } },
} as const satisfies Record<string, FieldRule>;

/** POST /api/candidate-app/privacy/erase. */
export const eraseAccountRequestSchema = z.strictObject(rulesToZod(eraseAccountRules));
export type EraseAccountRequest = z.infer<typeof eraseAccountRequestSchema>;
