import { type CandidateSignUpRequest, type DiscoverableResponse, PRIVACY_MESSAGES, PRIVACY_NOTICE } from '@talentdeck/shared';
import { signUpCandidate } from '#api/modules/accounts/accounts.service.js';
import { enqueueCandidateRematch } from '#api/modules/matching/matching.rematch.service.js';
import { withdrawUndiscoverableMatches } from '#api/modules/matching/matching.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { validationError } from '#api/platform/errors.js';
import { type Principal, requireCandidate } from '#api/platform/policy.js';
import * as repo from './candidates.repository.js';

/**
 * POST /api/candidate-app/sign-up: the accounts module's sign-up, with the candidate's empty profile
 * in its transaction, the privacy notice accepted (only the one in force) and the unticked-unless-
 * chosen "Let companies find my profile" (docs/PRIVACY.md).
 */
export function signUp(ctx: AppContext, input: CandidateSignUpRequest) {
  const { privacyNoticeVersion, discoverable = false } = input;
  if (privacyNoticeVersion !== undefined && privacyNoticeVersion !== PRIVACY_NOTICE.version) {
    throw validationError([{ field: 'privacyNoticeVersion', message: PRIVACY_MESSAGES.noticeOutdated }]);
  }
  const consent: repo.SignUpConsent = {
    discoverable,
    privacyNoticeVersion: privacyNoticeVersion ?? null,
    privacyNoticeAcceptedAt: privacyNoticeVersion ? new Date() : null,
  };
  return signUpCandidate(ctx, input, (tx, userId) => repo.insertCandidate(tx.db, userId, consent));
}

/**
 * PATCH /api/candidate-app/profile/discoverable. Turning it off takes the candidate out of every
 * other company's matched lists and top matches at once (in the same transaction); the queued
 * rematch then scores them only where they applied, or, turned on, everywhere again.
 */
export async function setDiscoverable(ctx: AppContext, caller: Principal, discoverable: boolean): Promise<DiscoverableResponse> {
  const candidateId = requireCandidate(caller);
  await inTransaction(ctx, async (tx) => {
    await repo.updateDiscoverable(tx.db, candidateId, discoverable);
    if (!discoverable) await withdrawUndiscoverableMatches(tx, candidateId);
  });
  await enqueueCandidateRematch(ctx, candidateId);
  return { discoverable };
}
