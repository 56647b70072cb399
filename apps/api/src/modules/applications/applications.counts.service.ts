import { APPLICATION_STATUSES, type ApplicationCounts } from '@talentdeck/shared';
import type { AppContext } from '#api/platform/context.js';
import * as repo from './applications.totals.repository.js';

const none = (): ApplicationCounts => ({
  all: 0,
  ...(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Omit<ApplicationCounts, 'all'>),
});

/**
 * The applications of each job counted per status and in all, from the kept totals: the job's
 * tabs, its statistics and the openings list all read it. Every id asked for has an entry. The
 * caller has checked the jobs are the company's.
 */
export async function countApplicationsByJob(ctx: AppContext, jobIds: string[]): Promise<Map<string, ApplicationCounts>> {
  const counts = new Map(jobIds.map((id) => [id, none()]));
  for (const row of await repo.countByJobAndStatus(ctx.db, [...new Set(jobIds)])) {
    const c = counts.get(row.companyJobId);
    if (!c) continue;
    c[row.applicationStatus] += row.n;
    c.all += row.n;
  }
  return counts;
}
