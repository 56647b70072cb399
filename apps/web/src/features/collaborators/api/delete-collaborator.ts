import type { Collaborator } from '@talentdeck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export const deleteCollaborator = (membershipId: string) =>
  api.patch<Collaborator>(`/company-user-delete/${encodeURIComponent(membershipId)}`, { isDeleted: true });

export function useDeleteCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollaborator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.collaborators.all }),
  });
}
