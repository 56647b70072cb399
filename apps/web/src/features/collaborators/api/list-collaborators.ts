import type { Collaborator } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const listCollaborators = (companyId: string) =>
  api.get<Collaborator[]>(`/company/${encodeURIComponent(companyId)}/users`);

export function collaboratorsQuery(companyId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.collaborators.list(companyId ?? ''),
    queryFn: () => listCollaborators(companyId as string),
    enabled: Boolean(companyId),
  });
}
