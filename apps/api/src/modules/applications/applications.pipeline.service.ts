import {
  APPLICATION_MESSAGES,
  type APPLICATION_STATUSES,
  type Applicant,
  type ApplicantsQuery,
  type ApplicationCounts,
  type ApplicationDetail,
  type ApplicationSource,
  countryCode,
  ERASURE,
  reachOf,
} from '@talentdeck/shared';
import { and } from 'drizzle-orm';
import { listQuestions } from '#api/modules/jobs/jobs.questions.service.js';
import { ownJob, ownJobId } from '#api/modules/jobs/jobs.service.js';
import { countApplicationsByJob } from '#api/modules/jobs/jobs.stats.service.js';
import { industryNames } from '#api/modules/taxonomy/taxonomy.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound, validationError } from '#api/platform/errors.js';
import { candidateAudience, publishEvent } from '#api/platform/events/event-bus.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { type Principal, requireCompany, requireCompanyRow } from '#api/platform/policy.js';
import * as statements from './applications.list.statements.js';
import * as repo from './applications.pipeline.repository.js';
import * as answersRepo from './applications.repository.js';
import * as totals from './applications.totals.repository.js';

/** The origin kept on an application row, as the API shows it (unset UTM values left out). */
function originOf(row: {
  source: ApplicationSource | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}) {
  if (!row.source) return null;
  return {
    source: row.source,
    ...(row.utmSource ? { utmSource: row.utmSource } : {}),
    ...(row.utmMedium ? { utmMedium: row.utmMedium } : {}),
    ...(row.utmCampaign ? { utmCampaign: row.utmCampaign } : {}),
  };
}

/**
 * The applicant pipeline (API.md, Candidates, applications, matching): a job's applicants page and
 * tabs, one application, and its status. Only the company's own rows (applications to its live
 * jobs): any other id, and any caller who is not a member of that company, gets 404.
 */

type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const c = repo.APPLICANT_FILTER_COLUMNS;
/**
 * The applicants list's `filter`: limit and offset. The specification's client also sends where on
 * the job, its order (createdAt DESC, which is the default sort) and the relations it wants (always
 * there); those are accepted as sent, and the named parameters do the rest.
 */
const applicantsFilter: FilterSpec = {
  where: {
    companyJobId: { column: c.companyJobId, type: 'uuid', operators: ['eq'] },
    // Named so that "createdAt DESC" can be ordered by; no comparison on it is allowed.
    createdAt: { column: c.createdAt, type: 'date', operators: [] },
  },
  order: ['createdAt'],
  include: ['candidate', 'candidate.user', 'candidate.matchedCandidates', 'matchedCandidates', 'user'],
};

/**
 * The candidate of an application whose candidate erased their account, or which the retention
 * job anonymised (docs/decisions/0041): the shared name, and nothing else of them.
 */
const erasedCandidate = (card: repo.ApplicantRow['candidate']): Applicant['candidate'] => ({
  id: card.id,
  userId: card.userId,
  profilePicture: null,
  profileRank: 0,
  video: null,
  title: null,
  city: null,
  country: null,
  yearsOfExperience: 0,
  erased: true,
  user: { id: card.userId, name: ERASURE.candidateName },
});

const jobPlaceOf = (row: repo.ApplicantRow) => ({
  workType: row.place.jobWorkType,
  location: row.place.jobLocation,
  city: row.place.jobCity,
  hiringCountries: row.place.jobHiringCountries ?? [],
});

