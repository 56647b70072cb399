import type { CandidateExport, CompanyCandidateExport } from '@talentdeck/shared';
import type { AppContext } from '#api/platform/context.js';
import { type Principal, requireCandidate, requireCandidateVisible, requireCompanyOwner } from '#api/platform/policy.js';
import * as repo from './privacy.repository.js';

const FORMAT = 'talentdeck.candidate-export/1';

/** The addresses of the candidate's own files (pictures, a video), from the rows exported. */
function filesOf(tables: Record<string, Record<string, unknown>[]>): CandidateExport['files'] {
  const files: CandidateExport['files'] = [];
  for (const [table, field] of [
    ['users', 'profilePicture'],
    ['candidates', 'profilePicture'],
    ['candidates', 'video'],
  ] as const) {
    for (const row of tables[table] ?? []) {
      const url = row[field];
      if (typeof url === 'string' && url) files.push({ table, field, url });
    }
  }
  return files;
}

/**
 * Everything Talentdeck holds about the calling candidate, machine-readable (GDPR art. 15 and 20):
 * every row of theirs table by table (secrets left out), their files' addresses, and which
 * companies opened their profile when.
 */
export async function exportCandidateData(ctx: AppContext, caller: Principal): Promise<CandidateExport> {
  const candidateId = requireCandidate(caller);
  const tables = await repo.findCandidateRows(ctx.db, { userId: caller.userId, candidateId });
  const reads = await repo.findProfileReads(ctx.db, candidateId);
  const applications = await repo.findApplicationNames(ctx.db, candidateId);
  return {
    format: FORMAT,
    exportedAt: new Date().toISOString(),
    profileReads: reads.map((r) => ({ companyName: r.companyName, at: r.at.toISOString() })),
    applications: applications.map((a) => ({ ...a, appliedAt: a.appliedAt.toISOString() })),
    files: filesOf(tables),
    notExported: repo.NOT_EXPORTED,
    tables,
  };
}

/**
 * Everything the company holds about one candidate, for its answer to their request (GDPR art. 15):
 * the profile as the company sees it, and its own applications, answers, notes, interviews,
 * messages and match rows of them. The owner only; a candidate the company has no application or
 * match of is the 404 of a missing row.
 */
export async function exportCandidateForCompany(
  ctx: AppContext,
  caller: Principal,
  companyId: string,
  candidateId: string,
): Promise<CompanyCandidateExport> {
  const own = requireCompanyOwner(caller, companyId);
  const rows = await repo.findCompanyCandidateRows(ctx.db, own, candidateId);
  await requireCandidateVisible(
    caller,
    candidateId,
    async () => rows.job_applications.length + rows.matched_candidates.length > 0,
  );
  const { candidate, ...held } = rows;
  return {
    format: 'talentdeck.company-candidate-export/1',
    exportedAt: new Date().toISOString(),
    companyId: own,
    candidateId,
    tables: { candidate: candidate.map(({ name, email, profile }) => ({ name, email, ...profile })), ...held },
  };
}
