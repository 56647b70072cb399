import {
  CANDIDATE_MESSAGES,
  type CandidateOwnProfile,
  type CandidateProfile,
  type CandidateProfileRequest,
  profileRank,
} from '@talentdeck/shared';
import { locateCity } from '#api/modules/geo/geo.service.js';
import { enqueueCandidateRematch } from '#api/modules/matching/matching.rematch.service.js';
import { assertCandidateReferences, taxonomyNames } from '#api/modules/taxonomy/taxonomy.service.js';
import { toMajor, toMinor } from '#api/platform/amounts.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound, validationError } from '#api/platform/errors.js';
import { type Principal, requireCandidate } from '#api/platform/policy.js';
import type { ApplicantCopies } from './candidates.applications.repository.js';
import * as copiesRepo from './candidates.applications.repository.js';
import * as repo from './candidates.repository.js';

export type { ApplicantCopies };

/**
 * Runs `work` in one transaction with the candidate's row locked, then stores the rank that follows
 * and rewrites the applicants list's copies of the candidate on each of their applications. Once it
 * has committed, the candidate's matches are queued for recomputation (docs/matching.md).
 */
export async function inCandidateTransaction<T>(
  ctx: AppContext,
  candidateId: string,
  work: (tx: AppContext) => Promise<T>,
): Promise<{ result: T; profileRank: number }> {
  const done = await inTransaction(ctx, async (tx) => {
    await repo.lockCandidate(tx.db, candidateId);
    const result = await work(tx);
    const profileRank = await recomputeRank(tx, candidateId);
    const row = await repo.findCandidateRow(tx.db, candidateId);
    if (!row) throw notFound();
    await syncApplicantCopies(tx, candidateId, copiesOf(row));
    return { result, profileRank };
  });
  await enqueueCandidateRematch(ctx, candidateId);
  return done;
}

/**
 * Keeps the applicants list's copies of a candidate's columns true (docs/decisions/0019): called in
 * the transaction that changed the profile or the rank, with the candidate's row locked, so no
 * application can be written in between with the old values.
 */
function syncApplicantCopies(ctx: AppContext, candidateId: string, copies: ApplicantCopies) {
  return copiesRepo.updateCandidateCopies(ctx.db, candidateId, copies);
}

/** What the applicants list filters and sorts on, from the candidate's row (docs/decisions/0019). */
function copiesOf(row: repo.CandidateRow): ApplicantCopies {
  return {
    candidateProfileRank: row.profileRank,
    candidateExperienceMonths: row.yearsOfExperience,
    candidateHasVideo: Boolean(row.video?.trim()),
    candidateCity: row.city,
  };
}

/**
 * The copies a new application starts with, read in the applying transaction with the candidate's
 * row share-locked: a profile save or a test attempt (which lock it for update) then runs wholly
 * before or after the application, and rewrites it if after.
 */
export async function applicantCopiesForApplication(tx: AppContext, candidateId: string): Promise<ApplicantCopies> {
  const row = await repo.findCandidateRow(tx.db, candidateId, { lock: 'share' });
  if (!row) throw notFound();
  return copiesOf(row);
}

/** profileRank from what is stored now (packages/shared profile-rank.ts, docs/profile-rank.md). */
async function recomputeRank(ctx: AppContext, candidateId: string) {
  const found = await repo.rankInputs(ctx.db, candidateId);
  if (!found) throw notFound();
  const { row, ...counts } = found;
  const rank = profileRank({ ...row, ...counts });
  if (rank !== row.profileRank) await repo.updateRank(ctx.db, candidateId, rank);
  return rank;
}

