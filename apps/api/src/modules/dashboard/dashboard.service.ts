import { DASHBOARD_PERIOD_DAYS, type DashboardTime, TOP_MATCHING_LIMIT } from '@talentdeck/shared';
import { ownJobId } from '#api/modules/jobs/jobs.service.js';
import type { AppContext } from '#api/platform/context.js';
import { type Principal, requireCompany } from '#api/platform/policy.js';
import * as repo from './dashboard.repository.js';

/**
 * The dashboard's three figures (API.md, Dashboard). Each reads one company's rows of the period
 * (whole UTC days counted back from today); a job filter must name one of the company's own jobs, else 404 like
 * another company's id.
 */
type DashboardInput = { companyId: string; companyJobId?: string | null; time: DashboardTime };

const DAY_MS = 86_400_000;

async function scopeOf(ctx: AppContext, caller: Principal, input: DashboardInput): Promise<repo.DashboardScope> {
  const companyId = requireCompany(caller, input.companyId);
  const companyJobId = input.companyJobId ? await ownJobId(ctx, caller, input.companyJobId) : undefined;
  // Whole days: the period starts at the beginning (UTC) of the day it reaches back to, the unit of
  // the kept daily application counts.
  const reach = Date.now() - DASHBOARD_PERIOD_DAYS[input.time] * DAY_MS;
  return { companyId, companyJobId, since: new Date(reach - (reach % DAY_MS)) };
}

/** GET /api/job-Application-stats-by-industry/{companyId}: applications of the period per industry. */
export async function applicationsByIndustry(ctx: AppContext, caller: Principal, input: DashboardInput) {
  return repo.applicationsByIndustry(ctx.db, await scopeOf(ctx, caller, input));
}

/** GET /api/company/company-jobs-by-cities: the jobs of the period per city and work type. */
export async function jobsByCity(ctx: AppContext, caller: Principal, input: DashboardInput) {
  return repo.jobsByCity(ctx.db, await scopeOf(ctx, caller, input));
}

/** POST /api/top-matching-candidates: the best listed matches of the period. */
export async function topMatchingCandidates(ctx: AppContext, caller: Principal, input: DashboardInput) {
  return repo.topMatches(ctx.db, await scopeOf(ctx, caller, input), TOP_MATCHING_LIMIT);
}
