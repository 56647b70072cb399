import type { CustomQuestion } from '@talentdeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';

const key = (jobId: string) => ['custom-questions', jobId] as const;

/** GET /api/company-jobs/{jobId}/custom-questions */
export const useCustomQuestions = (jobId: string | undefined) =>
  useQuery({
    queryKey: key(jobId ?? ''),
    queryFn: () => api.get<CustomQuestion[]>(`/company-jobs/${encodeURIComponent(jobId as string)}/custom-questions`),
    enabled: !!jobId,
  });

export function useQuestionMutations(jobId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key(jobId) });
  return {
    /** POST /api/company-jobs/{jobId}/custom-questions */
    add: useMutation({
      mutationFn: (questions: string[]) =>
        api.post<CustomQuestion[]>(`/company-jobs/${encodeURIComponent(jobId)}/custom-questions`, questions),
      onSuccess: refresh,
    }),
    /** PATCH /api/company-job-custom-question-update */
    edit: useMutation({
      mutationFn: (items: { id: string; question: string }[]) =>
        api.patch<CustomQuestion[]>('/company-job-custom-question-update', items),
      onSuccess: refresh,
    }),
    /** DELETE /api/custom-question/{id} */
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(`/custom-question/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
  };
}
