import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyJobs, companyJobViewAddresses, notifications } from '#api/db/schema/index.js';
import { grantFreeJobPosting } from '#api/modules/billing/billing.service.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { json } from '#test/helpers.js';
import { expireJobs } from './jobs.expiry.js';
import { app, type Company, draft, owner, patch, publishDirectly, step2, useJobsApp } from './jobs.fixture.js';

useJobsApp();

// Real browsers' User-Agent headers: a made-up one-word header reads as a script, which is not counted.
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

describe('public job page and views', () => {
  it('serves the page with escaped title, description, Open Graph, Twitter and JobPosting tags', async () => {
    const job = await draft({ jobTitle: 'Dev </title><script>x()</script>' });
    await patch(job.id, { ...step2, jobDescription: '<p>We build "great" things & more</p>' });
    await publishDirectly(job.id);
    const res = await app.inject({ method: 'GET', url: `/job-summary/${job.id}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Dev &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; at Globex Corporation</title>');
    expect(html).not.toContain('<script>x()');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="We build &quot;great&quot; things &amp; more"');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/job-summary/${job.id}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const posting = JSON.parse(ld ?? '{}');
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Dev </title><script>x()</script>',
      employmentType: 'FULL_TIME',
    });
    expect(posting.baseSalary.value).toMatchObject({ minValue: 4000, maxValue: 6500, unitText: 'MONTH' });
    expect(ld).not.toContain('<');
  });

  it('answers 404 for a draft (a page of its own) and for an unknown job (the app), both noindex', async () => {
    const job = await draft();
    const page = async (id: string) => app.inject({ method: 'GET', url: `/job-summary/${id}`, headers: { accept: 'text/html' } });
    const drafted = await page(job.id);
    expect(drafted.statusCode).toBe(404);
    expect(drafted.body).toContain('noindex');
    expect(drafted.body).not.toContain('JobPosting');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const res = await page(id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('noindex');
    }
  });

  it('counts one view per visitor per day and reports views per day', async () => {
    const job = await draft();
    await patch(job.id, step2);
    expect((await app.inject({ method: 'POST', url: `/api/company-job/${job.id}/views` })).statusCode).toBe(404);
    await publishDirectly(job.id);
    const view = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/company-job/${job.id}/views`, headers });
    const first = await view({ 'user-agent': chrome });
    expect(first.statusCode).toBe(204);
    const cookie = first.cookies.find((c) => c.name === 'td_visitor');
    expect(cookie?.httpOnly).toBe(true);
    expect((await view({ 'user-agent': chrome })).statusCode).toBe(204);
    await view({ 'user-agent': safari, cookie: `td_visitor=${cookie?.value}` });
    await view({ 'user-agent': firefox });
    const stats = await app.inject(json('GET', `/api/company-job-dashboard-stats/${job.id}`, undefined, owner.token));
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ views: [2], totalViews: 2, jobStatus: 'Published' });
    expect(stats.json().viewsByDay[0].date).toBe(new Date().toISOString().slice(0, 10));
  });

  const totalViews = async (jobId: string) =>
    (await app.inject(json('GET', `/api/company-job-dashboard-stats/${jobId}`, undefined, owner.token))).json().totalViews;

  it('counts at most 5 views per address per job per day, however many fresh visitor cookies it sends', async () => {
    const job = await draft();
    await patch(job.id, step2);
    await publishDirectly(job.id);
    const view = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/company-job/${job.id}/views`,
        remoteAddress,
        headers: { 'user-agent': chrome, cookie: `td_visitor=${randomBytes(32).toString('hex')}` },
      });
    // Concurrent, as a script would send them: the cap holds under the race.
    const answers = await Promise.all(Array.from({ length: 30 }, () => view('203.0.113.7')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(204));
    expect(await totalViews(job.id)).toBe(5);
    // Another address still counts, and the first one's share is still spent.
    expect((await view('198.51.100.20')).statusCode).toBe(204);
    expect((await view('203.0.113.7')).statusCode).toBe(204);
    expect(await totalViews(job.id)).toBe(6);
    // Neither address is stored as such.
    const stored = JSON.stringify(
      await app.db.select().from(companyJobViewAddresses).where(eq(companyJobViewAddresses.companyJobId, job.id)),
    );
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('198.51.100.20');
  });

  it('counts no view from a crawler, and answers it the same', async () => {
    const job = await draft();
    await patch(job.id, step2);
    await publishDirectly(job.id);
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'curl/8.5.0',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/company-job/${job.id}/views`,
        headers: { 'user-agent': userAgent },
      });
      expect(res.statusCode, userAgent).toBe(204);
    }
    expect(await totalViews(job.id)).toBe(0);
    // A browser from the same address still counts.
    await app.inject({ method: 'POST', url: `/api/company-job/${job.id}/views`, headers: { 'user-agent': chrome } });
    expect(await totalViews(job.id)).toBe(1);
  });
});

