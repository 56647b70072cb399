import type { Planned } from '../open-loop.js';
import type { SignedInCompany } from '../scale-world.js';

/**
 * The mixed calls of the load: what a recruiter's screens send, one kind after the other for each
 * company in turn, with the values of the filters and pages changing as people use them. The
 * addresses are the web app's (apps/web/src/features/*\/api and lib/).
 */

const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
const JOB_FIELDS = ['id', 'jobTitle', 'jobType', 'industryId', 'jobStatus', 'workType', 'city', 'country', 'createdAt'];

/** The openings list's filters, as the screen's selects combine them. */
const openings = (n: number) => {
  const where = [{}, { jobStatus: 'Published' }, { jobType: 'Full time' }, { jobStatus: 'Paused' }][n % 4];
  return `/api/company-jobs?filter=${filter({ where, limit: 10, offset: (n % 3) * 10, order: 'jobTitle ASC', fields: JOB_FIELDS, include: ['industry'] })}`;
};

/** The applicants list: a sort or a tab or a filter, on one of the first pages. */
const applicants = (jobId: string, n: number) => {
  const params = [
    { sort: 'dateApplied' },
    { sort: 'matchingPercentage' },
    { sort: 'profileRank' },
    { status: 'Shortlist Candidate' },
    { experience: '5-10' },
    { video: 'With Video' },
  ][n % 6] as Record<string, string>;
  return `/api/company-jobs/${jobId}/job-applications?${new URLSearchParams({ filter: JSON.stringify({ limit: 10, offset: (n % 3) * 10 }), ...params })}`;
};

const matched = (jobId: string, n: number) =>
  `/api/company-jobs/${jobId}/matched-candidates?filter=${filter({ limit: 10, offset: [0, 10, 40][n % 3] })}`;

const notifications = (userId: string) =>
  `/api/company-user-notification/${userId}?filter=${filter({ order: 'createdAt DESC', limit: 100 })}`;

/** The dashboard's calls (bench/matching-server.ts names the same), one per request in turn. */
function dashboard(c: SignedInCompany, n: number): Planned {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const s = c.session;
  const calls: Planned[] = [
    { shape: 'dashboard industry', send: () => s.get(`/api/job-Application-stats-by-industry/${c.companyId}`) },
    { shape: 'dashboard cities', send: () => s.get(`/api/company/company-jobs-by-cities?${q({ companyId: c.companyId })}`) },
    { shape: 'dashboard top matches', send: () => s.send('POST', '/api/top-matching-candidates', { companyId: c.companyId }) },
    {
      shape: 'dashboard interviews',
      send: () => s.send('POST', '/api/dashboard-interviews', { companyId: c.companyId, time: 'Three Months' }),
    },
    { shape: 'dashboard threads', send: () => s.get(`/api/company-chat-threads/${c.companyId}?limit=4`) },
  ];
  return calls[n % calls.length] as Planned;
}

/** Call `i` of the load: company i mod n, then the kind after its previous one. */
export function mixedCall(companies: SignedInCompany[], i: number, tag: string, onChat: (companyId: string) => void): Planned {
  const c = companies[i % companies.length] as SignedInCompany;
  const round = Math.floor(i / companies.length);
  const n = Math.floor(round / 6);
  const s = c.session;
  switch (round % 6) {
    case 0:
      return { shape: 'openings list', send: () => s.get(openings(n)) };
    case 1:
      return { shape: 'applicants list', send: () => s.get(applicants(c.jobId, n)) };
    case 2:
      return { shape: 'matched candidates', send: () => s.get(matched(c.jobId, n)) };
    case 3:
      return {
        shape: 'chat send',
        send: async () => {
          const a = await s.send('POST', '/api/chats', { chatSessionId: c.chatSessionId, content: `${tag} message ${i}` });
          // Only a stored message is owed to the company's streams.
          if (a.status === 200) onChat(c.companyId);
          return a;
        },
      };
    case 4:
      return { shape: 'notifications', send: () => s.get(notifications(s.profile.userId)) };
    default:
      return dashboard(c, n);
  }
}
