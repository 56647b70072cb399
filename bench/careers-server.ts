/**
 * The careers benchmark's server: the real app on a throw-away PostgreSQL database (the built web
 * app served, as in production), with 100 companies of 1,000 published jobs each (100,000 jobs,
 * generated set-based with INSERT … SELECT generate_series) and a signed-in company for the
 * session-only baseline. Prints its port, pid, token and the first company's slug on its first line.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { signUpVerified } from '../apps/api/test/helpers.js';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const app = await buildApp(
  testConfig({ databaseUrl, isolatedTestDatabase: true, publicUrl: 'http://127.0.0.1', serveWeb: true, webDist }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const user = await signUpVerified(app);

// The database names each company's slug from its name (bench-careers-1 …).
await app.db.execute(sql`
  insert into companies (id, company_name, is_allowed, is_sign_up_process_completed)
  select gen_random_uuid(), 'Bench Careers ' || g, true, true from generate_series(1, 100) g`);
await app.db.execute(sql`
  with cos as (
    select id, row_number() over (order by company_name) - 1 as n from companies where company_name like 'Bench Careers %'
  )
  insert into company_jobs (company_id, job_title, job_description, job_status, job_type, work_type, city, country, published_at, created_at, updated_at, end_date)
  select c.id,
         'Engineer & Analyst <' || g || '>',
         '<p>Build things with us: job ' || g || '.</p>',
         'Published',
         (array['Full time','Part time','Short-term','Project/Freelance'])[1 + (g % 4)]::job_type,
         (array['On-site','Partially Remote','Fully Remote'])[1 + (g % 3)]::work_type,
         (array['Berlin','Paris','Madrid','Oslo','Lisbon','Rome','Vienna','Warsaw'])[1 + (g % 8)],
         'Europe',
         now() - (g % 14) * interval '1 day',
         now() - (g % 14) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 1440) * interval '1 minute',
         now() + interval '15 days'
  from generate_series(0, 99999) g
  join cos c on c.n = g % 100`);
// As autovacuum would have left tables this old: statistics, and the visibility map index-only scans need.
await app.db.execute(sql`vacuum (analyze) company_jobs`);
await app.db.execute(sql`vacuum (analyze) companies`);
const slug = (await app.db.execute(sql`select slug from companies where company_name = 'Bench Careers 1'`)) as unknown as {
  rows: { slug: string }[];
};

const port = (app.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port, pid: process.pid, token: user.token, slug: slug.rows[0]?.slug })}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
