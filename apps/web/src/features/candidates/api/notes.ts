import type { Note } from '@talentdeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { applicationDetailKey } from '#web/lib/job-applications';

const notesKey = (applicationId: string) => [...applicationDetailKey(applicationId), 'notes'] as const;
const notesPath = (applicationId: string) => `/job-applications/${encodeURIComponent(applicationId)}/job-application-notes`;

/** GET /api/job-applications/{id}/job-application-notes: newest first, with the writer's name. */
export const useNotes = (applicationId: string | undefined) =>
  useQuery({
    queryKey: notesKey(applicationId ?? ''),
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
      client.setQueryData<Note[]>(notesKey(applicationId), (old) => [note, ...(old ?? []).filter((n) => n.id !== note.id)]);
      void client.invalidateQueries({ queryKey: notesKey(applicationId) });
    },
  });
}
