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
  select c.id,
         'Job ' || g,
         (select ids[1 + (g % array_length(ids, 1))] from inds),
         (array['Draft','Published','Completed','Paused'])[1 + (g % 4)]::job_status,
         (array['Full time','Part time','Short-term','Project/Freelance'])[1 + ((g / 4) % 4)]::job_type,
         (array['On-site','Partially Remote','Fully Remote'])[1 + (g % 3)]::work_type,
         (array['Berlin','Paris','Madrid','Oslo','Lisbon','Rome','Vienna','Warsaw'])[1 + ((g / 3) % 8)],
         'Europe',
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 365) * interval '1 day' + interval '15 days',
         g % 50 = 0
  from generate_series(0, 99999) g
  join cos c on c.n = g % 1000`);
await app.db.execute(sql`analyze company_jobs`);
if (process.env.BENCH_EXPLAIN === '1') {
  const companyId = user.profile.id;
  for (const extra of [
    sql``,
    sql`and job_status = 'Published' and job_type = 'Full time' and created_at >= now() - interval '180 days'`,
  ]) {
    const plan = await app.db.execute(
      sql`explain analyze select * from company_jobs where company_id = ${companyId} and is_job_deleted = false ${extra} order by created_at desc, id desc limit 10`,
    );
    process.stderr.write(`${JSON.stringify((plan as unknown as { rows: unknown[] }).rows, null, 1)}\n`);
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
