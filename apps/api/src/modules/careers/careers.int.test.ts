import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { companyJobs } from '#api/db/schema/index.js';
import {
  app,
  type Company,
  draft,
  other,
  owner,
  patch,
  publishDirectly,
  step2,
  useJobsApp,
} from '#api/modules/jobs/jobs.fixture.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { json } from '#test/helpers.js';

useJobsApp();

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const slugOf = async (c: Company) =>
  ((await app.inject(json('GET', `/api/company/${c.profile.id}`, undefined, c.token))).json() as { slug: string }).slug;
const setSlug = (c: Company, slug: string) => app.inject(json('PATCH', `/api/company/${c.profile.id}`, { slug }, c.token));
const fieldMessage = (res: { json(): unknown }) =>
  (res.json() as { error: { details?: { field: string; message: string }[] } }).error.details?.find((d) => d.field === 'slug')
    ?.message;

async function published(over: Record<string, unknown> = {}, company: Company = owner, body: Record<string, unknown> = step2) {
  const job = await draft(over, company);
  expect((await patch(job.id, body, company)).statusCode).toBe(200);
  await publishDirectly(job.id);
  return job;
}

const parser = new XMLParser({ ignoreAttributes: false, processEntities: true, htmlEntities: false });
/** Parses XML after the validator accepted it; a malformed file fails the test here. */
function xml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const feedTitles = async (slug: string) =>
  asList(xml((await get(`/careers/${slug}/feed.xml`)).body).rss.channel.item).map((i: { title: string }) => String(i.title));
const sitemapUrls = async () =>
  asList(xml((await get('/sitemap.xml')).body).urlset.url).map((u: { loc: string }) => u.loc) as string[];

const htmlValidator = new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-inline-style': 'off' } });
async function validHtml(html: string) {
  const report = await htmlValidator.validateString(html);
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
}

const TRICKY = 'R&D <Lead> ]]> "Q" \'s 🚀 مهندس';

describe('company slugs', () => {
  it('are made from the company name at sign-up, unique with a numeric suffix', async () => {
    expect(await slugOf(owner)).toBe('globex-corporation');
    const twin = await approvedCompany(app, { companyName: 'Globex Corporation' });
    const third = await approvedCompany(app, { companyName: '  GLOBEX — Corporation!! ' });
    expect(await slugOf(twin)).toBe('globex-corporation-2');
    expect(await slugOf(third)).toBe('globex-corporation-3');
    const short = await approvedCompany(app, { companyName: 'Ω天' });
    expect(await slugOf(short)).toMatch(/^company(-\d+)?$/);
  });

  it('follow the rule on the server: 3 to 60 characters, a–z, 0–9 and hyphens', async () => {
    for (const bad of ['ab', 'Has Caps', 'has space', '-edge', 'edge-', 'a--b', 'x'.repeat(61), 'ünï']) {
      const res = await setSlug(other, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(fieldMessage(res), bad).toBe(MESSAGES.slug);
    }
    expect((await setSlug(other, 'abc')).statusCode).toBe(200);
  });

  it('refuses a slug another company has or had, and redirects a former slug with 301', async () => {
    const res = await setSlug(other, 'globex-corporation');
    expect(res.statusCode).toBe(422);
    expect(fieldMessage(res)).toBe(MESSAGES.slugTaken);

    const renamed = await approvedCompany(app, { companyName: 'Initech' });
    expect(await slugOf(renamed)).toBe('initech');
    const ok = await setSlug(renamed, 'initech-careers');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().slug).toBe('initech-careers');

    const page = await get('/careers/initech?workType=On-site');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/careers/initech-careers?workType=On-site');
    expect((await get('/careers/initech/feed.xml')).headers.location).toBe('/careers/initech-careers/feed.xml');
    const api = await get('/api/careers/initech');
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe('/api/careers/initech-careers');
    expect((await get('/careers/initech-careers')).statusCode).toBe(200);

    // The former slug stays the company's: no one else takes it, and it may come back to it.
    expect(fieldMessage(await setSlug(other, 'initech'))).toBe(MESSAGES.slugTaken);
    expect((await setSlug(renamed, 'initech')).statusCode).toBe(200);
    expect((await get('/careers/initech')).statusCode).toBe(200);
    expect((await get('/careers/initech-careers')).headers.location).toBe('/careers/initech');
  });
});

