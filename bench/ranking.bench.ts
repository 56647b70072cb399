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
 * The demo is loaded into an embedded database of its own (about a minute). `benchScaleRanking`
 * prints the same figures for 50 jobs of the scale data.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { generateDemo } from '../apps/api/src/demo/demo.js';
import { rematchJob } from '../apps/api/src/modules/matching/matching.service.js';
import { fmt } from './lib.js';
import { candidateId, drawCandidates } from './scale/candidates.js';
import { ensureScaleData } from './scale/generate.js';
import { loadReference } from './scale/reference.js';
import { openScaleApp, type ScaleApp } from './scale-app.js';

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

/**
 * One job's figures from its matched list (highest first, as the list orders it) and its
 * applicants, with `gain` the ground truth: 2 for the job's profession, 1 for its industry, else 0.
 */
export function rankingOf(
  job: { title: string; hard: string[] },
  suggested: Scored[],
  applicants: Scored[],
  gain: (candidateId: string) => number,
): JobRanking {
  const first = suggested.slice(0, 10).map((s) => gain(s.candidate_id));
  const ideal = suggested
    .map((s) => gain(s.candidate_id))
    .sort((a, b) => b - a)
    .slice(0, 10);
  const hardOf = (s: Scored) => job.hard.filter((id) => s.skills.includes(id)).length;
  const inField = applicants.filter((a) => gain(a.candidate_id) > 0);
  const outOfField = applicants.filter((a) => gain(a.candidate_id) === 0);
  return {
    job: job.title,
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
  };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function printRanking(r: JobRanking, goals = true) {
  const goal = (value: number, min: number) => (goals ? ` (goal ≥ ${min}: ${met(value >= min)})` : '');
  console.log(
    `${r.job}: ${r.suggested.toLocaleString('en')} suggested; precision@10 ${fmt(r.precisionAt10, 2)}${goal(r.precisionAt10, GOALS.precisionAt10)}, ` +
      `nDCG@10 ${fmt(r.ndcgAt10, 2)}${goal(r.ndcgAt10, GOALS.ndcgAt10)}; ` +
      `${r.applicants.toLocaleString('en')} applicants: ${fmt(r.inFieldAboveOutOfField * 100, 0)} % of in-field ones (${fmt(r.professionAboveOutOfField * 100, 0)} % of those of its profession) above every out-of-field one, ` +
      `${fmt(r.halfSkillsAboveNone * 100, 0)} % of in-field ones with half the hard skills above every one with none${goals ? ` (goal 100 %: ${met(r.halfSkillsAboveNone >= GOALS.halfSkillsAboveNone)})` : ''}`,
  );
}

/** The gain of a candidate of `profession` for a job of `jobProfession` (2 same, 1 same industry, else 0). */
export const gainOf = (industryOf: Map<string, string>, jobProfession: string, profession: string | undefined) => {
  if (profession === undefined) return 0;
  if (profession === jobProfession) return 2;
  return industryOf.get(profession) === industryOf.get(jobProfession) ? 1 : 0;
};

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
      // The matched list's order: percentage, highest first, then the candidate (matching.reads.repository.ts).
      const suggested = rows<Scored>(await app.db.execute(sql.raw(suggestedSql(job.id))));
      const applicants = rows<Scored>(await app.db.execute(sql.raw(applicantsSql(job.id))));
      out.push(
        rankingOf({ title: job.job_title, hard: job.hard }, suggested, applicants, (id) =>
          gainOf(industryOf, job.profession, truth.get(id)),
        ),
      );
    }
    for (const r of out) printRanking(r);
    return out;
  } finally {
    await app.close();
  }
}

const uuid = (id: string) => {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
};

/** The matched list of a job, in its order: percentage, highest first, then the candidate (matching.reads.repository.ts). */
const suggestedSql = (jobId: string) => `
  select candidate_id, percentage, '{}'::text[] as skills from matched_candidates
  where company_job_id = ${uuid(jobId)} and listed order by percentage desc, candidate_id`;

