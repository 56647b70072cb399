import type { CustomQuestion } from '@talentdeck/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

/** GET /api/company-jobs/{jobId}/custom-questions */
export const customQuestionsQuery = (jobId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.jobs.customQuestions(jobId ?? ''),
    queryFn: () => api.get<CustomQuestion[]>(`/company-jobs/${encodeURIComponent(jobId as string)}/custom-questions`),
    enabled: !!jobId,
  });

export function useQuestionMutations(jobId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.jobs.customQuestions(jobId) });
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
