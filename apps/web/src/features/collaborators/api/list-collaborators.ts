import type { Collaborator } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export const collaboratorsQueryKey = (companyId: string) => ['collaborators', companyId] as const;

export const listCollaborators = (companyId: string) =>
  api.get<Collaborator[]>(`/company/${encodeURIComponent(companyId)}/users`);

export function useCollaborators(companyId: string | null | undefined) {
  return useQuery({
    queryKey: collaboratorsQueryKey(companyId ?? ''),
    queryFn: () => listCollaborators(companyId as string),
    enabled: Boolean(companyId),
  });
}
