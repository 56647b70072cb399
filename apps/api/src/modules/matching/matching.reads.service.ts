import {
  type MatchExplanation,
  type MatchedCandidateRow,
  type MatchedCandidatesQuery,
  type MatchSuggestionItem,
  type OwnMatch,
  REACH_FILTERS,
  whatWouldRaise,
} from '@talentdeck/shared';
import { and, inArray } from 'drizzle-orm';
import { matchedCandidates } from '#api/db/schema/index.js';
import { skillNames } from '#api/modules/taxonomy/taxonomy.service.js';
import type { AppContext } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import { JsonText } from '#api/platform/openapi.js';
import { type Principal, requireCandidate, requireCompany, requireCompanyRow } from '#api/platform/policy.js';
import * as reads from './matching.reads.repository.js';
import * as repo from './matching.repository.js';
import { computeMatch, explainRow, explainScore, explanation, explanationJson, isOpen } from './matching.service.js';

/**
 * The matching calls (API.md, Candidates, applications, matching). A company reads only its own
 * jobs' matches; a pair it may not see answers 404 like an unknown one. The candidate reads their
 * own match with a published job, computed fresh.
 */

/**
 * The matched-candidates list's `filter`: limit and offset, and the specification's client's
 * `where: { percentage: { between: [20, 100] } }` and `order: createdAt DESC`, accepted as sent: the
 * list is always the listed matches (20–100 %) highest first.
 */
const matchedFilter: FilterSpec = {
  where: {
    percentage: { column: matchedCandidates.percentage, type: 'integer', operators: ['between', 'gte', 'lte', 'gt', 'lt'] },
    createdAt: { column: matchedCandidates.computedAt, type: 'date', operators: [] },
  },
  order: ['createdAt', 'percentage'],
  include: ['candidate', 'candidate.user', 'user'],
};

/**
 * A live job of the caller's company, else 404, as the jobs module's ownJob answers: matching sits
 * below the jobs module, so it reads the job itself.
 */
async function ownLiveJob(ctx: AppContext, caller: Principal, jobId: string) {
  const job = await repo.findJob(ctx.db, jobId);
  return requireCompanyRow(caller, job?.isJobDeleted ? undefined : job);
}

/**
 * GET /api/company-jobs/{jobId}/matched-candidates: a page of the job's listed matches and their
 * total, for a job of the caller's company (else 404). Unfiltered (every page of the infinite
 * scroll), the ownership comes with the kept total in one batched statement, and the rows are
 * written straight as JSON text (explanationJson); filtered, they are built as objects.
 */
export async function listMatchedCandidates(
  ctx: AppContext,
  caller: Principal,
  jobId: string,
  query: MatchedCandidatesQuery,
): Promise<{ items: MatchedCandidateRow[] | JsonText; total: number }> {
  const f = parseFilter(query.filter, matchedFilter);
  const reach = query.reach === 'All' ? undefined : query.reach;
  const where = and(f.where, reach ? inArray(matchedCandidates.reach, [...REACH_FILTERS[reach]]) : undefined);
  if (!where) {
    const found = await reads.findListedPageWithOwner(ctx.db, jobId, f.limit, f.offset);
    requireCompany(caller, found.owner);
    const names = await skillNames(
      ctx,
      found.rows.flatMap((r) => [...r.match.matchedSkillIds, ...r.match.missingSkillIds]),
    );
    return { items: new JsonText(`[${found.rows.map((r) => writtenRowJson(r, names)).join(',')}]`), total: found.total };
  }
  const job = await ownLiveJob(ctx, caller, jobId);
  const { rows, total } = await reads.findListedPage(ctx.db, job.id, f.limit, f.offset, where);
  const names = await skillNames(
    ctx,
    rows.flatMap((r) => [...r.match.matchedSkillIds, ...r.match.missingSkillIds]),
  );
  const items: MatchedCandidateRow[] = rows.map((r) => ({
    id: r.match.id,
    percentage: r.match.percentage,
    candidateId: r.match.candidateId,
    companyJobId: r.match.companyJobId,
    explanation: explanation(r.match, names),
    // An erased candidate has no match rows left, and is never scored again (docs/decisions/0041).
    candidate: { ...r.candidate, erased: false, user: { id: r.candidate.userId, name: r.userName } },
    user: { id: r.candidate.userId, name: r.userName },
  }));
  return { items, total };
}

