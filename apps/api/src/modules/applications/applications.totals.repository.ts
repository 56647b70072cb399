import { APPLICANT_EXPERIENCE_FILTERS, type ApplicantExperienceFilter } from '@talentdeck/shared';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { jobApplicationCounts, jobApplications } from '#api/db/schema/index.js';
import { type ApplicantConditions, applicantConditions } from './applications.pipeline.repository.js';

/**
 * The applicants list's totals without counting a job's applications: job_application_counts holds
 * each job's applications per status, video flag and experience bucket, kept by a trigger in the
 * writing transaction (migration 0012, docs/decisions/0019 Measured). A total is the sum of at most
 * a few dozen of its rows, whatever the job's size. Only a city filter (or a where of the client's
 * filter) counts rows, on the job-and-city index.
 */

const jc = jobApplicationCounts;

/**
 * The bounds of the experience brackets, ascending. Each bound is a bucket of its own (neighbouring
 * brackets both include it), and so is each span between two bounds: 0–11, 12, 13–35, 36, … 121+.
 * The database's job_application_experience_bucket(months) computes the same (checked by a test).
 */
export const EXPERIENCE_BOUNDS: number[] = [
  ...new Set(
    Object.values(APPLICANT_EXPERIENCE_FILTERS)
      .flatMap((b): (number | null)[] => [b.min, b.max])
      .filter((v): v is number => v !== null && v > 0),
  ),
].sort((a, b) => a - b);

export function experienceBucket(months: number): number {
  const below = EXPERIENCE_BOUNDS.filter((b) => b < months).length;
  return 2 * below + (EXPERIENCE_BOUNDS.includes(months) ? 1 : 0);
}

/** The buckets a bracket covers: every bucket whose whole span lies within the bracket. */
export function bracketBuckets(bracket: ApplicantExperienceFilter): number[] {
  const { min, max } = APPLICANT_EXPERIENCE_FILTERS[bracket];
  const out: number[] = [];
  for (let k = 0; k <= 2 * EXPERIENCE_BOUNDS.length; k++) {
    const i = Math.floor(k / 2);
    const low = k % 2 ? (EXPERIENCE_BOUNDS[i] as number) : i === 0 ? 0 : (EXPERIENCE_BOUNDS[i - 1] as number) + 1;
    const high =
      k % 2 ? (EXPERIENCE_BOUNDS[i] as number) : i < EXPERIENCE_BOUNDS.length ? (EXPERIENCE_BOUNDS[i] as number) - 1 : null;
    if (low >= min && (max === null || (high !== null && high <= max))) out.push(k);
  }
  return out;
}

/** The filtered total of a job's applicants page. */
export async function countApplicants(
  db: Db,
  jobId: string,
  c: ApplicantConditions,
  filterWhere: SQL | undefined,
): Promise<number> {
  if (c.city !== undefined || c.reach !== undefined || filterWhere) {
    const [row] = await db
      .select({ n: count() })
      .from(jobApplications)
      .where(and(eq(jobApplications.companyJobId, jobId), applicantConditions(c), filterWhere));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${jc.applications}), 0)::int` })
    .from(jc)
    .where(
      and(
        eq(jc.companyJobId, jobId),
        c.status ? eq(jc.applicationStatus, c.status) : undefined,
        c.withVideo === undefined ? undefined : eq(jc.candidateHasVideo, c.withVideo),
        c.experience ? inArray(jc.experienceBucket, bracketBuckets(c.experience)) : undefined,
      ),
    );
  return row?.n ?? 0;
}
