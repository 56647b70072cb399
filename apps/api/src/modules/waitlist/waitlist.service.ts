import { type JoinWaitlistRequest, MESSAGES, type WaitlistEntry } from '@talentdeck/shared';
import type { AppContext } from '../../platform/context.js';
import { notFound, validationError } from '../../platform/errors.js';
import type { Principal } from '../accounts/sessions.repository.js';
import * as repo from './waitlist.repository.js';

const toEntry = (row: repo.WaitlistRow): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  userId: row.userId,
  companyId: row.companyId,
  createdAt: row.createdAt.toISOString(),
});

/** A user's waitlist entry is theirs alone: anyone else's answers 404. */
function assertSelf(principal: Principal, userId: string): string {
  if (principal.userId !== userId || principal.userType !== 'Company' || !principal.companyId) throw notFound();
  return principal.companyId;
}

export async function getWaitlistEntry(ctx: AppContext, principal: Principal, userId: string): Promise<WaitlistEntry | null> {
  assertSelf(principal, userId);
  const row = await repo.findEntryByUser(ctx.db, userId);
  return row ? toEntry(row) : null;
}

/** Joins the waitlist for oneself, with one's own email; joining again answers the same entry. */
export async function joinWaitlist(ctx: AppContext, principal: Principal, input: JoinWaitlistRequest): Promise<WaitlistEntry> {
  const companyId = assertSelf(principal, input.userId);
  if (input.email !== principal.email.toLowerCase()) {
    throw validationError([{ field: 'email', message: MESSAGES.waitlistEmailMismatch }]);
  }
  const row = await repo.insertEntryOnce(ctx.db, { userId: principal.userId, companyId, email: principal.email });
  if (!row) throw new Error('waitlist entry missing after insert');
  return toEntry(row);
}
