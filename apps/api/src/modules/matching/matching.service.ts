import {
  DEFAULT_MATCHING,
  type MatchCandidate,
  type MatchExplanation,
  type MatchJob,
  type MatchScore,
  REACH_BASES,
  type Reach,
  scoreMatch,
} from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import { type SkillName, skillNames } from '#api/modules/taxonomy/taxonomy.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import * as repo from './matching.repository.js';

/**
 * The matching engine's recomputation (docs/matching.md, docs/decisions/0021). The score is the
 * pure `scoreMatch` of packages/shared; this file turns rows into its inputs and its results into
 * stored rows, a job or a candidate at a time, each in one transaction.
 */

export type Reference = Awaited<ReturnType<typeof repo.loadReference>>;
type SkillTypes = Map<string, 'hard' | 'soft'>;

/** Today's date in UTC: the day a current job's months are counted to. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export const isOpen = (job: repo.JobRow) => job.jobStatus === 'Published' && !job.isJobDeleted;

/** What the score reads of a job row. Its gender, age bracket and toggle are not read (decision 27). */
export function toMatchJob(job: repo.JobRow, ref: Reference, skillTypes: SkillTypes): MatchJob {
  const m = job.matchingCriteria ?? DEFAULT_MATCHING;
  const level = new Map(ref.educations.map((e) => [e.id, e.level]));
  const experience = ref.experiences.find((x) => x.id === job.professionalExperienceId);
  const profession = ref.professions.find((p) => p.id === job.professionId);
  return {
    weights: {
      education: m.educationPercentage,
      workExperience: m.workExperiencePercentage,
      hardSkills: m.hardSkillsPercentage,
      softSkills: m.softSkillPercentage,
    },
    hardSkillIds: job.skillIds.filter((id) => skillTypes.get(id) === 'hard'),
    softSkillIds: job.skillIds.filter((id) => skillTypes.get(id) === 'soft'),
    educationLevels: job.educationIds.flatMap((id) => (level.has(id) ? [level.get(id) as number] : [])),
    experience: experience ? { min: experience.minMonths ?? 0, max: experience.maxMonths } : null,
    profession: profession ? profession.name.toLowerCase() : null,
    relatedProfessions: profession
      ? ref.professions
          .filter((p) => p.industryId === profession.industryId && p.id !== profession.id)
          .map((p) => p.name.toLowerCase())
      : [],
    workType: job.workType,
    location: job.location,
    city: job.city,
    hiringCountries: job.hiringCountries ?? [],
  };
}

async function skillTypesOf(ctx: AppContext, ids: string[]): Promise<SkillTypes> {
  return new Map((await repo.findSkills(ctx.db, [...new Set(ids)])).map((s) => [s.id, s.skillType]));
}

/** The row stored for a score (listed, or an applicant's). */
export function toRow(job: repo.JobRow, candidateId: string, s: MatchScore, computedAt: Date) {
  return {
    companyJobId: job.id,
    candidateId,
    companyId: job.companyId,
    percentage: s.percentage,
    listed: s.listed,
    excludedBy: s.excludedBy,
    breakdown: s.breakdown,
    matchedSkillIds: s.matched.map((m) => m.id),
    verifiedSkillIds: s.matched.filter((m) => m.verified).map((m) => m.id),
    missingSkillIds: s.missing,
    fieldFit: s.field.fit,
    professionMonths: s.field.professionMonths,
    relevantMonths: s.field.relevantMonths,
    reach: s.reach.basis,
    distanceKm: s.reach.distanceKm,
    computedAt,
  } satisfies repo.MatchInsert;
}

/**
 * Rematches one job: recomputes every candidate in its scope and replaces its rows in one
 * transaction, with the job's row locked so a second run of the same job waits and then writes
 * its own whole set (the last run reads the newest data). A job that is not published keeps no
 * match rows. Idempotent: running it again with the same data writes the same set.
 */
