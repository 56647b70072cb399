import type {
  ChatSession,
  CompanyInterview,
  DashboardTime,
  IndustryStat,
  JobsByCity,
  TopMatchingCandidate,
} from '@talentdeck/shared';
import { CHAT_THREADS_LIMIT } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

export type DashboardFilters = { companyId: string; companyJobId?: string; time: DashboardTime };

const query = (f: DashboardFilters) => {
  const q = new URLSearchParams({ time: f.time });
  if (f.companyJobId) q.set('companyJobId', f.companyJobId);
  return q;
};

export function useIndustryStats(f: DashboardFilters) {
  return useQuery({
    queryKey: ['dashboard', 'industry', f],
    queryFn: () => api.get<IndustryStat[]>(`/job-Application-stats-by-industry/${encodeURIComponent(f.companyId)}?${query(f)}`),
  });
}

export function useJobsByCity(f: DashboardFilters) {
  return useQuery({
    queryKey: ['dashboard', 'cities', f],
    queryFn: () => {
      const q = query(f);
      q.set('companyId', f.companyId);
      return api.get<JobsByCity[]>(`/company/company-jobs-by-cities?${q}`);
    },
  });
}

export function useTopMatching(f: DashboardFilters) {
  return useQuery({
    queryKey: ['dashboard', 'top-matching', f],
    queryFn: () => api.post<TopMatchingCandidate[]>('/top-matching-candidates', f),
  });
}

export function useDashboardInterviews(f: DashboardFilters) {
  return useQuery({
    queryKey: ['dashboard', 'interviews', f],
    queryFn: () => api.post<CompanyInterview[]>('/dashboard-interviews', f),
  });
}

export function useChatThreads(companyId: string) {
  return useQuery({
    queryKey: ['dashboard', 'threads', companyId],
    queryFn: () => api.get<ChatSession[]>(`/company-chat-threads/${encodeURIComponent(companyId)}?limit=${CHAT_THREADS_LIMIT}`),
    // The specification polls conversations every 15 seconds.
    refetchInterval: 15_000,
  });
}

export function usePublishedJobs() {
  return useQuery({
    queryKey: ['dashboard', 'published-jobs'],
    queryFn: () =>
      api.get<{ id: string; jobTitle: string }[]>(
        `/company-jobs?filter=${encodeURIComponent(JSON.stringify({ where: { jobStatus: 'Published' }, limit: 100 }))}`,
      ),
  });
}
