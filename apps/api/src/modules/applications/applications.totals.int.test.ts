import { APPLICANT_EXPERIENCE_FILTERS, APPLICATION_STATUSES, type ApplicantExperienceFilter } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemo } from '#api/demo/demo.js';
import { createTestApp, json } from '#test/helpers.js';
import { bracketBuckets, EXPERIENCE_BOUNDS, experienceBucket } from './applications.totals.repository.js';

let app: FastifyInstance;
let token: string;
let jobs: string[];

const rows = async <T>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
const brackets = Object.keys(APPLICANT_EXPERIENCE_FILTERS) as ApplicantExperienceFilter[];

/** The kept totals against a count of the rows, for every job at once. */
async function keptTotalsDiffer() {
  return rows<{ company_job_id: string }>(sql`
    with actual as (
      select company_job_id, application_status, candidate_has_video, job_application_experience_bucket(candidate_experience_months) as b, count(*)::int as n
      from job_applications group by 1, 2, 3, 4
    ), kept as (
      select company_job_id, application_status, candidate_has_video, experience_bucket as b, applications as n
      from job_application_counts where applications > 0
    )
    (select * from actual except select * from kept) union all (select * from kept except select * from actual)`);
}

describe('the applicants list’s kept totals', () => {
  beforeAll(async () => {
    app = await createTestApp();
    const demo = await generateDemo(app.ctx, { candidates: 16, seed: 7 });
    const login = await app.inject(json('POST', '/api/user/login', { email: demo.owner.email, password: demo.owner.password }));
    token = (login.json() as { token: string }).token;
    jobs = (
      await rows<{ id: string }>(sql`
        select company_job_id as id from job_applications group by 1 order by count(*) desc, 1 limit 2`)
    ).map((r) => r.id);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('buckets months the same way in the database and in the server', async () => {
    const db = await rows<{ months: number; bucket: number }>(
      sql`select m as months, job_application_experience_bucket(m)::int as bucket from generate_series(0, 300) m`,
    );
    for (const r of db) expect(experienceBucket(r.months), `${r.months} months`).toBe(r.bucket);
    expect(EXPERIENCE_BOUNDS).toEqual([12, 36, 60, 120]);
  });

  it('maps each experience bracket to exactly the buckets of its months, both ends included', () => {
    for (const bracket of brackets) {
      const { min, max } = APPLICANT_EXPERIENCE_FILTERS[bracket];
      for (let months = 0; months <= 300; months++) {
        const inside = months >= min && (max === null || months <= max);
        expect(bracketBuckets(bracket).includes(experienceBucket(months)), `${bracket} at ${months}`).toBe(inside);
      }
    }
  });

  it('answers the same X-Total-Count as counting the rows, for every tab, video and experience filter', async () => {
    for (const jobId of jobs) {
      for (const status of [undefined, ...APPLICATION_STATUSES]) {
        for (const video of ['All', 'With Video', 'Without Video'] as const) {
          for (const experience of ['All', ...brackets] as const) {
            const q = new URLSearchParams({ video, experience, ...(status ? { status } : {}) });
            const res = await app.inject(json('GET', `/api/company-jobs/${jobId}/job-applications?${q}`, undefined, token));
            expect(res.statusCode, res.body).toBe(200);
            const bracket = experience === 'All' ? undefined : APPLICANT_EXPERIENCE_FILTERS[experience];
            const [expected] = await rows<{ n: number }>(sql`
              select count(*)::int as n from job_applications where company_job_id = ${jobId}
                and (${status ?? null}::application_status is null or application_status = ${status ?? null}::application_status)
                and (${video === 'All'} or candidate_has_video = ${video === 'With Video'})
                and (${!bracket} or candidate_experience_months >= ${bracket?.min ?? 0})
                and (${!bracket || bracket.max === null} or candidate_experience_months <= ${bracket?.max ?? 0})`);
            expect(Number(res.headers['x-total-count']), `${jobId} ${q}`).toBe(expected?.n);
          }
        }
      }
    }
  });

  it('follows status changes, profile copies on the brackets’ bounds, and deletions', async () => {
    const some = await rows<{ id: string }>(
      sql`select id from job_applications where company_job_id = ${jobs[0]} order by id limit 8`,
    );
    const statuses = ['Hired', 'Awaiting', 'On Hold', 'Reviewed'] as const;
    for (const [i, r] of some.slice(0, 4).entries()) {
      const res = await app.inject(
        json('PATCH', `/api/job-applications/${r.id}/candidate-job-status`, { applicationStatus: statuses[i] }, token),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const [i, months] of [0, 12, 36, 60, 120, 121].entries()) {
      const id = some[i]?.id;
      if (id)
        await app.db.execute(
          sql`update job_applications set candidate_experience_months = ${months}, candidate_has_video = ${i % 2 === 0} where id = ${id}`,
        );
    }
    const gone = some.at(-1)?.id;
    if (gone) {
      // What points at an application goes first (the demo gives some a conversation and an interview).
      await app.db.execute(
        sql`delete from chats where chat_session_id in (select id from chat_sessions where job_application_id = ${gone})`,
      );
      await app.db.execute(sql`delete from chat_sessions where job_application_id = ${gone}`);
      await app.db.execute(sql`delete from interviews where job_application_id = ${gone}`);
      await app.db.execute(sql`delete from job_application_notes where job_application_id = ${gone}`);
      await app.db.execute(sql`delete from job_applications where id = ${gone}`);
    }
    expect(await keptTotalsDiffer()).toEqual([]);

    const counts = await app.inject(json('GET', `/api/company-jobs/${jobs[0]}/application-counts`, undefined, token));
    const actual = await rows<{ application_status: string; n: number }>(
      sql`select application_status, count(*)::int as n from job_applications where company_job_id = ${jobs[0]} group by 1`,
    );
    const body = counts.json() as Record<string, number>;
    for (const r of actual) expect(body[r.application_status]).toBe(r.n);
    expect(body.all).toBe(actual.reduce((a, r) => a + r.n, 0));
  });
});
