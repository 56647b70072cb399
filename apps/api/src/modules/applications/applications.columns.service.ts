import type { AppContext } from '#api/platform/context.js';
import * as repo from './applications.pipeline.repository.js';

export type ApplicantCopies = repo.ApplicantCopies;

/**
 * Keeps the applicants list's copies of a candidate's columns true (docs/decisions/0019): the
 * candidates module calls it in the transaction that changed the profile or the rank, with the
 * candidate's row locked, so no application can be written in between with the old values.
 */
export function syncApplicantCopies(ctx: AppContext, candidateId: string, copies: ApplicantCopies) {
  return repo.updateCandidateCopies(ctx.db, candidateId, copies);
}
