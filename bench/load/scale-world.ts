import { rematchJob } from '../../apps/api/src/modules/matching/matching.service.js';
import { fmt } from '../lib.js';
import { SCALE_PASSWORD, scaleDatabaseUrl } from '../scale/settings.js';
import { openScaleApp } from '../scale-app.js';
import { okJson } from './http-client.js';
import { type Session, signIn } from './session.js';

/**
 * Scenario 6's data: the scale data set (bench/scale; run.ts loads it first when missing), prepared as the other
 * scale benchmarks prepare it (published jobs kept open, match gates, the day's month-turns
 * backlog dropped: openScaleApp), and the companies the load acts for: those whose biggest
 * published job has the most applicants, each job rematched once if it has no matches yet (the
 * loader writes none), so the matched-candidates page has rows to read.
 */

export type ScaleCompany = {
  companyId: string;
  jobId: string;
  applicants: number;
  ownerEmail: string;
  applicationId: string;
  candidateId: string;
};

export async function prepareScaleCompanies(count: number) {
  const scale = await openScaleApp();
  try {
    const { rows } = await scale.pool.query<{
      company_id: string;
      job_id: string;
      n: string;
      email: string;
      application_id: string;
      candidate_id: string;
    }>(
      `with sizes as (
         select ja.company_job_id as job_id, j.company_id, count(*) as n,
                row_number() over (partition by j.company_id order by count(*) desc) as rank
         from job_applications ja join company_jobs j on j.id = ja.company_job_id
         where j.job_status = 'Published' and not j.is_job_deleted
         group by ja.company_job_id, j.company_id)
       select s.company_id, s.job_id, s.n, u.email, a.id as application_id, a.candidate_id
       from sizes s
       join company_users cu on cu.company_id = s.company_id and cu.is_owner
       join users u on u.id = cu.user_id
       cross join lateral (select id, candidate_id from job_applications where company_job_id = s.job_id limit 1) a
       where s.rank = 1 order by s.n desc limit $1`,
      [count],
    );
    for (const r of rows) {
      const has = await scale.pool.query('select 1 from matched_candidates where company_job_id = $1 limit 1', [r.job_id]);
      if (has.rowCount) continue;
      const started = performance.now();
      await rematchJob(scale.app.ctx, r.job_id);
      console.log(`rematched job ${r.job_id} (${r.n} applicants) in ${fmt((performance.now() - started) / 1000)} s`);
    }
    return {
      databaseUrl: scaleDatabaseUrl(),
      companies: rows.map(
        (r): ScaleCompany => ({
          companyId: r.company_id,
          jobId: r.job_id,
          applicants: Number(r.n),
          ownerEmail: r.email,
          applicationId: r.application_id,
          candidateId: r.candidate_id,
        }),
      ),
    };
  } finally {
    await scale.app.close();
  }
}

export type SignedInCompany = ScaleCompany & { session: Session; chatSessionId: string };

/** Signs each company's owner in through the proxy and opens (or finds) a conversation to chat in. */
export async function signInCompanies(origin: string, companies: ScaleCompany[]): Promise<SignedInCompany[]> {
  const out: SignedInCompany[] = [];
  for (const c of companies) {
    const session = await signIn(origin, c.ownerEmail, SCALE_PASSWORD);
    const started = okJson<{ chatSession: { id: string } }>(
      await session.send('POST', '/api/chat-start', {
        candidateId: c.candidateId,
        companyId: c.companyId,
        jobApplicationId: c.applicationId,
        content: 'Hello from the load suite.',
      }),
      'chat start',
    );
    out.push({ ...c, session, chatSessionId: started.chatSession.id });
  }
  return out;
}