export function toApplicant(row: repo.ApplicantRow): Applicant {
  const common = {
    id: row.id,
    applicationStatus: row.applicationStatus,
    createdAt: row.createdAt.toISOString(),
    candidateId: row.candidateId,
    companyJobId: row.companyJobId,
    matchPercentage: row.matchPercentage,
  };
  if (row.erasedAt || row.anonymisedAt) {
    return {
      ...common,
      candidate: erasedCandidate(row.candidate),
      matchedCandidates: [],
      reach: reachOf(jobPlaceOf(row), { location: null, city: null, country: null, relocates: false }),
    };
  }
  return {
    ...common,
    candidate: { ...row.candidate, erased: false, user: { id: row.candidate.userId, name: row.userName } },
    // The candidate's listed match with this job (20 % or more, docs/matching.md); every applicant's
    // percentage, listed or not, is matchPercentage.
    matchedCandidates: row.match
      ? [{ id: row.match.id, percentage: row.match.percentage, candidateId: row.candidateId, companyJobId: row.companyJobId }]
      : [],
    reach: reachOf(jobPlaceOf(row), {
      location: row.place.location,
      city: row.candidate.city,
      country: countryCode(row.candidate.country) ?? null,
      relocates: row.place.relocate ?? false,
    }),
  };
}

/** GET /api/company-jobs/{jobId}/job-applications: one page of the job's applicants, and the filtered total. */
export async function listApplicants(ctx: AppContext, caller: Principal, jobId: string, query: ApplicantsQuery) {
  const f = parseFilter(query.filter, applicantsFilter);
  if (f.lastOrderDescending === false || f.orderBy.length > 1)
    throw validationError([{ field: 'filter.order', message: APPLICATION_MESSAGES.applicationsOrder }]);
  const conditions: repo.ApplicantConditions = {
    status: query.status,
    experience: query.experience === 'All' ? undefined : query.experience,
    withVideo: query.video === undefined || query.video === 'All' ? undefined : query.video === 'With Video',
    city: query.city || undefined,
    reach: query.reach === 'All' ? undefined : query.reach,
  };
  const sort = query.sort ?? 'dateApplied';
  // What the web app sends (limit and offset only) runs as two prepared statements at once: the
  // page, and the total with the job's company, checked before anything read is answered. A
  // client's `where` on the job takes the general path, with the ownership check beside it.
  if (f.where === undefined) {
    const [rows, counted] = await Promise.all([
      statements.findApplicantsPage(ctx.db, { jobId, conditions, sort, limit: f.limit, offset: f.offset }),
      statements.countApplicants(ctx.db, jobId, conditions),
    ]);
    requireCompany(caller, counted.owner);
    return { applicants: rows.map(toApplicant), total: counted.total };
  }
  const [, rows, total] = await Promise.all([
    ownJobId(ctx, caller, jobId),
    repo.findApplicantsPage(ctx.db, {
      jobId,
      where: and(repo.applicantConditions(conditions), f.where),
      orderBy: repo.APPLICANT_ORDER[sort],
      limit: f.limit,
      offset: f.offset,
    }),
    totals.countApplicants(ctx.db, jobId, conditions, f.where),
  ]);
  return { applicants: rows.map(toApplicant), total };
}

/** GET /api/company-jobs/{jobId}/application-counts: the job's tabs. */
export async function applicationCounts(ctx: AppContext, caller: Principal, jobId: string): Promise<ApplicationCounts> {
  const job = { id: await ownJobId(ctx, caller, jobId) };
  return (await countApplicationsByJob(ctx, [job.id])).get(job.id) as ApplicationCounts;
}

/**
 * An application the caller's company may act on: to one of its live jobs. 404 otherwise, the
 * same as an unknown id, whoever asks (another company, a candidate, an administrator).
 */
export async function ownApplication(ctx: AppContext, caller: Principal, applicationId: string) {
  const application = requireCompanyRow(caller, await repo.findApplication(ctx.db, applicationId));
  const job = await ownJob(ctx, caller, application.companyJobId);
  return { application, job };
}

/** One application as the applicants list shows it, with the candidate's match with the job. */
async function applicantOf(ctx: AppContext, applicationId: string) {
  const [row] = await repo.findApplicantsByIds(ctx.db, [applicationId]);
  if (!row) throw notFound();
  return toApplicant(row);
}

/** The relations the specification's client names when it reads one application (all are always answered). */
const detailFilter: FilterSpec = {
  where: {},
  include: ['answers', 'candidate', 'candidate.user', 'companyJob', 'companyJob.industry', 'companyJob.customQuestions'],
};