describe('the careers page and its API', () => {
  it('lists every published job with filters in the query string, and answers 404 for an unknown slug', async () => {
    const company = await approvedCompany(app, { companyName: 'Umbrella Labs' });
    await app.inject(
      json(
        'PATCH',
        `/api/company/${company.profile.id}`,
        {
          about: 'We make <safe> things & more',
          website: 'umbrella.example.com',
          address: [{ office: 'Main Street 1', city: 'Paris', country: 'France' }],
        },
        company.token,
      ),
    );
    const onsite = await published({ jobTitle: 'Chemist', city: 'Paris', country: 'France' }, company);
    await published({ jobTitle: 'Remote Writer', workType: 'Fully Remote' }, company, { ...step2, jobType: 'Part time' });
    await draft({ jobTitle: 'Secret Draft' }, company);

    const res = await get('/careers/umbrella-labs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    await validHtml(res.body);
    expect(res.body).toContain('<h1 id="company-title" dir="auto">Careers at Umbrella Labs</h1>');
    expect(res.body).toContain('We make &lt;safe&gt; things &amp; more');
    expect(res.body).toContain('Main Street 1 — Paris, France');
    // Marked as the careers page's link, so an application through it says so (decision 45).
    expect(res.body).toContain(`href="/job-summary/${onsite.id}?src=careers"`);
    expect(res.body).toContain('Remote Writer');
    expect(res.body).not.toContain('Secret Draft');
    expect(res.body).toContain('<form class="filters" method="get" action="/careers/umbrella-labs"');
    expect(res.body.match(/<script/g)).toEqual(['<script']);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Umbrella Labs',
      url: 'http://localhost:3000/careers/umbrella-labs',
    });

    const filtered = await get('/careers/umbrella-labs?workType=Fully+Remote&jobType=&city=');
    expect(filtered.body).toContain('Remote Writer');
    expect(filtered.body).not.toContain('Chemist');
    expect(filtered.body).toContain('<option value="Fully Remote" selected>');
    const byCity = await get('/careers/umbrella-labs?city=Paris');
    expect(byCity.body).toContain('Chemist');
    expect(byCity.body).not.toContain('Remote Writer');

    const missing = await get('/careers/no-such-company');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('noindex');
    expect((await get('/careers/NOT_A_SLUG')).statusCode).toBe(404);

    const api = await get(
      `/api/careers/umbrella-labs?filter=${encodeURIComponent(JSON.stringify({ where: { jobType: 'Full time' }, limit: 5 }))}`,
    );
    expect(api.statusCode, api.body).toBe(200);
    expect(api.headers['x-total-count']).toBe('1');
    expect(api.json()).toEqual({
      company: {
        companyName: 'Umbrella Labs',
        companyLogo: null,
        about: 'We make <safe> things & more',
        website: 'https://umbrella.example.com',
        slug: 'umbrella-labs',
        address: [{ office: 'Main Street 1', city: 'Paris', country: 'France' }],
      },
      jobs: [
        {
          id: onsite.id,
          jobTitle: 'Chemist',
          jobType: 'Full time',
          workType: 'On-site',
          city: 'Paris',
          country: 'France',
          createdAt: onsite.createdAt,
          url: `http://localhost:3000/job-summary/${onsite.id}`,
        },
      ],
    });
    const paged = await get(`/api/careers/umbrella-labs?filter=${encodeURIComponent(JSON.stringify({ limit: 1, offset: 1 }))}`);
    expect(paged.headers['x-total-count']).toBe('2');
    expect(paged.json().jobs.map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Chemist']);
    expect((await get('/api/careers/no-such-company')).statusCode).toBe(404);
    const badFilter = await get(
      `/api/careers/umbrella-labs?filter=${encodeURIComponent(JSON.stringify({ where: { gender: 'x' } }))}`,
    );
    expect(badFilter.statusCode).toBe(422);
  });

  it('drops a filter value it cannot use and shows the jobs without it, as a stale link expects; the JSON twin answers 422', async () => {
    const company = await approvedCompany(app, { companyName: 'Stale Links' });
    const slug = await slugOf(company);
    await published({ jobTitle: 'Onsite Chemist', city: 'Paris', country: 'France' }, company);
    await published({ jobTitle: 'Remote Writer', workType: 'Fully Remote' }, company, { ...step2, jobType: 'Part time' });
    const canonical = (body: string) => /<link rel="canonical" href="([^"]*)">/.exec(body)?.[1];
    const bad = [
      'workType=foo',
      'jobType=foo',
      'workType=foo&jobType=bar&city=&page=abc',
      'workType=On-site&workType=Fully+Remote',
      'jobType=Full+time&jobType=Part+time',
      'city=a%00b',
      `city=${'x'.repeat(201)}`,
      'page=0',
      'page=-1',
      'page=1.5',
      'page=1e400',
      'page=99999999999999999999',
      'page=1&page=2',
      '__proto__=x&constructor=y',
      'workType',
    ];
    for (const query of bad) {
      const res = await get(`/careers/${slug}?${query}`);
      expect([query, res.statusCode]).toEqual([query, 200]);
      expect(res.headers['content-type'], query).toBe('text/html; charset=utf-8');
      expect(res.body, query).toContain('Onsite Chemist');
      expect(res.body, query).toContain('Remote Writer');
      expect(canonical(res.body), query).toBe(`http://localhost:3000/careers/${slug}`);
    }
    // A city is free text: one no job has (undecodable bytes arrive as U+FFFD) matches nothing.
    for (const query of ['city=%ED%A0%80', 'city=Atlantis', `city=${'é'.repeat(200)}`]) {
      const res = await get(`/careers/${slug}?${query}`);
      expect([query, res.statusCode]).toEqual([query, 200]);
      expect(res.body, query).toContain('No open job matches these filters.');
    }
    // A good filter next to a bad one still applies.
    const mixed = await get(`/careers/${slug}?workType=Fully+Remote&jobType=foo`);
    expect(mixed.body).toContain('Remote Writer');
    expect(mixed.body).not.toContain('Onsite Chemist');
    expect(canonical(mixed.body)).toBe(`http://localhost:3000/careers/${slug}?workType=Fully+Remote`);
    for (const where of [{ workType: 'foo' }, { jobType: 'foo' }]) {
      const api = await get(`/api/careers/${slug}?filter=${encodeURIComponent(JSON.stringify({ where }))}`);
      expect([where, api.statusCode]).toEqual([where, 422]);
    }
  });
});