function toProfile(
  found: NonNullable<Awaited<ReturnType<typeof repo.findCandidate>>>,
  s: repo.CandidateSections,
  names: Awaited<ReturnType<typeof taxonomyNames>>,
): CandidateProfile {
  const c = found.candidate;
  const educationName = new Map(names.educations.map((e) => [e.id, e.educationName]));
  return {
    id: c.id,
    userId: c.userId,
    user: found.user,
    profilePicture: c.profilePicture,
    profileRank: c.profileRank,
    video: c.video,
    title: c.title,
    aboutYou: c.aboutYou,
    city: c.city,
    country: c.country,
    location: c.location,
    yearsOfExperience: c.yearsOfExperience,
    gender: c.gender,
    dateOfBirth: c.dateOfBirth,
    isDisable: c.isDisable,
    skillIds: s.skillIds,
    skills: s.skillIds.flatMap((skillId) => names.skills.filter((k) => k.id === skillId)),
    educations: s.educations.map((e) => ({
      id: e.id,
      educationId: e.educationId,
      educationName: educationName.get(e.educationId) ?? '',
      nameOfDegree: e.nameOfDegree,
      institute: e.institute,
      to: e.to,
      degreeImage: e.degreeImage,
    })),
    workExperiences: s.workExperiences.map((w) => ({
      id: w.id,
      jobTitle: w.jobTitle,
      companyName: w.companyName,
      from: w.from,
      to: w.to,
      experienceLetter: w.experienceLetter,
    })),
    certificates: s.certificates.map((x) => ({
      id: x.id,
      nameOfCertificate: x.nameOfCertificate,
      institute: x.institute,
      to: x.to,
      certificateImage: x.certificateImage,
    })),
    portfolios: s.portfolios.map((p) => ({
      id: p.id,
      projectName: p.projectName,
      projectType: p.projectType,
      url: p.url ?? null,
    })),
    criteria: {
      workTypes: s.criteria?.workTypes ?? [],
      city: s.criteria?.city ?? null,
      salaryExpectation: toMajor(s.criteria?.salaryExpectation ?? null),
      relocate: s.criteria?.relocate ?? false,
    },
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The candidate with every section. */
export async function readProfile(ctx: AppContext, candidateId: string): Promise<CandidateProfile> {
  const found = await repo.findCandidate(ctx.db, candidateId);
  if (!found) throw notFound();
  const sections = await repo.findSections(ctx.db, candidateId);
  const names = await taxonomyNames(ctx, {
    skillIds: sections.skillIds,
    educationIds: [...new Set(sections.educations.map((e) => e.educationId))],
  });
  return toProfile(found, sections, names);
}

/** The candidate's own profile: every section, and their privacy choices (which no company sees). */
async function readOwnProfile(ctx: AppContext, candidateId: string): Promise<CandidateOwnProfile> {
  const profile = await readProfile(ctx, candidateId);
  const privacy = await repo.findPrivacy(ctx.db, candidateId);
  if (!privacy) throw notFound();
  return {
    ...profile,
    privacy: { ...privacy, privacyNoticeAcceptedAt: privacy.privacyNoticeAcceptedAt?.toISOString() ?? null },
  };
}

/** GET /api/candidate-app/profile: the caller's own profile. */
export function getOwnProfile(ctx: AppContext, caller: Principal) {
  return readOwnProfile(ctx, requireCandidate(caller));
}

/**
 * PUT /api/candidate-app/profile: the whole profile in one transaction. Skills must be active
 * entries of the taxonomy and education levels exist; without `location` the city's coordinates
 * come from the bundled world-cities data (a city it does not know answers 422). The rank is
 * recomputed in the same transaction.
 */
export async function saveProfile(ctx: AppContext, caller: Principal, input: CandidateProfileRequest) {
  const candidateId = requireCandidate(caller);
  const skillIds = [...new Set(input.skillIds)];
  await assertCandidateReferences(
    ctx,
    { skillIds, educationIds: input.educations.map((e, i) => ({ field: `educations.${i}.educationId`, id: e.educationId })) },
    { skill: CANDIDATE_MESSAGES.skillUnavailable, education: CANDIDATE_MESSAGES.educationUnavailable },
  );
  if (input.dateOfBirth && input.dateOfBirth > new Date().toISOString().slice(0, 10)) {
    throw validationError([{ field: 'dateOfBirth', message: CANDIDATE_MESSAGES.dateNotInFuture }]);
  }
  const location = input.location ?? (await locateCity(input.city, input.country));
  if (!location) throw validationError([{ field: 'city', message: CANDIDATE_MESSAGES.cityNotFound }]);
  const write: repo.ProfileWrite = {
    candidate: {
      title: input.title,
      aboutYou: input.aboutYou ?? '',
      profilePicture: input.profilePicture ?? null,
      video: input.video ?? null,
      city: input.city,
      country: input.country,
      location,
      yearsOfExperience: input.yearsOfExperience ?? 0,
      gender: input.gender ?? null,
      dateOfBirth: input.dateOfBirth ?? null,
      isDisable: input.isDisable ?? false,
    },
    skillIds,
    educations: input.educations.map((e) => ({ ...e, to: e.to ?? null, degreeImage: e.degreeImage ?? null })),
    workExperiences: input.workExperiences.map((w) => ({ ...w, to: w.to ?? null, experienceLetter: w.experienceLetter ?? null })),
    certificates: input.certificates.map((x) => ({ ...x, to: x.to ?? null, certificateImage: x.certificateImage ?? null })),
    portfolios: input.portfolios.map((p) => ({
      projectName: p.projectName,
      projectType: p.projectType ?? '',
      url: p.url ?? null,
    })),
    criteria: {
      workTypes: [...new Set(input.criteria?.workTypes ?? [])],
      city: input.criteria?.city ?? null,
      salaryExpectation: toMinor(input.criteria?.salaryExpectation) ?? null,
      relocate: input.criteria?.relocate ?? false,
    },
  };
  await inCandidateTransaction(ctx, candidateId, (tx) => repo.replaceProfile(tx.db, candidateId, write));
  return readOwnProfile(ctx, candidateId);
}
