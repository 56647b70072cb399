import type { Job } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyJobs } from '#api/db/schema/index.js';
import { json } from '#test/helpers.js';
import { app, draft, other, owner, patch, publishDirectly, step2, useJobsApp } from './jobs.fixture.js';

useJobsApp();

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const page = (id: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/job-summary/${id}`, headers: { accept: 'text/html', ...headers } });

async function publishedJob(over: Record<string, unknown> = {}, company = owner) {
  const job = await draft(over, company);
  expect((await patch(job.id, step2, company)).statusCode).toBe(200);
  await publishDirectly(job.id);
  const filter = encodeURIComponent(JSON.stringify({ include: ['skills'] }));
  const read = await app.inject(json('GET', `/api/company-job/${job.id}?filter=${filter}`));
  expect(read.statusCode).toBe(200);
  return read.json() as Job;
}

/** The text of the first element matching `pattern` (one group), or undefined. */
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the public job page, rendered by the server', () => {
  it('shows the whole job in the HTML: title, company, logo, facts, description, skills and how to apply', async () => {
    const logo = await app.inject(
      json('PATCH', `/api/company/${owner.profile.id}`, { companyLogo: '/uploads/globex.webp' }, owner.token),
    );
    expect(logo.statusCode, logo.body).toBe(200);
    const job = await publishedJob();
    const res = await page(job.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(first(html, /<h1 id="job-title">([^<]*)<\/h1>/)).toBe('Senior Frontend Developer');
    expect(first(html, /<p class="job-sub">([^<]*)<\/p>/)).toBe('Globex Corporation · Berlin, Germany · On-site');
    expect(html).toContain(
      '<img class="company-logo" src="/uploads/globex.webp" alt="Globex Corporation logo" width="56" height="56">',
    );
    // The differently-abled toggle is a welcome, never a filter; gender and age are not shown.
    expect(html).toContain('<p class="welcome">We welcome applications from differently-abled candidates.</p>');
    const facts = Object.fromEntries(
      [...html.matchAll(/<dt>([^<]*)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]?.replace(/<[^>]*>/g, '')]),
    );
    expect(facts).toEqual({
      Location: 'Berlin, Germany',
      'Work type': 'On-site',
      'Job type': 'Full time',
      Salary: 'EUR 4,000 – 6,500 per month',
      Experience: '1-3 years',
      Education: 'Bachelor&#39;s Degree',
      Category: 'Software Engineering',
      Speciality: 'Backend Developer',
      Hires: '2',
      Posted: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      Closes: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
    });
    expect(html).toContain(`<time datetime="${new Date(job.endDate as string).toISOString()}">`);
    expect(html).toContain('<div class="description"><p>Build our <strong>hiring</strong> product.</p></div>');
    const skills = [...html.matchAll(/<ul class="tags tags--(?:hard|soft)">(.*?)<\/ul>/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map((li) => li[1]),
    );
    expect(skills.sort()).toEqual(job.skills?.map((s) => s.skillName).sort());
    // Apply: plain links (no script) to the candidate app's screen of the job, in the header and under "How to apply".
    // Apply carries where the visitor came from (here: the page reached directly, decision 45).
    expect(html).toContain(`<a class="apply-button" href="/candidate/jobs/${job.id}?source=job_page">Apply now</a>`);
    expect(html).toContain(
      `<p><a class="apply-button" href="/candidate/jobs/${job.id}?source=job_page">Apply for Senior Frontend Developer</a></p>`,
    );
    expect(html.match(/class="apply-button"/g)).toHaveLength(2);
    // Landmarks, one h1, the stylesheet inline, and no script but the JobPosting data.
    expect(html).toContain('<main id="main">');
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<footer class="site-footer">');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    expect(html.match(/<script/g)).toEqual(['<script']);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('<div id="root">');
  });

  it('escapes a hostile job title and company name everywhere they appear', async () => {
    const companyName = `Evil "Co" <script>alert(1)</script> $& $' Ltd`;
    await app.db.update(companies).set({ companyName }).where(eq(companies.id, other.profile.id));
    const jobTitle = `<script>alert("x")</script> $& $' & "Dev"`;
    const job = await publishedJob({ jobTitle, city: '<b>Town</b>', country: 'A & B' }, other);
    const html = (await page(job.id)).body;
    const title = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; $&amp; $&#39; &amp; &quot;Dev&quot;';
    const company = 'Evil &quot;Co&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; Ltd';
    expect(first(html, /<h1 id="job-title">([^<]*)<\/h1>/)).toBe(title);
    expect(first(html, /<p class="job-sub">([^<]*)<\/p>/)).toBe(`${company} · &lt;b&gt;Town&lt;/b&gt;, A &amp; B · On-site`);
    expect(first(html, /<title>([^<]*)<\/title>/)).toBe(`${title} at ${company}`);
    expect(html).toContain(`">Apply for ${title}</a>`);
    // Without a logo, the company's initial stands in for it.
    expect(html).toContain('<span class="company-logo" aria-hidden="true">E</span>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Town');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const ld = JSON.parse(first(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? '{}');
    expect(ld).toMatchObject({ title: jobTitle, hiringOrganization: { name: companyName } });
  });

  it('answers 404 once paused and 410 once completed or deleted, with noindex and a link to the careers page', async () => {
    const job = await publishedJob();
    expect((await page(job.id)).statusCode).toBe(200);
    for (const [change, status] of [
      [{ jobStatus: 'Paused' }, 404],
      [{ jobStatus: 'Completed' }, 410],
      [{ isJobDeleted: true, jobStatus: 'Published' }, 410],
    ] as const) {
      await app.db.update(companyJobs).set(change).where(eq(companyJobs.id, job.id));
      const res = await page(job.id);
      expect([JSON.stringify(change), res.statusCode]).toEqual([JSON.stringify(change), status]);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<a href="/careers/globex-corporation">');
      expect(res.body).not.toContain('Senior Frontend Developer');
      expect(res.body).not.toContain('application/ld+json');
    }
  });

  it("answers an unknown job with the app's not-found page, 404 and noindex", async () => {
    const res = await page('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('counts a visit of the page as a view, but not a HEAD request, a prefetch or a crawler', async () => {
    const job = await publishedJob();
    const totalViews = async () =>
      (await app.inject(json('GET', `/api/company-job-dashboard-stats/${job.id}`, undefined, owner.token))).json().totalViews;
    expect(
      (await app.inject({ method: 'HEAD', url: `/job-summary/${job.id}`, headers: { 'user-agent': chrome } })).statusCode,
    ).toBe(200);
    expect((await page(job.id, { 'user-agent': chrome, 'sec-purpose': 'prefetch' })).statusCode).toBe(200);
    expect((await page(job.id, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode).toBe(200);
    expect(await totalViews()).toBe(0);
    const visit = await page(job.id, { 'user-agent': chrome });
    const cookie = visit.cookies.find((c) => c.name === 'td_visitor');
    expect(cookie?.httpOnly).toBe(true);
    await page(job.id, { 'user-agent': chrome, cookie: `td_visitor=${cookie?.value}` });
    expect(await totalViews()).toBe(1);
  });
});
