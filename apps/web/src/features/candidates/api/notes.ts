import type { Note } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

const notesPath = (applicationId: string) => `/job-applications/${encodeURIComponent(applicationId)}/job-application-notes`;

/** GET /api/job-applications/{id}/job-application-notes: newest first, with the writer's name. */
export const notesQuery = (applicationId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.applications.notes(applicationId ?? ''),
    queryFn: () => api.get<Note[]>(notesPath(applicationId as string)),
    enabled: !!applicationId,
  });

/** POST /api/job-applications/{id}/job-application-notes (the server sets the writer and the time). */
export function useAddNote(applicationId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api.post<Note>(notesPath(applicationId as string), { note }),
    onSuccess: (note) => {
      if (!applicationId) return;
      // Shown at once at the top, then the list is read again for notes other members wrote meanwhile.
      const { queryKey } = notesQuery(applicationId);
      client.setQueryData(queryKey, (old) => [note, ...(old ?? []).filter((n) => n.id !== note.id)]);
      void client.invalidateQueries({ queryKey });
    },
  });
}
