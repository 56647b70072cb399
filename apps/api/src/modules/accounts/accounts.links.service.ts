import type { AppContext } from '#api/platform/context.js';
import { hashSecret, newSecret } from '#api/platform/tokens.js';
import * as repo from './accounts.repository.js';
import { issueToken } from './tokens.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A one-use secret for the "keep my data" link of a retention notice (docs/PRIVACY.md), valid for
 * `days`; a newer notice's link replaces it.
 */
export async function issueKeepDataSecret(ctx: AppContext, userId: string, days: number) {
  const secret = newSecret();
  await issueToken(ctx.db, {
    userId,
    purpose: 'keep_data',
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + days * DAY_MS),
  });
  return secret;
}

/** Uses a "keep my data" secret: the user it was sent to, or undefined when it is unknown, used or expired. */
export async function consumeKeepDataSecret(ctx: AppContext, secret: string) {
  const token = await repo.consumeToken(ctx.db, 'keep_data', hashSecret(secret));
  return token?.userId;
}