describe('feed, sitemap and robots.txt', () => {
  it('write titles with &, <, ]]>, quotes, emoji and right-to-left text as valid XML and HTML', async () => {
    const company = await approvedCompany(app, { companyName: 'Tricky & Sons' });
    const slug = await slugOf(company);
    expect(slug).toBe('tricky-sons');
    const older = await published({ jobTitle: 'First job' }, company);
    await app.db
      .update(companyJobs)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(companyJobs.id, older.id));
    const job = await published({ jobTitle: TRICKY }, company, {
      ...step2,
      jobDescription: `<p>${TRICKY.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`,
    });
    expect(await feedTitles(slug)).toEqual([TRICKY, 'First job']);
    const feed = xml((await get(`/careers/${slug}/feed.xml`)).body);
    expect(feed.rss['@_version']).toBe('2.0');
    expect(String(feed.rss.channel.title)).toBe('Jobs at Tricky & Sons');
    expect(asList(feed.rss.channel.item)[0].link).toBe(`http://localhost:3000/job-summary/${job.id}?src=feed`);
    expect(String(asList(feed.rss.channel.item)[0].description)).toContain(TRICKY);

    const page = await get(`/careers/${slug}`);
    await validHtml(page.body);
    expect(page.body).toContain('R&amp;D &lt;Lead&gt; ]]&gt; &quot;Q&quot; &#39;s 🚀 مهندس');

    const urls = await sitemapUrls();
    expect(urls).toContain(`http://localhost:3000/careers/${slug}`);
    expect(urls).toContain(`http://localhost:3000/job-summary/${job.id}`);
    const sitemap = xml((await get('/sitemap.xml')).body);
    for (const u of asList(sitemap.urlset.url) as { lastmod: string }[]) expect(Date.parse(u.lastmod)).not.toBeNaN();
  });

  it('answer 304 to If-None-Match and If-Modified-Since until the data changes', async () => {
    const company = await approvedCompany(app, { companyName: 'Conditional Co' });
    const slug = await slugOf(company);
    const job = await published({ jobTitle: 'Cached job' }, company);
    for (const url of [`/careers/${slug}`, `/careers/${slug}/feed.xml`, '/sitemap.xml']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-modified-since': lastModified })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode, url).toBe(200);
    }
    const etags = await Promise.all([`/careers/${slug}`, '/sitemap.xml'].map(async (u) => String((await get(u)).headers.etag)));
    expect((await patch(job.id, { jobTitle: 'Renamed job' }, company)).statusCode).toBe(200);
    expect((await get(`/careers/${slug}`, { 'if-none-match': etags[0] as string })).statusCode).toBe(200);
    expect((await get('/sitemap.xml', { 'if-none-match': etags[1] as string })).statusCode).toBe(200);
  });

  it('robots.txt allows the public pages, disallows the API and the signed-in app, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /candidate/']));
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(lines).not.toContain('Disallow: /careers/');
  });
});

