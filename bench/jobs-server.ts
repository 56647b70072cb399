/**
 * The jobs benchmark's server: the real app on PostgreSQL with 1,000 companies and 100,000 jobs
 * generated set-based (INSERT … SELECT generate_series), one of the companies signed in. Prints
 * its port and the token on its first line.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { signUpVerified } from '../apps/api/test/helpers.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const app = await buildApp(testConfig({ databaseUrl, isolatedTestDatabase: true, publicUrl: 'http://127.0.0.1' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const user = await signUpVerified(app);

await app.db.execute(sql`
  insert into companies (id, company_name, is_allowed, is_sign_up_process_completed)
  select gen_random_uuid(), 'Bench Company ' || g, true, true from generate_series(1, 999) g`);
await app.db.execute(sql`
  with cos as (
    select id, row_number() over (order by id) - 1 as n from companies
  ), inds as (
    select array_agg(id order by industry_name) as ids from industries
  )
  insert into company_jobs (company_id, job_title, industry_id, job_status, job_type, work_type, city, country, created_at, end_date, is_job_deleted)
  -- g % 1000 picks the company and k = g / 1000 (0–99) the job within it, so every company has
  -- jobs of every status, type and city (and two deleted ones).
  select c.id,
         'Job ' || g,
         (select ids[1 + (g % array_length(ids, 1))] from inds),
         (array['Draft','Published','Completed','Paused'])[1 + ((g / 1000) % 4)]::job_status,
         (array['Full time','Part time','Short-term','Project/Freelance'])[1 + ((g / 4000) % 4)]::job_type,
         (array['On-site','Partially Remote','Fully Remote'])[1 + ((g / 1000) % 3)]::work_type,
         (array['Berlin','Paris','Madrid','Oslo','Lisbon','Rome','Vienna','Warsaw'])[1 + ((g / 1000 + g / 16000) % 8)],
         'Europe',
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 365) * interval '1 day' + interval '15 days',
         (g / 1000) % 50 = 0
  from generate_series(0, 99999) g
  join cos c on c.n = g % 1000`);
await app.db.execute(sql`analyze company_jobs`);
if (process.env.BENCH_EXPLAIN === '1') {
  // The list statement's plan (as jobs.repository builds it: industry joined, newest first).
  const companyId = user.profile.id;
  for (const extra of [
    sql``,
    sql`and j.job_status = 'Published' and j.job_type = 'Full time' and j.created_at >= now() - interval '180 days'`,
    sql`and j.city = 'Berlin'`,
  ]) {
    const plan = await app.db.execute(
      sql`explain analyze select j.*, i.id, i.industry_name from company_jobs j left join industries i on i.id = j.industry_id
          where j.company_id = ${companyId} and j.is_job_deleted = false ${extra}
          order by j.created_at desc, j.id desc limit 10 offset 10`,
    );
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
    process.stderr.write(`${lines.join('\n')}\n\n`);
  }
}

const port = (app.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port, token: user.token })}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
