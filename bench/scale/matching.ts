import type pg from 'pg';

/**
 * The matching engine's gate of every published job (company_jobs.match_gate_skill_ids), set-based:
 * the job's hard skills, else its soft ones, as a job's rematch stores it (rematchJob in
 * apps/api/src/modules/matching/matching.service.ts). A candidate's rematch finds the jobs whose
 * field they are in by this column, so the scale data needs it on every published job; rematching
 * 11,000 jobs one by one would take hours. Only jobs without a gate are filled: it runs again safely.
 */
export async function fillMatchGates(client: Pick<pg.ClientBase, 'query'>) {
  const started = performance.now();
  const result = await client.query(`
    update company_jobs j set match_gate_skill_ids = coalesce(
      (select array_agg(s.id order by s.id) from skills s where s.id = any(j.skill_ids) and s.skill_type = 'hard'),
      (select array_agg(s.id order by s.id) from skills s where s.id = any(j.skill_ids) and s.skill_type = 'soft'),
      '{}')
    where j.job_status = 'Published' and not j.is_job_deleted and j.match_gate_skill_ids = '{}'`);
  return { rows: result.rowCount ?? 0, ms: performance.now() - started };
}

/**
 * The matching inputs the database keeps on each candidate's row (migration 0019): its triggers do
 * not fire for the loading session (replica role), so they are computed once after the load.
 */
export async function fillMatchInputs(client: Pick<pg.ClientBase, 'query'>) {
  const started = performance.now();
  await client.query('select candidate_match_inputs_refresh(array(select id from candidates))');
  const rows = Number((await client.query<{ n: string }>('select count(*) as n from candidates')).rows[0]?.n ?? 0);
  return { rows, ms: performance.now() - started };
}
