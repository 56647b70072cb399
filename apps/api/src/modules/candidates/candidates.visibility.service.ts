import { hasListedMatch } from '#api/modules/matching/matching.reads.service.js';
import type { AppContext } from '#api/platform/context.js';
import { type Principal, requireCandidateVisible } from '#api/platform/policy.js';
import * as repo from './candidates.applications.repository.js';

/**
 * The policy's "a company sees a candidate only through an application to, or a match of 20 % or
 * more with, one of its own jobs" (platform/policy.ts requireCandidateVisible): an application, or
 * a listed row of the matching engine (docs/matching.md).
 */
export function requireCandidateVisibleTo(ctx: AppContext, caller: Principal, candidateId: string) {
  return requireCandidateVisible(
    caller,
    candidateId,
    async (companyId, id) => (await repo.hasApplicationWithCompany(ctx.db, companyId, id)) || hasListedMatch(ctx, companyId, id),
  );
}
