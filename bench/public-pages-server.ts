/**
 * The Lighthouse benchmark's server: the product as `npm start` serves it (production settings,
 * the built web app, the default captcha), on a fresh PostgreSQL database, with one company that
 * has a logo and one published job (its careers page lists it). Its uploads folder also holds `baseline.html`, a minimal
 * static page the same server sends: the fastest page this machine can load, the baseline.
 * Prints its port and the job's id on its first line.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { companies, companyJobs, companyProfiles, skills } from '../apps/api/src/db/schema/index.js';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'td-bench-uploads-'));
writeFileSync(
  path.join(uploadsDir, 'baseline.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A minimal static page."></head><body><main><h1>Baseline</h1><p>A minimal static page served by the same server.</p></main></body></html>',
);
// A 256×256 logo as the company's upload would be after re-encoding.
await sharp({ create: { width: 256, height: 256, channels: 3, background: '#0f766e' } })
  .webp()
  .toFile(path.join(uploadsDir, 'northwind.webp'));

const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  UPLOADS_DIR: uploadsDir,
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ ...config, isolatedTestDatabase: true });
await app.listen({ port: 0, host: '127.0.0.1' });

const [company] = await app.db
  .insert(companies)
  .values({ companyName: 'Northwind Labs', isAllowed: true, isSignUpProcessCompleted: true })
  .returning();
if (!company) throw new Error('no company');
await app.db.insert(companyProfiles).values({ companyId: company.id, companyLogo: '/uploads/northwind.webp' });
const skillRows = await app.db
  .select({ id: skills.id })
  .from(skills)
  .where(inArray(skills.skillName, ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Communication', 'Teamwork']));
const now = Date.now();
const [job] = await app.db
  .insert(companyJobs)
  .values({
    companyId: company.id,
    jobTitle: 'Senior Platform Engineer',
    jobDescription: `<p><strong>Northwind Labs</strong> builds the logistics software that keeps deliveries on time for
      thousands of shops. You will own the platform our product teams ship on.</p><ul><li>Run and evolve our
      Kubernetes clusters and PostgreSQL fleet</li><li>Build the deployment pipeline and its safety checks</li><li>Keep
      the on-call load light through automation and good alerts</li></ul><p>We work remotely across Europe, with a
      week together every quarter.</p>`,
    skillIds: skillRows.map((s) => s.id),
    workType: 'Partially Remote',
    city: 'Lisbon',
    country: 'Portugal',
    jobType: 'Full time',
    currency: 'EUR',
    salaryType: 'Yearly',
    minimumSalary: 7_000_000,
    maximumSalary: 9_000_000,
    numberOfHiring: 2,
    jobStatus: 'Published',
    publishedAt: new Date(now),
    endDate: new Date(now + 15 * 24 * 3600 * 1000),
  })
  .returning();

const port = (app.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port, jobId: job?.id, slug: company.slug, captcha: config.captchaProvider })}\n`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