describe('expiry', () => {
  it('completes published jobs past their end date and notifies the company once', async () => {
    const c = await approvedCompany(app);
    const expired = await draft({ jobTitle: 'Expired role' }, c);
    const live = await draft({ jobTitle: 'Live role' }, c);
    const draftOnly = await draft({ jobTitle: 'Old draft' }, c);
    const past = new Date(Date.now() - 60_000);
    for (const id of [expired.id, live.id]) await publishDirectly(id);
    await app.db.update(companyJobs).set({ endDate: past }).where(eq(companyJobs.id, expired.id));
    await app.db.update(companyJobs).set({ endDate: past }).where(eq(companyJobs.id, draftOnly.id));

    const [first, second] = await Promise.all([expireJobs(app.ctx), expireJobs(app.ctx)]);
    expect(first + second).toBe(1);
    expect(await expireJobs(app.ctx)).toBe(0);
    const status = async (id: string) => (await app.db.select().from(companyJobs).where(eq(companyJobs.id, id)))[0]?.jobStatus;
    expect(await status(expired.id)).toBe('Completed');
    expect(await status(live.id)).toBe('Published');
    expect(await status(draftOnly.id)).toBe('Draft');
    const sent = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, c.profile.id), eq(notifications.notificationType, 'JOBEXPIRED')));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.content).toContain('Expired role');
    expect(sent[0]?.extras).toMatchObject({ companyJobId: expired.id });
  });
});

describe('publishing', () => {
  /** A company let in by the platform, with the free job posting (one credit) or none. */
  async function allowedCompany(credits: 0 | 1) {
    const company = await approvedCompany(app);
    if (credits === 1) await grantFreeJobPosting(app.ctx, company.profile.id);
    return company;
  }
  async function readyJob(company: Company) {
    const job = await draft({}, company);
    expect((await patch(job.id, step2, company)).statusCode).toBe(200);
    return job;
  }
  const remaining = async (company: Company) =>
    (
      await app.inject(json('GET', `/api/company-job-posting-availability/${company.profile.id}`, undefined, company.token))
    ).json().remainingJobs as number;

  it('refuses a company without credit with the out-of-credits message', async () => {
    const company = await allowedCompany(0);
    const job = await readyJob(company);
    const res = await patch(job.id, { jobStatus: 'Published' }, company);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe('Looks like you ran out of job credits...');
    const [row] = await app.db.select().from(companyJobs).where(eq(companyJobs.id, job.id));
    expect(row?.jobStatus).toBe('Draft');
  });

  it('refuses a company sent back to the waitlist, even with a credit, and leaves the job a draft', async () => {
    const company = await allowedCompany(1);
    const job = await readyJob(company);
    await app.db.update(companies).set({ isAllowed: false }).where(eq(companies.id, company.profile.id));
    const res = await patch(job.id, { jobStatus: 'Published' }, company);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGES.companyNotAllowed);
    const [row] = await app.db.select().from(companyJobs).where(eq(companyJobs.id, job.id));
    expect(row?.jobStatus).toBe('Draft');
    expect(await remaining(company)).toBe(1);
  });

  it('takes one credit for one of two jobs published at once when one credit is left', async () => {
    const company = await allowedCompany(1);
    const [a, b] = [await readyJob(company), await readyJob(company)];
    const results = await Promise.all([a, b].map((j) => patch(j.id, { jobStatus: 'Published' }, company)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(await remaining(company)).toBe(0);
  });

  it('charges a job once, however often it is published, paused and published again', async () => {
    const company = await allowedCompany(1);
    const job = await readyJob(company);
    // With one credit, a second charge would fail with 402: every answer below must be a success.
    const twice = await Promise.all([1, 2].map(() => patch(job.id, { jobStatus: 'Published' }, company)));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await remaining(company)).toBe(0);
    expect((await patch(job.id, { jobStatus: 'Paused' }, company)).json().jobStatus).toBe('Paused');
    const again = await patch(job.id, { jobStatus: 'Published' }, company);
    expect(again.statusCode).toBe(200);
    expect(again.json().jobStatus).toBe('Published');
    expect(await remaining(company)).toBe(0);
  });
});
