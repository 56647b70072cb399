/**
 * Ranking quality of the match score on the demo (issue 24, docs/matching.md): is the right person
 * first? The demo generator knows each candidate's profession, which is the ground truth here: a
 * candidate is relevant to a job when they are of its profession (gain 2) or of another profession
 * of its industry (gain 1). Printed per published demo job:
 *
 * - precision@10 of the matched list (the suggested candidates, highest first): the share of the
 *   first ten (or fewer, when fewer are suggested) who are relevant;
 * - nDCG@10 of the matched list: its first ten's gains, discounted by rank, against the best order
 *   of the same suggested candidates;
 * - on the applicants list: the share of in-field applicants (relevant ones) whose percentage is
 *   above every out-of-field applicant's, and the same for in-field applicants with at least half
 *   the job's hard skills against every applicant with none of them.
 *
 * The demo is loaded into an embedded database of its own (about a minute).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { generateDemo } from '../apps/api/src/demo/demo.js';
import { fmt } from './lib.js';

const GOALS = { precisionAt10: 0.9, ndcgAt10: 0.9, halfSkillsAboveNone: 1 };

type JobRow = { id: string; job_title: string; profession: string; industry_id: string; hard: string[] };
type Scored = { candidate_id: string; percentage: number; skills: string[] };

export type JobRanking = {
  job: string;
  suggested: number;
  precisionAt10: number;
  ndcgAt10: number;
  applicants: number;
  inFieldAboveOutOfField: number;
  /** The same for the applicants of the job's own profession. */
  professionAboveOutOfField: number;
  halfSkillsAboveNone: number;
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** DCG of gains in rank order (rank 1 is not discounted). */
const dcg = (gains: number[]) => gains.reduce((sum, g, i) => sum + g / Math.log2(i + 2), 0);

/** The share of `above` whose percentage is higher than every one of `below` (1 when either is empty). */
function shareAbove(above: Scored[], below: Scored[]) {
  if (above.length === 0 || below.length === 0) return 1;
  const top = Math.max(...below.map((s) => s.percentage));
  return above.filter((s) => s.percentage > top).length / above.length;
}

export async function benchRanking(): Promise<JobRanking[]> {
  console.log('\n## Ranking quality on the demo (ground truth: each candidate’s profession)');
  const app = await buildApp(testConfig({ isolatedTestDatabase: false, databaseUrl: undefined }));
  try {
    const demo = await generateDemo(app.ctx, { candidates: 300 });
    const truth = demo.professions ?? new Map<string, string>();
    const professions = rows<{ name: string; industry_id: string }>(
      await app.db.execute(sql`select profession_name as name, industry_id from professions`),
    );
    const industryOf = new Map(professions.map((p) => [p.name, p.industry_id]));
    const jobs = rows<JobRow>(
      await app.db.execute(sql`
        select j.id, j.job_title, p.profession_name as profession, p.industry_id,
          array(select s.id::text from unnest(j.skill_ids) as k(id) join skills s on s.id = k.id where s.skill_type = 'hard') as hard
        from company_jobs j join professions p on p.id = j.profession_id
        where j.company_id = ${demo.companyId} and j.job_status = 'Published' and not j.is_job_deleted
        order by j.job_title`),
    );
    const out: JobRanking[] = [];
    for (const job of jobs) {
      const gain = (candidateId: string) => {
        const profession = truth.get(candidateId);
        if (profession === job.profession) return 2;
        return profession && industryOf.get(profession) === job.industry_id ? 1 : 0;
      };
      // The matched list's order: percentage, highest first, then the candidate (matching.reads.repository.ts).
      const suggested = rows<Scored>(
        await app.db.execute(sql`
          select candidate_id, percentage, matched_skill_ids::text[] as skills from matched_candidates
          where company_job_id = ${job.id} and listed order by percentage desc, candidate_id`),
      );
      const first = suggested.slice(0, 10).map((s) => gain(s.candidate_id));
      const ideal = suggested
        .map((s) => gain(s.candidate_id))
        .sort((a, b) => b - a)
        .slice(0, 10);
      const applicants = rows<Scored>(
        await app.db.execute(sql`
          select ja.candidate_id, coalesce(ja.match_percentage, 0) as percentage,
            array(select unnest(c.match_skill_ids || c.match_verified_skill_ids)::text) as skills
          from job_applications ja join candidates c on c.id = ja.candidate_id where ja.company_job_id = ${job.id}`),
      );
      const hardOf = (s: Scored) => job.hard.filter((id) => s.skills.includes(id)).length;
      const inField = applicants.filter((a) => gain(a.candidate_id) > 0);
      const outOfField = applicants.filter((a) => gain(a.candidate_id) === 0);
      out.push({
        job: job.job_title,
        suggested: suggested.length,
        precisionAt10: first.length ? first.filter((g) => g > 0).length / first.length : 0,
        ndcgAt10: dcg(ideal) > 0 ? dcg(first) / dcg(ideal) : 0,
        applicants: applicants.length,
        inFieldAboveOutOfField: shareAbove(inField, outOfField),
        professionAboveOutOfField: shareAbove(
          applicants.filter((a) => gain(a.candidate_id) === 2),
          outOfField,
        ),
        halfSkillsAboveNone: shareAbove(
          inField.filter((a) => hardOf(a) * 2 >= job.hard.length),
          applicants.filter((a) => hardOf(a) === 0),
        ),
      });
    }
    for (const r of out) {
      console.log(
        `${r.job}: ${r.suggested} suggested; precision@10 ${fmt(r.precisionAt10, 2)} (goal ≥ ${GOALS.precisionAt10}: ${
          r.precisionAt10 >= GOALS.precisionAt10 ? 'met' : 'NOT met'
        }), nDCG@10 ${fmt(r.ndcgAt10, 2)} (goal ≥ ${GOALS.ndcgAt10}: ${r.ndcgAt10 >= GOALS.ndcgAt10 ? 'met' : 'NOT met'}); ` +
          `${r.applicants} applicants: ${fmt(r.inFieldAboveOutOfField * 100, 0)} % of in-field ones (${fmt(r.professionAboveOutOfField * 100, 0)} % of those of its profession) above every out-of-field one, ` +
          `${fmt(r.halfSkillsAboveNone * 100, 0)} % of in-field ones with half the hard skills above every one with none (goal 100 %: ${
            r.halfSkillsAboveNone >= GOALS.halfSkillsAboveNone ? 'met' : 'NOT met'
          })`,
      );
    }
    return out;
  } finally {
    await app.close();
  }
}

// Run on its own: npx tsx bench/ranking.bench.ts
if (import.meta.url === `file://${process.argv[1]}`) await benchRanking();
