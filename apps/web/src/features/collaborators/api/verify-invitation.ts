import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

type Invitation = { userObj: { name: string; email: string } };

export const verifyInvitation = (collaboratorVerificationKey: string) =>
  api.post<Invitation>('/collaborator-verification', { collaboratorVerificationKey });

/** Reads the invitation (name and email) without spending it. */
export const invitationQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.collaborators.invitation(key),
    queryFn: () => verifyInvitation(key),
    retry: false,
    staleTime: 60_000,
  });