/** GET /api/job-applications/{id}: the application with its answers, candidate and job (industry, screening questions). */
export async function getApplicationDetail(
  ctx: AppContext,
  caller: Principal,
  applicationId: string,
  rawFilter: string | undefined,
): Promise<ApplicationDetail> {
  const { application, job } = await ownApplication(ctx, caller, applicationId);
  parseFilter(rawFilter, detailFilter);
  const [row, answers, questions, industries, history] = await Promise.all([
    applicantOf(ctx, application.id),
    answersRepo.findAnswers(ctx.db, [application.id]),
    listQuestions(ctx, caller, job.id),
    industryNames(ctx, job.industryId ? [job.industryId] : []),
    repo.findStatusHistory(ctx.db, application.id),
  ]);
  const applicant = row;
  return {
    id: applicant.id,
    candidateId: applicant.candidateId,
    companyJobId: applicant.companyJobId,
    applicationStatus: applicant.applicationStatus,
    createdAt: applicant.createdAt,
    answers: answers.map((a) => ({ questionId: a.questionId, question: a.question, answer: a.answer })),
    matchPercentage: applicant.matchPercentage,
    candidate: applicant.candidate,
    legalHold: application.legalHold,
    origin: originOf(application),
    statusHistory: history.map((h) => ({ ...h, changedAt: h.changedAt.toISOString() })),
    companyJob: {
      id: job.id,
      companyId: job.companyId,
      jobTitle: job.jobTitle,
      jobType: job.jobType,
      workType: job.workType,
      jobStatus: job.jobStatus,
      industryId: job.industryId,
      industry: (job.industryId && industries.get(job.industryId)) || null,
      customQuestions: questions.map((q) => ({ id: q.id, question: q.question })),
    },
  };
}

/**
 * PATCH /api/job-applications/{id}/candidate-job-status: any member of the company (owner or
 * collaborator) sets any status. Answers the application as the applicants list shows it, so the
 * list can replace its row; the company's other screens hear of it through the `application` event.
 */
export async function changeStatus(
  ctx: AppContext,
  caller: Principal,
  applicationId: string,
  applicationStatus: ApplicationStatus,
): Promise<Applicant> {
  const { application } = await ownApplication(ctx, caller, applicationId);
  const updated = await inTransaction(ctx, async (tx) => {
    await repo.nameStatusActor(tx.db, caller.userId);
    return repo.updateStatus(tx.db, application.id, applicationStatus);
  });
  if (!updated) throw notFound();
  await announceStatus(ctx, updated);
  return applicantOf(ctx, updated.id);
}

/**
 * POST /api/job-applications/{id}/seen: a member has opened the application, so one still Awaiting
 * is now Reviewed (the specification's "on leaving the overview"). Kept here rather than in the
 * page's unmount, which a reload, a typed address or a closed tab never runs. Only Awaiting moves:
 * a status a member chose meanwhile is never overwritten, and a second visit changes nothing.
 */
export async function markSeen(ctx: AppContext, caller: Principal, applicationId: string): Promise<Applicant> {
  const { application } = await ownApplication(ctx, caller, applicationId);
  const updated = await inTransaction(ctx, async (tx) => {
    await repo.nameStatusActor(tx.db, caller.userId);
    return repo.updateStatusFrom(tx.db, application.id, 'Awaiting', 'Reviewed');
  });
  if (updated) await announceStatus(ctx, updated);
  return applicantOf(ctx, application.id);
}

/** The company's screens and the candidate's own (their applications list) both follow the status. */
async function announceStatus(
  ctx: AppContext,
  updated: { id: string; companyJobId: string; companyId: string; candidateId: string; applicationStatus: ApplicationStatus },
) {
  const event = {
    jobApplicationId: updated.id,
    companyJobId: updated.companyJobId,
    applicationStatus: updated.applicationStatus,
  };
  for (const audience of [updated.companyId, candidateAudience(updated.candidateId)]) {
    await publishEvent(ctx.events, audience, 'application', event).catch((err: unknown) => {
      ctx.log.warn({ err, jobApplicationId: updated.id }, 'could not push an application event');
    });
  }
}
