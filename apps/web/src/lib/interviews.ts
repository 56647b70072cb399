import type { CandidateInterview, CompanyInterview, INTERVIEW_LIST_TIMES, InterviewRequest } from '@talentdeck/shared';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

export type ScheduledInterview = CompanyInterview & {
  warnings: { code: 'OVERLAP'; message: string; interviewId: string }[];
};
export type InterviewListTime = (typeof INTERVIEW_LIST_TIMES)[number];

/** Refreshes whatever interview lists are on screen: after a change here or an `interview` event. */
export function refreshInterviews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.candidateApp.interviews });
}

/** POST /api/company-interviews: the company's interviews, filtered by job and time (company zone). */
export const companyInterviewsQuery = (
  companyId: string | undefined,
  companyJobId: string | undefined,
  time: InterviewListTime,
) =>
  queryOptions({
    queryKey: queryKeys.interviews.company(companyId ?? '', companyJobId ?? null, time),
    queryFn: () =>
      api.post<CompanyInterview[]>('/company-interviews', { companyId, time, ...(companyJobId ? { companyJobId } : {}) }),
    enabled: Boolean(companyId),
  });

/** GET /api/company-jobs/{id}/interviews, narrowed to one application (an application has at most one). */
/**
 * The application's current interview: the upcoming one, else its latest round (with its outcome),
 * else null. Only one round is upcoming at a time.
 */
export const applicationInterviewQuery = (jobId: string | undefined, applicationId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.interviews.job(jobId ?? ''),
    queryFn: () => api.get<CompanyInterview[]>(`/company-jobs/${encodeURIComponent(jobId as string)}/interviews`),
    enabled: Boolean(jobId),
    select: (list) => {
      const rounds = list.filter((i) => i.jobApplicationId === applicationId && !i.isDeleted);
      return rounds.find(isUpcoming) ?? rounds.at(-1) ?? null;
    },
  });

/** An interview without its outcome yet: it can be moved, and no other round can be scheduled. */
export const isUpcoming = (i: { interviewsstatus: string }) => i.interviewsstatus === 'new';

/** GET /api/interview/{id} */
export const interviewQuery = (id: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.interviews.one(id ?? ''),
    queryFn: () => api.get<CompanyInterview>(`/interview/${encodeURIComponent(id as string)}`),
    enabled: Boolean(id),
  });

/** The .ics under the same UID as the emailed invitation: a plain link downloads it with the session cookie. */
export const interviewCalendarUrl = (id: string) => `/api/interview/${encodeURIComponent(id)}/calendar.ics`;

type ScheduleArgs = { applicationId?: string; interviewId?: string; body: InterviewRequest };

/** Creates (applicationId) or reschedules (interviewId) an interview; the answer carries overlap warnings. */
export function useScheduleInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, interviewId, body }: ScheduleArgs) =>
      interviewId
        ? api.patch<ScheduledInterview>(`/interview-reschedule/${encodeURIComponent(interviewId)}`, body)
        : api.post<ScheduledInterview>(`/job-applications/${encodeURIComponent(applicationId as string)}/interviews`, body),
    onSettled: () => refreshInterviews(queryClient),
  });
}

/** PATCH /api/interview/{id}: a status, or the (soft) deletion. */
export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; interviewsstatus?: 'Completed' | 'Didnt appeared'; isDeleted?: true }) =>
      api.patch<CompanyInterview>(`/interview/${encodeURIComponent(id)}`, body),
    onSettled: () => refreshInterviews(queryClient),
  });
}

/** GET /api/candidate-app/interviews */
export const candidateInterviewsQuery = queryOptions({
  queryKey: queryKeys.candidateApp.interviews,
  queryFn: () => api.get<CandidateInterview[]>('/candidate-app/interviews'),
});

/** PATCH /api/candidate-app/interviews/{id}: accept or decline the invitation. */
export function useRespondToInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: 'accept' | 'decline' }) =>
      api.patch<CandidateInterview>(`/candidate-app/interviews/${encodeURIComponent(id)}`, { response }),
    onSettled: () => refreshInterviews(queryClient),
  });
}

/** The response as the recruiter reads it. */
export const responseLabel = (response: 'accept' | 'decline' | null) =>
  response === 'accept' ? 'Accepted' : response === 'decline' ? 'Declined' : 'Pending';

export const statusLabel = (status: string) =>
  status === 'Didnt appeared' ? 'Did not appear' : status === 'new' ? 'Scheduled' : status;
