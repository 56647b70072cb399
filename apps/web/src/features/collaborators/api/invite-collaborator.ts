import type { Collaborator, InviteCollaboratorRequest } from '@talentdeck/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const inviteCollaborator = ({ companyId, ...body }: InviteCollaboratorRequest & { companyId: string }) =>
  api.post<Collaborator>(`/company/${encodeURIComponent(companyId)}/invite_collaborator`, body);

/** The list is refreshed by the dialog when it closes (the specification's 0.8 s). */
export const useInviteCollaborator = () => useMutation({ mutationFn: inviteCollaborator });
