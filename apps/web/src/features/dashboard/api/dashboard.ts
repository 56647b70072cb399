import type {
  ChatSession,
  CompanyInterview,
  DashboardTime,
  IndustryStat,
  JobsByCity,
  TopMatchingCandidate,
} from '@talentdeck/shared';
import { CHAT_THREADS_LIMIT } from '@talentdeck/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api';
import { queryKeys } from '#web/lib/query-keys';

export type DashboardFilters = { companyId: string; companyJobId?: string; time: DashboardTime };

const query = (f: DashboardFilters) => {
  const q = new URLSearchParams({ time: f.time });
  if (f.companyJobId) q.set('companyJobId', f.companyJobId);
  return q;
};

export function industryStatsQuery(f: DashboardFilters) {
  return queryOptions({
    queryKey: queryKeys.dashboard.panel('industry', f),
    queryFn: () => api.get<IndustryStat[]>(`/job-Application-stats-by-industry/${encodeURIComponent(f.companyId)}?${query(f)}`),
  });
}

export function jobsByCityQuery(f: DashboardFilters) {
  return queryOptions({
    queryKey: queryKeys.dashboard.panel('cities', f),
    queryFn: () => {
      const q = query(f);
      q.set('companyId', f.companyId);
      return api.get<JobsByCity[]>(`/company/company-jobs-by-cities?${q}`);
    },
  });
}

export function topMatchingQuery(f: DashboardFilters) {
  return queryOptions({
    queryKey: queryKeys.dashboard.panel('top-matching', f),
    queryFn: () => api.post<TopMatchingCandidate[]>('/top-matching-candidates', f),
  });
}

export function dashboardInterviewsQuery(f: DashboardFilters) {
  return queryOptions({
    queryKey: queryKeys.dashboard.panel('interviews', f),
    queryFn: () => api.post<CompanyInterview[]>('/dashboard-interviews', f),
  });
}

export function chatThreadsQuery(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard.threads(companyId),
    queryFn: () => api.get<ChatSession[]>(`/company-chat-threads/${encodeURIComponent(companyId)}?limit=${CHAT_THREADS_LIMIT}`),
    // The specification polls conversations every 15 seconds.
    refetchInterval: 15_000,
  });
}