export async function rematchJob(ctx: AppContext, jobId: string, now = new Date()) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(NO_JIT);
    const job = await repo.lockJobForRematch(tx.db, jobId);
    if (!job) return { stored: 0 };
    if (!isOpen(job)) {
      await repo.clearJobMatches(tx.db, jobId);
      return { stored: 0 };
    }
    // One query at a time: a transaction holds one connection.
    const ref = await repo.loadReference(tx.db);
    const matchJob = toMatchJob(job, ref, await skillTypesOf(tx, job.skillIds));
    const gate = matchJob.hardSkillIds.length ? matchJob.hardSkillIds : matchJob.softSkillIds;
    if (!sameSet(gate, job.matchGateSkillIds)) await repo.setGateSkills(tx.db, job.id, gate);
    const { ids: scope, applicants } = await repo.findCandidateScope(tx.db, job.id, gate);
    const today = todayUtc(now);
    // In chunks, so memory stays bounded however large the job's field is.
    await repo.clearJobMatches(tx.db, job.id);
    const target = {
      id: job.id,
      companyId: job.companyId,
      skillIds: [...matchJob.hardSkillIds, ...matchJob.softSkillIds],
      weights: matchJob.weights,
    };
    // On PostgreSQL the next chunks' inputs are read on other connections of the pool while this
    // one writes the current chunk: reading is most of a rematch (a primary-key probe per
    // candidate), and two readers at once give the database both cores while the API scores. The
    // inputs are candidates' rows, which this transaction does not lock: a candidate's own rematch,
    // which waits for this job's lock, rescores any change made meanwhile. On the embedded
    // database (one connection) each read waits for the writes before it.
    const reader = ctx.config.databaseUrl ? ctx.db : undefined;
    const ahead = reader ? READS_AHEAD : 1;
    const reads: Promise<Awaited<ReturnType<typeof repo.findCandidateInputs>>>[] = [];
    let unread = 0;
    const readAhead = () => {
      while (reads.length < ahead && unread < scope.length) {
        const read = repo.findCandidateInputs(reader ?? tx.db, scope.slice(unread, unread + SCOPE_CHUNK), target.skillIds);
        // Awaited later; a failure while earlier chunks are written must not go unhandled meanwhile.
        read.catch(() => undefined);
        reads.push(read);
        unread += SCOPE_CHUNK;
      }
    };
    readAhead();
    let stored = 0;
    for (let read = reads.shift(); read; read = reads.shift()) {
      const inputs = await read;
      if (reader) readAhead();
      // A candidate who did not choose to be found is scored only by the companies they applied to.
      const hidden = inputs.filter((c) => !c.discoverable).map((c) => c.id);
      const companyApplicants = await repo.applicantsOfCompanyAmong(reader ?? tx.db, job.companyId, hidden);
      const rows: repo.JobScores['rows'] = [];
      const applied: repo.Percentage[] = [];
      for (const c of inputs) {
        if (!c.discoverable && !companyApplicants.has(c.id)) continue;
        const score = scoreMatch(matchJob, c, today);
        if (score.listed) rows.push({ candidateId: c.id, score });
        // Only the applications whose percentage or reach changes are sent to be written.
        const held = applicants.get(c.id);
        if (held && (held.percentage !== score.percentage || held.reach !== score.reach.basis))
          applied.push({ candidateId: c.id, companyJobId: job.id, percentage: score.percentage, reach: score.reach.basis });
      }
      await repo.insertJobMatches(tx.db, { job: target, computedAt: now, rows });
      await repo.setApplicationPercentages(tx.db, applied);
      stored += rows.length;
      if (!reader) readAhead();
    }
    return { stored };
  });
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Candidates read and scored at a time in a job's rematch. */
const SCOPE_CHUNK = 5000;
/** Chunks read at once on PostgreSQL (decision 31: the biggest job in 1.64 s with one, 1.16–1.53 s with two). */
const READS_AHEAD = 2;

/**
 * Rematches one candidate against the published jobs that can concern them (asking one of their
 * skills, applied to, or matched now), each share-locked so a job's own rematch runs wholly before
 * or after. Two runs for the same candidate are serialised by a transaction-level advisory lock.
 */