/** A job's applicants with their percentage (as the applicants list sorts it) and skills. */
const applicantsSql = (jobId: string) => `
  select ja.candidate_id, coalesce(ja.match_percentage, 0) as percentage,
    array(select unnest(c.match_skill_ids || c.match_verified_skill_ids)::text) as skills
  from job_applications ja join candidates c on c.id = ja.candidate_id where ja.company_job_id = ${uuid(jobId)}`;

/**
 * The same figures on 50 jobs of the scale data (bench/scale, 1,000,000 candidates): the 50
 * published jobs with the most applicants, each rematched by the engine first (the loader's
 * applications carry made-up percentages). The ground truth is the generator's own draw of each
 * candidate's profession (drawCandidates, same seed). No goal: the scale's applicants apply at
 * random, and its on-site jobs are far from most candidates; the figures show the rule holds at volume.
 */
export async function benchScaleRanking(): Promise<JobRanking[]> {
  const scale = await ensureScaleData();
  console.log('\n## Ranking quality on 50 jobs of the scale data (ground truth: the generator’s profession of each candidate)');
  const opened = await openScaleApp();
  const { app, pool } = opened;
  try {
    const ref = await withClient(pool, (client) => loadReference(client, scale.options.seed));
    const drawn = drawCandidates(ref, scale.options.candidates, scale.options.seed);
    const professionOf = new Map<string, string>();
    for (let i = 0; i < drawn.count; i++)
      professionOf.set(candidateId(i), (ref.professions[drawn.profession[i] as number] as { name: string }).name);
    const professions = (
      await pool.query<{ name: string; industry_id: string }>('select profession_name as name, industry_id from professions')
    ).rows;
    const industryOf = new Map(professions.map((p) => [p.name, p.industry_id]));
    const jobs = (
      await pool.query<JobRow & { applicants: string }>(`
        with top as (
          select ja.company_job_id as id, count(*) as applicants from job_applications ja
          join company_jobs j on j.id = ja.company_job_id and j.job_status = 'Published' and not j.is_job_deleted
          group by 1 order by 2 desc, 1 limit 50)
        select j.id, j.job_title, p.profession_name as profession, p.industry_id, top.applicants,
          array(select s.id::text from unnest(j.skill_ids) as k(id) join skills s on s.id = k.id where s.skill_type = 'hard') as hard
        from top join company_jobs j on j.id = top.id join professions p on p.id = j.profession_id
        order by top.applicants desc, j.id`)
    ).rows;
    const out: JobRanking[] = [];
    const started = performance.now();
    for (const job of jobs) {
      await rematchJob(app.ctx, job.id);
      const suggested = (await pool.query<Scored>(suggestedSql(job.id))).rows;
      const applicants = (await pool.query<Scored>(applicantsSql(job.id))).rows;
      out.push(
        rankingOf({ title: `${job.job_title} (${job.profession})`, hard: job.hard }, suggested, applicants, (id) =>
          gainOf(industryOf, job.profession, professionOf.get(id)),
        ),
      );
    }
    for (const r of out) printRanking(r, false);
    const values = (pick: (r: JobRanking) => number) => out.map(pick).sort((a, b) => a - b);
    const summary = (name: string, pick: (r: JobRanking) => number) => {
      const v = values(pick);
      return `${name} min ${fmt(v[0] ?? 0, 2)}, median ${fmt(v[Math.floor(v.length / 2)] ?? 0, 2)}`;
    };
    console.log(
      `${out.length} jobs rematched and measured in ${fmt((performance.now() - started) / 1000, 0)} s: ${summary('precision@10', (r) => r.precisionAt10)}; ` +
        `${summary('nDCG@10', (r) => r.ndcgAt10)}; ${summary('in-field above every out-of-field', (r) => r.inFieldAboveOutOfField)}; ` +
        `${summary('half the hard skills above none', (r) => r.halfSkillsAboveNone)}`,
    );
    return out;
  } finally {
    await app.close();
  }
}

async function withClient<T>(pool: ScaleApp['pool'], work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

// Run on its own: npx tsx bench/ranking.bench.ts [scale]
if (import.meta.url === `file://${process.argv[1]}`) {
  await (process.argv[2] === 'scale' ? benchScaleRanking() : benchRanking());
  process.exit(0);
}
