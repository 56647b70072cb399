import { type JoinWaitlistRequest, MESSAGES, type WaitlistEntry } from '@talentdeck/shared';
import type { AppContext } from '#api/platform/context.js';
import { validationError } from '#api/platform/errors.js';
import { type Principal, requireSelfInCompany } from '#api/platform/policy.js';
import * as repo from './waitlist.repository.js';

const toEntry = (row: repo.WaitlistRow): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  userId: row.userId,
  companyId: row.companyId,
  createdAt: row.createdAt.toISOString(),
});

export async function getWaitlistEntry(ctx: AppContext, principal: Principal, userId: string): Promise<WaitlistEntry | null> {
  requireSelfInCompany(principal, userId);
  const row = await repo.findEntryByUser(ctx.db, userId);
  return row ? toEntry(row) : null;
}

/** Joins the waitlist for oneself, with one's own email; joining again answers the same entry. */
export async function joinWaitlist(ctx: AppContext, principal: Principal, input: JoinWaitlistRequest): Promise<WaitlistEntry> {
  const companyId = requireSelfInCompany(principal, input.userId);
  if (input.email !== principal.email.toLowerCase()) {
    throw validationError([{ field: 'email', message: MESSAGES.waitlistEmailMismatch }]);
  }
  const row = await repo.insertEntryOnce(ctx.db, { userId: principal.userId, companyId, email: principal.email });
  if (!row) throw new Error('waitlist entry missing after insert');
  return toEntry(row);
}