export async function rematchCandidate(ctx: AppContext, candidateId: string, now = new Date()) {
  return inTransaction(ctx, async (tx) => {
    await tx.db.execute(NO_JIT);
    await tx.db.execute(candidateLock(candidateId));
    // A profile save or a test attempt (which lock the row for update and rewrite the candidate's
    // applications) then runs wholly before or after this run, never interleaved on those rows.
    await repo.shareLockCandidate(tx.db, candidateId);
    const candidate = await repo.findCandidateInput(tx.db, candidateId);
    if (!candidate) return { stored: 0 };
    const jobs = await repo.lockJobsForCandidate(tx.db, candidateId, [
      ...new Set([...candidate.skillIds, ...candidate.verifiedSkillIds]),
    ]);
    const ref = await repo.loadReference(tx.db);
    const types = await skillTypesOf(
      tx,
      jobs.flatMap((j) => j.skillIds),
    );
    const applied = new Set(await repo.appliedJobIdsOfCandidate(tx.db, candidateId));
    const appliedCompanies = new Set(candidate.discoverable ? [] : await repo.appliedCompanyIdsOfCandidate(tx.db, candidateId));
    const today = todayUtc(now);
    const rows: repo.MatchInsert[] = [];
    const percentages: repo.Percentage[] = [];
    for (const job of jobs) {
      // The job's rows of this candidate are replaced all the same: one not to be found loses them.
      if (!candidate.discoverable && !appliedCompanies.has(job.companyId)) continue;
      const s = scoreMatch(toMatchJob(job, ref, types), candidate, today);
      if (s.listed) rows.push(toRow(job, candidateId, s, now));
      if (applied.has(job.id))
        percentages.push({ candidateId, companyJobId: job.id, percentage: s.percentage, reach: s.reach.basis });
    }
    await repo.replaceCandidateMatches(
      tx.db,
      candidateId,
      jobs.map((j) => j.id),
      rows,
    );
    await repo.setApplicationPercentages(tx.db, percentages);
    return { stored: rows.length };
  });
}

/**
 * The rematch statements are short and many: compiling them (PostgreSQL's JIT, on by default above
 * a cost the chunked reads reach) takes longer than running them.
 */
const NO_JIT = sql`set local jit = off`;

/** The advisory lock of a candidate's rematch: class 20 (this engine), the candidate's hash. */
const candidateLock = (candidateId: string) => sql`select pg_advisory_xact_lock(20, hashtext(${candidateId}))`;

/**
 * Takes a candidate who chose not to be found out of every company's matches but those they
 * applied to, in the caller's transaction (their queued rematch follows).
 */
export async function withdrawUndiscoverableMatches(ctx: AppContext, candidateId: string) {
  await repo.deleteMatchesOutsideAppliedCompanies(ctx.db, candidateId);
}

/** The score of one pair now, from the current rows (for pairs that have no stored row). */
export async function computeMatch(ctx: AppContext, job: repo.JobRow, candidateId: string, now = new Date()) {
  const candidate = await repo.findCandidateInput(ctx.db, candidateId);
  if (!candidate) return undefined;
  const [ref, types] = await Promise.all([repo.loadReference(ctx.db), skillTypesOf(ctx, job.skillIds)]);
  const matchJob = toMatchJob(job, ref, types);
  return { matchJob, candidate: candidate as MatchCandidate, score: scoreMatch(matchJob, candidate, todayUtc(now)) };
}

/** The explanation of API.md from a stored row. */
export async function explainRow(ctx: AppContext, row: repo.MatchRow): Promise<MatchExplanation> {
  return explanation(row, await skillNames(ctx, [...row.matchedSkillIds, ...row.missingSkillIds]));
}

type SkillNames = ReadonlyMap<string, SkillName>;
/** What an explanation reads of a stored or computed row. */
type ExplainedRow = Pick<
  repo.MatchRow,
  | 'candidateId'
  | 'companyJobId'
  | 'percentage'
  | 'breakdown'
  | 'matchedSkillIds'
  | 'verifiedSkillIds'
  | 'missingSkillIds'
  | 'fieldFit'
  | 'professionMonths'
  | 'relevantMonths'
  | 'reach'
  | 'distanceKm'
  | 'computedAt'
> & { excludedBy?: string[] | null };

export function explanation(row: ExplainedRow, names: SkillNames): MatchExplanation {
  // A skill removed from the taxonomy since reads as an empty hard skill.
  const named = (id: string) => {
    const skill = names.get(id);
    return { id, skillName: skill?.skillName ?? '', skillType: skill?.skillType ?? ('hard' as const) };
  };
  const matched = (id: string) => Object.assign(named(id), { verified: row.verifiedSkillIds.includes(id) });
  return {
    candidateId: row.candidateId,
    companyJobId: row.companyJobId,
    percentage: row.percentage,
    excluded: (row.excludedBy ?? []).length > 0,
    excludedBy: (row.excludedBy ?? []) as MatchExplanation['excludedBy'],
    breakdown: row.breakdown,
    skills: {
      matched: row.matchedSkillIds.map(matched),
      missing: row.missingSkillIds.map(named),
    },
    field: { fit: round3(row.fieldFit), professionMonths: row.professionMonths, relevantMonths: row.relevantMonths },
    reach: { basis: basisOf(row.reach), withinReach: isWithinReach(row.reach), distanceKm: row.distanceKm },
    computedAt: row.computedAt.toISOString(),
  };
}