describe('a job that stops being published', () => {
  async function everywhere(slug: string, jobId: string, title: string) {
    const page = (await get(`/careers/${slug}`)).body;
    const api = (await get(`/api/careers/${slug}`)).json() as { jobs: { id: string }[] };
    return {
      page: page.includes(`/job-summary/${jobId}?src=careers"`),
      api: api.jobs.some((j) => j.id === jobId),
      feed: (await feedTitles(slug)).includes(title),
      sitemap: (await sitemapUrls()).includes(`http://localhost:3000/job-summary/${jobId}`),
    };
  }
  const all = (v: boolean) => ({ page: v, api: v, feed: v, sitemap: v });

  async function closedPage(jobId: string, status: number, slug: string) {
    const res = await get(`/job-summary/${jobId}`, { accept: 'text/html' });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('JobPosting');
    expect(res.body).toContain(`href="/careers/${slug}"`);
  }

  it('leaves the careers page, its API, the feed and the sitemap at once; paused 404, completed and deleted 410', async () => {
    const company = await approvedCompany(app, { companyName: 'Vanishing Jobs' });
    const slug = await slugOf(company);
    const keeper = await published({ jobTitle: 'Keeper' }, company);
    const paused = await published({ jobTitle: 'Paused one' }, company);
    const completed = await published({ jobTitle: 'Completed one' }, company);
    const deleted = await published({ jobTitle: 'Deleted one' }, company);
    for (const [job, title] of [
      [paused, 'Paused one'],
      [completed, 'Completed one'],
      [deleted, 'Deleted one'],
    ] as const)
      expect(await everywhere(slug, job.id, title)).toEqual(all(true));

    const live = await get(`/job-summary/${keeper.id}`, { accept: 'text/html' });
    expect(live.body).toContain(`<a href="/careers/${slug}">All jobs at Vanishing Jobs</a>`);

    expect((await patch(paused.id, { jobStatus: 'Paused' }, company)).statusCode).toBe(200);
    expect(await everywhere(slug, paused.id, 'Paused one')).toEqual(all(false));
    await closedPage(paused.id, 404, slug);

    expect((await patch(completed.id, { jobStatus: 'Completed' }, company)).statusCode).toBe(200);
    expect(await everywhere(slug, completed.id, 'Completed one')).toEqual(all(false));
    await closedPage(completed.id, 410, slug);

    const del = await app.inject(json('PATCH', `/api/company-jobs/${deleted.id}`, { isJobDeleted: true }, company.token));
    expect(del.statusCode).toBe(204);
    expect(await everywhere(slug, deleted.id, 'Deleted one')).toEqual(all(false));
    await closedPage(deleted.id, 410, slug);

    expect(await everywhere(slug, keeper.id, 'Keeper')).toEqual(all(true));
    // A draft never published answers 404 too.
    const neverPublished = await draft({ jobTitle: 'Never' }, company);
    await closedPage(neverPublished.id, 404, slug);
  });
});
