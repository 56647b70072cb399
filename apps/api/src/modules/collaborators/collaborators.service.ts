import type { Collaborator, InviteCollaboratorRequest } from '@talentdeck/shared';
import {
  createInvitedUser,
  findTeamMembers,
  getCompanyAccount,
  removeTeamMember,
  type TeamMember,
} from '#api/modules/accounts/team.service.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type Principal, requireCompany } from '#api/platform/policy.js';
import { collaboratorInviteEmail } from './collaborators.emails.js';

const toCollaborator = (m: TeamMember): Collaborator => ({
  id: m.id,
  userId: m.userId,
  name: m.name,
  email: m.email,
  isOwner: m.isOwner,
  isDeleted: m.isDeleted,
  hasJoined: m.hasJoined,
  createdAt: new Date(m.createdAt).toISOString(),
});

/** The team as the specification lists it: collaborators only (owners and removed members excluded). */
export async function listCollaborators(ctx: AppContext, caller: Principal, companyId: string) {
  requireCompany(caller, companyId);
  const members = await findTeamMembers(ctx, companyId);
  return members.filter((m) => !m.isOwner).map(toCollaborator);
}

export async function inviteCollaborator(
  ctx: AppContext,
  caller: Principal,
  companyId: string,
  input: InviteCollaboratorRequest,
) {
  requireCompany(caller, companyId);
  const company = await getCompanyAccount(ctx, companyId);
  if (!company) throw notFound();
  const { member, key } = await createInvitedUser(ctx, { companyId, name: input.name, email: input.email });
  const url = `${ctx.config.publicUrl}/collaborators-sign-up/${key}`;
  await ctx.mailer.send(collaboratorInviteEmail(member.email, member.name, company.companyName, caller.name, url));
  return toCollaborator(member);
}

export async function deleteCollaborator(ctx: AppContext, caller: Principal, membershipId: string) {
  return toCollaborator(await removeTeamMember(ctx, caller, membershipId));
}
