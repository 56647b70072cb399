import { createHash, createHmac } from 'node:crypto';
import { APPLICATION_STATUSES, type ApplicationCounts, JOB_MESSAGES } from '@talentdeck/shared';
import { isbot } from 'isbot';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import type { Principal } from '#api/platform/policy.js';
import * as repo from './jobs.repository.js';
import { ownJob } from './jobs.service.js';

/** A job's views (counted by its public page), its application counts and its statistics. */

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

/** The hashed visitor key: the visitor cookie when present, else the address and browser. */
export const visitorKey = (cookie: string | undefined, ip: string, userAgent: string | undefined) =>
  cookie && /^[a-f0-9]{64}$/.test(cookie)
    ? cookie
    : createHash('sha256')
        .update(`${ip}|${userAgent ?? ''}`)
        .digest('hex');

/** Views one client address can add to a job in a day, however many visitor cookies it brings. */
export const VIEWS_PER_ADDRESS_PER_DAY = 5;

/**
 * Counts a view of a published job: once per visitor per day, at most VIEWS_PER_ADDRESS_PER_DAY
 * per client address per job per day, and never for a client that says it is a crawler (or that
 * names no browser at all). The answer is the same either way, so nothing tells a client whether
 * it was counted.
 */
export async function recordView(
  ctx: AppContext,
  jobId: string,
  visitor: string,
  client: { ip: string; userAgent: string | undefined },
) {
  const row = await repo.findJob(ctx.db, jobId);
  if (row?.jobStatus !== 'Published') throw notFound(JOB_MESSAGES.jobNotFound);
  if (!client.userAgent || isbot(client.userAgent)) return;
  const day = today();
  await repo.recordView(ctx.db, {
    jobId,
    day,
    // The key is hashed again with the job so the stored value links no visitor across jobs.
    visitorHash: createHash('sha256').update(`${jobId}|${visitor}`).digest('hex'),
    // Keyed, so the stored value cannot be turned back into the address by trying every one.
    addressHash: createHmac('sha256', ctx.config.sessionSecret).update(`${client.ip}|${jobId}|${day}`).digest('hex'),
    perAddress: VIEWS_PER_ADDRESS_PER_DAY,
  });
}

export async function jobStats(ctx: AppContext, caller: Principal, jobId: string) {
  const row = await ownJob(ctx, caller, jobId);
  const from = row.createdAt.toISOString().slice(0, 10);
  const lastDay = new Date(Math.min(Date.now(), row.endDate.getTime())).toISOString().slice(0, 10);
  const [perDay, applications] = await Promise.all([
    repo.viewsPerDay(ctx.db, jobId, from, lastDay),
    countApplicationsByJob(ctx, [jobId]),
  ]);
  const counted = new Map(perDay.map((r) => [String(r.day), r.count]));
  const counts = applications.get(jobId);
  const viewsByDay: { date: string; count: number }[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= lastDay; d = new Date(d.getTime() + DAY_MS)) {
    const date = d.toISOString().slice(0, 10);
    viewsByDay.push({ date, count: counted.get(date) ?? 0 });
  }
  return {
    views: viewsByDay.map((v) => v.count),
    viewsByDay,
    totalViews: viewsByDay.reduce((s, v) => s + v.count, 0),
    // The same counts as the job's tabs (GET /api/company-jobs/{jobId}/application-counts).
    totalApplications: counts?.all ?? 0,
    awaitingApplications: counts?.Awaiting ?? 0,
    reviewedApplications: counts?.Reviewed ?? 0,
    shortlistedApplications: counts?.['Shortlist Candidate'] ?? 0,
    hiredApplications: counts?.Hired ?? 0,
    jobStatus: row.jobStatus,
    createdAt: row.createdAt.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

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
