import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { jobApplications } from '#api/db/schema/index.js';

/**
 * What the candidates module reads and writes of a candidate's applications: the applicants list's
 * copies of the candidate's columns, which it keeps true (docs/decisions/0019), and whether the
 * candidate applied to a company (who may see the candidate).
 */

const ja = jobApplications;

/** The list's copies of the candidate's columns, as the candidates module computes them. */
export type ApplicantCopies = {
  candidateProfileRank: number;
  candidateExperienceMonths: number;
  candidateHasVideo: boolean;
  candidateCity: string | null;
};

/**
 * Rewrites the copies on every application of the candidate (in the caller's transaction).
 * Rows already equal are left alone, so a save that changes none of them writes nothing.
 */
export async function updateCandidateCopies(db: Db, candidateId: string, v: ApplicantCopies) {
  await db
    .update(ja)
    .set(v)
    .where(
      and(
        eq(ja.candidateId, candidateId),
        sql`(${ja.candidateProfileRank}, ${ja.candidateExperienceMonths}, ${ja.candidateHasVideo}, ${ja.candidateCity})
          is distinct from (${v.candidateProfileRank}::integer, ${v.candidateExperienceMonths}::integer, ${v.candidateHasVideo}::boolean, ${v.candidateCity}::text)`,
      ),
    );
}

/** Whether the candidate applied to any job of the company (job_applications_company_candidate_idx). */
export async function hasApplicationWithCompany(db: Db, companyId: string, candidateId: string) {
  const rows = await db
    .select({ one: sql`1` })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.companyId, companyId),
        eq(jobApplications.candidateId, candidateId),
        // An application anonymised by the retention run no longer shows its candidate.
        isNull(jobApplications.anonymisedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