/** A stored reach as the explanation says it: one the API does not know reads as near. */
const basisOf = (reach: string): Reach['basis'] =>
  (REACH_BASES as readonly string[]).includes(reach) ? (reach as Reach['basis']) : 'near';
const isWithinReach = (reach: string) => reach !== 'far' && reach !== 'outsideHiringCountries';

const text = JSON.stringify;

/**
 * Each skill's `{"id":…,"skillName":…,"skillType":…` as text, made once per copy of the names
 * (skill-names.ts keeps one per process and replaces it when the taxonomy changes).
 */
const skillFragments = new WeakMap<SkillNames, Map<string, string>>();
function skillFragment(names: SkillNames, id: string) {
  let fragments = skillFragments.get(names);
  if (!fragments) {
    fragments = new Map();
    skillFragments.set(names, fragments);
  }
  let fragment = fragments.get(id);
  if (fragment === undefined) {
    // A skill removed from the taxonomy since reads as an empty hard skill, as in explanation().
    const skill = names.get(id);
    fragment = `{"id":${text(id)},"skillName":${text(skill?.skillName ?? '')},"skillType":${text(skill?.skillType ?? 'hard')}`;
    fragments.set(id, fragment);
  }
  return fragment;
}

/**
 * explanation() written straight as JSON text, for the rows of the matched list's pages (its hot
 * path): the same fields in the same order, with the breakdown as the database keeps it. Building
 * the objects and then JSON.stringify was most of the API's time per page.
 * matching.pages.int.test.ts holds the two answers equal.
 */
export function explanationJson(row: Omit<ExplainedRow, 'breakdown'> & { breakdownJson: string }, names: SkillNames): string {
  let matched = '';
  for (const id of row.matchedSkillIds)
    matched += `${matched ? ',' : ''}${skillFragment(names, id)},"verified":${row.verifiedSkillIds.includes(id)}}`;
  let missing = '';
  for (const id of row.missingSkillIds) missing += `${missing ? ',' : ''}${skillFragment(names, id)}}`;
  const excludedBy = row.excludedBy ?? [];
  return (
    `{"candidateId":${text(row.candidateId)},"companyJobId":${text(row.companyJobId)},"percentage":${text(row.percentage)},` +
    `"excluded":${excludedBy.length > 0},"excludedBy":${text(excludedBy)},"breakdown":${row.breakdownJson},` +
    `"skills":{"matched":[${matched}],"missing":[${missing}]},` +
    `"field":{"fit":${text(round3(row.fieldFit))},"professionMonths":${text(row.professionMonths)},"relevantMonths":${text(row.relevantMonths)}},` +
    `"reach":{"basis":${text(basisOf(row.reach))},"withinReach":${isWithinReach(row.reach)},"distanceKm":${text(row.distanceKm)}},` +
    `"computedAt":${text(row.computedAt.toISOString())}}`
  );
}

/** The explanation of a score computed now (no stored row). */
export async function explainScore(ctx: AppContext, job: repo.JobRow, candidateId: string, s: MatchScore, now: Date) {
  const row = toRow(job, candidateId, s, now);
  return explanation(row, await skillNames(ctx, [...row.matchedSkillIds, ...row.missingSkillIds]));
}

/**
 * The candidates whose experience grows by a month on `today` (UTC): those in a job now that started
 * on this day of the month; on a month's last day, also those who started on a later day.
 */
export async function monthTurnsOn(ctx: AppContext, today: Date) {
  const day = today.getUTCDate();
  const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)).getUTCDate();
  const days = day === lastDay ? Array.from({ length: 32 - day }, (_, k) => day + k) : [day];
  return repo.candidatesWhoseMonthTurns(ctx.db, todayUtc(today), days);
}

/** Three decimals: a stored real read back (0.3333333432674408) says no more than that. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;
