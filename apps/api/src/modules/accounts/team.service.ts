import { LIMITS, TOKEN_TTL } from '@talentdeck/shared';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { isUniqueViolation } from '#api/platform/db-errors.js';
import { AppError, notFound } from '#api/platform/errors.js';
import { isSelf, type Principal, requireCompany } from '#api/platform/policy.js';
import { hashSecret, newSecret } from '#api/platform/tokens.js';
import { revokeUserSessions } from './sessions.repository.js';
import * as repo from './team.repository.js';
import { issueToken, retireTokens } from './tokens.repository.js';

/**
 * What other modules may do with company accounts and memberships (the companies module edits the
 * account's name and sign-up state; the collaborators module invites and removes members).
 */

export type CompanyAccount = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;
export type TeamMember = NonNullable<repo.MemberRow>;

export async function getCompanyAccount(ctx: AppContext, companyId: string): Promise<CompanyAccount | undefined> {
  return repo.findCompany(ctx.db, companyId);
}

export async function updateCompanyAccount(
  ctx: AppContext,
  companyId: string,
  values: { companyName?: string; phoneNumber?: string | null; isSignUpProcessCompleted?: boolean },
): Promise<CompanyAccount> {
  const updated = await repo.updateCompany(ctx.db, companyId, values);
  if (!updated) throw notFound();
  return updated;
}

/** The user ids of a company's live members (owner and collaborators not removed). */
export async function memberUserIds(ctx: AppContext, companyId: string): Promise<string[]> {
  return repo.findMemberUserIds(ctx.db, companyId);
}

export async function findTeamMembers(ctx: AppContext, companyId: string): Promise<TeamMember[]> {
  return repo.findMembers(ctx.db, companyId);
}

export async function getTeamMember(ctx: AppContext, membershipId: string): Promise<TeamMember | undefined> {
  return repo.findMembership(ctx.db, membershipId);
}

/**
 * Invites someone to the company: a user of type Company with no password, their membership, and
 * a single-use `collaborator_invite` key (stored hashed) that expires after
 * TOKEN_TTL.collaboratorInviteDays. Inviting again someone who has not joined yet, or a removed
 * collaborator, sends a fresh key and the earlier one stops working. Each company may send
 * LIMITS.invitationsPerCompanyPerDay invitations a day. Answers the key for the emailed link.
 */
export async function createInvitedUser(
  ctx: AppContext,
  input: { companyId: string; name: string; email: string },
): Promise<{ member: TeamMember; key: string }> {
  const key = newSecret();
  let outcome: InviteOutcome;
  try {
    outcome = await inviteMember(ctx, {
      ...input,
      tokenHash: hashSecret(key),
      expiresAt: new Date(Date.now() + TOKEN_TTL.collaboratorInviteDays * 24 * 3600_000),
      dailyLimit: LIMITS.invitationsPerCompanyPerDay,
    });
  } catch (err) {
    // Two invitations of one new address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_EXISTS');
    throw err;
  }
  if (outcome.kind === 'member') throw new AppError('PERSON_EXISTS');
  if (outcome.kind === 'taken') throw new AppError('EMAIL_EXISTS');
  if (outcome.kind === 'limit') throw new AppError('INVITATION_LIMIT');
  const member = await repo.findMembership(ctx.db, outcome.membershipId);
  if (!member) throw new Error('membership vanished');
  return { member, key };
}

type InviteOutcome = { kind: 'invited'; membershipId: string } | { kind: 'member' } | { kind: 'taken' } | { kind: 'limit' };

/**
 * Invites `email` to the company in one transaction: decides on the locked account, takes one of
 * the company's daily invitation slots, creates or refreshes the member, and replaces any earlier
 * invitation key by the new one. A refusal writes nothing, so it uses no slot.
 */
function inviteMember(
  ctx: AppContext,
  input: { companyId: string; name: string; email: string; tokenHash: string; expiresAt: Date; dailyLimit: number },
): Promise<InviteOutcome> {
  return inTransaction(ctx, async (tx): Promise<InviteOutcome> => {
    const existing = await repo.lockAccount(tx.db, { email: input.email });
    // Another company's invitation that lapsed unanswered holds the address no more.
    const lapsed =
      existing !== undefined &&
      existing.companyId !== input.companyId &&
      repo.isUnjoinedInvitee(existing) &&
      !(await repo.hasLiveInvitation(tx.db, existing.userId));
    if (existing && !lapsed) {
      if (existing.companyId !== input.companyId || !existing.membershipId) return { kind: 'taken' };
      if (!existing.isDeleted && !repo.isUnjoinedInvitee(existing)) return { kind: 'member' };
      if (existing.isOwner) return { kind: 'taken' };
    }
    if (!(await repo.takeInvitationSlot(tx.db, input.companyId, input.dailyLimit))) return { kind: 'limit' };

    let userId: string;
    let membershipId: string;
    if (existing && lapsed) {
      await repo.releaseInvitee(tx.db, existing);
      userId = existing.userId;
      membershipId = await repo.insertMembership(tx.db, input.companyId, userId);
      await repo.updateInviteeUser(tx.db, userId, { name: input.name });
    } else if (!existing?.membershipId) {
      ({ userId, membershipId } = await repo.insertInvitedUser(tx.db, input));
    } else {
      userId = existing.userId;
      membershipId = existing.membershipId;
      // A removed collaborator comes back without their old password: only the new link lets them in.
      await repo.updateInviteeUser(tx.db, userId, { name: input.name, passwordHash: null });
      if (existing.isDeleted) await repo.restoreMembership(tx.db, membershipId);
    }
    await issueToken(tx.db, { userId, purpose: 'collaborator_invite', tokenHash: input.tokenHash, expiresAt: input.expiresAt });
    return { kind: 'invited', membershipId };
  });
}

/**
 * Removes a member from the company: the membership is marked deleted, their pending invitation is
 * retired and every session of theirs ends at once. The owner cannot be removed, nor can one remove
 * oneself; a membership of another company is "not found".
 */
export async function removeTeamMember(ctx: AppContext, caller: Principal, membershipId: string): Promise<TeamMember> {
  const member = await repo.findMembership(ctx.db, membershipId);
  if (!member || member.isDeleted) throw notFound();
  requireCompany(caller, member.companyId);
  if (member.isOwner) throw new AppError('OWNER_NOT_REMOVABLE');
  if (isSelf(caller, member.userId)) throw new AppError('CANNOT_REMOVE_SELF');
  if (!(await repo.markMembershipDeleted(ctx.db, membershipId))) throw notFound();
  await retireTokens(ctx.db, member.userId, 'collaborator_invite');
  await revokeUserSessions(ctx.db, member.userId);
  return { ...member, isDeleted: true };
}
