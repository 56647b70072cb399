import type { Collaborator } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** The company's collaborators (the owner aside): their screen, and the people of its audit log. */
export const listCollaborators = (companyId: string) =>
  api.get<Collaborator[]>(`/company/${encodeURIComponent(companyId)}/users`);

export function collaboratorsQuery(companyId: string | null | undefined) {
  return queryOptions({
    queryKey: queryKeys.collaborators.list(companyId ?? ''),
    queryFn: () => listCollaborators(companyId as string),
    enabled: Boolean(companyId),
  });
}
