import { APPLICATION_MESSAGES, type AttemptedTest, type CandidateProfile, type CompanyCandidate } from '@talentdeck/shared';
import { readProfile } from '#api/modules/candidates/candidates.service.js';
import { listAttemptedTests } from '#api/modules/candidates/candidates.tests.service.js';
import { requireCandidateVisibleTo } from '#api/modules/candidates/candidates.visibility.service.js';
import { findJobsByIds } from '#api/modules/jobs/jobs.service.js';
import { matchesOfCandidates } from '#api/modules/matching/matching.reads.service.js';
import type { AppContext } from '#api/platform/context.js';
import { validationError } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { callerCompany, type Principal } from '#api/platform/policy.js';
import * as repo from './applications.pipeline.repository.js';

/**
 * A candidate as a company sees them (the candidate overview and the test result page): only a
 * company that may see the candidate (platform/policy.ts: an application to, or a listed match
 * with, one of its jobs), through the candidate module's own reading of the profile. The calls are the
 * company's: a candidate, even asking about themselves, gets 404 here like anyone else.
 */
async function visibleCandidate(ctx: AppContext, caller: Principal, candidateId: string) {
  const companyId = callerCompany(caller);
  await requireCandidateVisibleTo(ctx, caller, candidateId);
  return companyId;
}

/** The relations the specification's client names in `filter` (all of them are always answered). */
const candidateFilter: FilterSpec = {
  where: {},
  include: [
    'user',
    'candidateJobCriteria',
    'matchedCandidates',
    'jobApplications',
    'jobApplications.companyJob',
    'candidateTests',
    'candidateTests.test',
  ],
};

/** GET /api/candidate/{id}: the profile with the company's own applications of the candidate. */
export async function getCandidateForCompany(
  ctx: AppContext,
  caller: Principal,
  candidateId: string,
  rawFilter: string | undefined,
): Promise<CompanyCandidate> {
  parseFilter(rawFilter, candidateFilter);
  const companyId = await visibleCandidate(ctx, caller, candidateId);
  const [profile, applications, matches] = await Promise.all([
    readProfile(ctx, candidateId),
    repo.findCompanyApplicationsOfCandidate(ctx.db, companyId, candidateId),
    matchesOfCandidates(ctx, companyId, [candidateId]),
  ]);
  const jobs = await findJobsByIds(
    ctx,
    applications.map((a) => a.companyJobId),
  );
  // The date of birth stays with the candidate: the overview shows no age.
  const { criteria, dateOfBirth: _dateOfBirth, ...rest } = profile;
  return {
    ...rest,
    candidateJobCriteria: criteria,
    // This company's jobs only.
    matchedCandidates: matches,
    jobApplications: applications.flatMap((a) => {
      const job = jobs.get(a.companyJobId);
      if (!job || job.isJobDeleted) return [];
      return [
        {
          id: a.id,
          applicationStatus: a.applicationStatus,
          createdAt: a.createdAt.toISOString(),
          companyJobId: a.companyJobId,
          companyJob: { id: job.id, companyId: job.companyId, jobTitle: job.jobTitle },
        },
      ];
    }),
  };
}

type Section = 'workExperiences' | 'educations' | 'certificates' | 'portfolios';

/** GET /api/candidate/{id}/candidate-work-experiences (…-educations, -certificates, -portfolios): one section. */
export async function getCandidateSection<S extends Section>(
  ctx: AppContext,
  caller: Principal,
  candidateId: string,
  section: S,
): Promise<CandidateProfile[S]> {
  await visibleCandidate(ctx, caller, candidateId);
  return (await readProfile(ctx, candidateId))[section];
}

/** GET /api/candidate-tests: where.candidateId names the candidate (required); the test relation is always there. */
const testsFilter: FilterSpec = {
  where: { candidateId: { column: repo.APPLICANT_FILTER_COLUMNS.candidateId, type: 'uuid', operators: ['eq'] } },
  include: ['candidateTests', 'candidateTests.test', 'test'],
};

/** The candidate a validated filter names: `where.candidateId` as a value or as `{ eq }`. */
function candidateIdOf(raw: string | undefined): string {
  const where = raw ? (JSON.parse(raw) as { where?: { candidateId?: unknown } }).where : undefined;
  const value = where?.candidateId;
  const id = typeof value === 'object' && value !== null ? (value as { eq?: unknown }).eq : value;
  if (typeof id !== 'string')
    throw validationError([{ field: 'filter.where.candidateId', message: APPLICATION_MESSAGES.candidateIdRequired }]);
  return id;
}

/** GET /api/candidate-tests?filter={"where":{"candidateId":…}}: the candidate's attempted tests with their reviews. */
export async function listCandidateTestsForCompany(
  ctx: AppContext,
  caller: Principal,
  rawFilter: string | undefined,
): Promise<AttemptedTest[]> {
  callerCompany(caller);
  // Validated first (422 naming an unknown key), then read for the one value it must carry.
  parseFilter(rawFilter, testsFilter);
  const candidateId = candidateIdOf(rawFilter);
  await visibleCandidate(ctx, caller, candidateId);
  return listAttemptedTests(ctx, candidateId);
}
