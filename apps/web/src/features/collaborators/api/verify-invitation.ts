import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

type Invitation = { userObj: { name: string; email: string } };

export const verifyInvitation = (collaboratorVerificationKey: string) =>
  api.post<Invitation>('/collaborator-verification', { collaboratorVerificationKey });

/** Reads the invitation (name and email) without spending it. */
export function useInvitation(key: string) {
  return useQuery({ queryKey: ['invitation', key], queryFn: () => verifyInvitation(key), retry: false, staleTime: 60_000 });
}