/** A MatchedCandidateRow as JSON text, in the order of the objects the filtered page builds. */
const writtenRowJson = (r: reads.WrittenRow, names: Awaited<ReturnType<typeof skillNames>>) =>
  `{"id":${JSON.stringify(r.match.id)},"percentage":${JSON.stringify(r.match.percentage)},` +
  `"candidateId":${JSON.stringify(r.match.candidateId)},"companyJobId":${JSON.stringify(r.match.companyJobId)},` +
  `"explanation":${explanationJson(r.match, names)},"candidate":${r.candidateJson},"user":${r.userJson}}`;

/**
 * GET /api/candidate-matched-job: the explanation of the candidate's match with one of the
 * company's jobs, when the candidate applied to it or is listed for it (20 % or more); else 404.
 * An applicant without a stored row (the job is no longer published) is computed now.
 */
export async function getCandidateMatchedJob(
  ctx: AppContext,
  caller: Principal,
  candidateId: string,
  jobId: string,
): Promise<MatchExplanation> {
  const job = await ownLiveJob(ctx, caller, jobId);
  const [row, applied] = await Promise.all([
    reads.findMatch(ctx.db, job.id, candidateId),
    reads.hasApplied(ctx.db, job.id, candidateId),
  ]);
  if (row && (row.listed || applied)) return explainRow(ctx, row);
  if (!applied) throw notFound();
  const now = new Date();
  const computed = await computeMatch(ctx, job, candidateId, now);
  if (!computed) throw notFound();
  return explainScore(ctx, job, candidateId, computed.score, now);
}

/**
 * GET /api/candidate-app/jobs/{jobId}/match: the candidate's own match with a published job,
 * computed from their profile as it is now, and what would raise it.
 */
export async function getOwnMatch(ctx: AppContext, caller: Principal, jobId: string): Promise<OwnMatch> {
  const candidateId = requireCandidate(caller);
  const job = await repo.findJob(ctx.db, jobId);
  if (!job || !isOpen(job)) throw notFound();
  const now = new Date();
  const computed = await computeMatch(ctx, job, candidateId, now);
  if (!computed) throw notFound();
  const base = await explainScore(ctx, job, candidateId, computed.score, now);
  // Only a skill an active test verifies can be verified: the others are offered as declared.
  const tests = await reads.findTestsForSkills(ctx.db, job.skillIds);
  const tested = new Set(tests.map((t) => t.skillId));
  const raise = whatWouldRaise(computed.matchJob, computed.candidate, now.toISOString().slice(0, 10), tested);
  const skillIds = raise.flatMap((s) => ('skillId' in s ? [s.skillId] : []));
  const [skills, ref] = await Promise.all([repo.findSkills(ctx.db, skillIds), repo.loadReference(ctx.db)]);
  const skill = new Map(skills.map((s) => [s.id, s]));
  const suggestions: MatchSuggestionItem[] = raise.map((s) => {
    if (s.kind === 'addSkill' || s.kind === 'verifySkill') {
      return {
        kind: s.kind,
        gain: s.gain,
        skill: skill.get(s.skillId) ?? { id: s.skillId, skillName: '', skillType: 'hard' },
        tests: tests.filter((t) => t.skillId === s.skillId).map((t) => ({ id: t.id, testName: t.testName })),
      };
    }
    if (s.kind === 'education') {
      const asked = ref.educations.filter((e) => job.educationIds.includes(e.id) && e.level === s.level);
      return { kind: s.kind, gain: s.gain, educationName: asked[0]?.name ?? '' };
    }
    return { kind: s.kind, gain: s.gain, months: s.months };
  });
  const declaredWithoutTest = base.skills.matched
    .filter((m) => !m.verified && !tested.has(m.id))
    .map(({ id, skillName, skillType }) => ({ id, skillName, skillType }));
  return { ...base, suggestions, declaredWithoutTest };
}

/** The policy's match half: whether the company has a listed match (20 % or more) with the candidate. */
export const hasListedMatch = (ctx: AppContext, companyId: string, candidateId: string) =>
  reads.hasListedMatchWithCompany(ctx.db, companyId, candidateId);

/** The specification's matchedCandidates of these candidates on the company's jobs (one job, when given). */
export async function matchesOfCandidates(ctx: AppContext, companyId: string, candidateIds: string[], jobId?: string) {
  return reads.findMatchesOfCandidates(ctx.db, companyId, [...new Set(candidateIds)], jobId);
}
