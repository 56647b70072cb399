import type { Readable } from 'node:stream';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { app, type Company, draft, patch, publishDirectly, step2, useJobsApp } from '#api/modules/jobs/jobs.fixture.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { sitemapPart, sitemapRoot, sitemapShape } from './careers.sitemap.js';

useJobsApp();

const parser = new XMLParser({ ignoreAttributes: false });
async function xmlOf(stream: Readable | undefined) {
  if (!stream) throw new Error('no such sitemap file');
  let text = '';
  for await (const chunk of stream) text += chunk;
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

async function publishedJobs(company: Company, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const job = await draft({ jobTitle: `Job ${i}` }, company);
    expect((await patch(job.id, step2, company)).statusCode).toBe(200);
    await publishDirectly(job.id);
    ids.push(job.id);
  }
  return ids;
}

describe('the sitemap of a site with nothing published', () => {
  it('is a valid urlset with no address', async () => {
    const { shape } = await sitemapShape(app.ctx);
    const empty = { ...shape, jobs: 0, careersPages: 0 };
    const xml = await xmlOf(sitemapRoot(app.ctx, empty));
    expect(xml.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(asList(xml.urlset.url)).toEqual([]);
  });
});

describe('the sitemap past the addresses one file may hold', () => {
  it('becomes an index of careers and job files that list every address exactly once', async () => {
    const a = await approvedCompany(app, { companyName: 'Index One' });
    const b = await approvedCompany(app, { companyName: 'Index Two' });
    const jobIds = [...(await publishedJobs(a, 3)), ...(await publishedJobs(b, 2))];
    await draft({ jobTitle: 'Unlisted draft' }, b);

    // Everything fits in one file at the real limit: no index, and no parts to ask for.
    expect((await app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' })).statusCode).toBe(404);

    const { shape } = await sitemapShape(app.ctx);
    expect(shape).toMatchObject({ jobs: 5, careersPages: 2 });
    const perFile = 2;
    const index = await xmlOf(sitemapRoot(app.ctx, shape, perFile));
    const files = asList(index.sitemapindex.sitemap).map((s: { loc: string; lastmod: string }) => {
      expect(Date.parse(s.lastmod)).not.toBeNaN();
      return s.loc;
    });
    const base = 'http://localhost:3000';
    expect(files).toEqual([`${base}/sitemaps/careers-1.xml`, ...[1, 2, 3].map((n) => `${base}/sitemaps/jobs-${n}.xml`)]);

    const listed: string[] = [];
    for (const file of files) {
      const name = file.slice(`${base}/sitemaps/`.length, -'.xml'.length);
      const urls = asList((await xmlOf(sitemapPart(app.ctx, shape, name, perFile))).urlset.url).map(
        (u: { loc: string }) => u.loc,
      );
      expect(urls.length).toBeLessThanOrEqual(perFile);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(
      [`${base}/careers/index-one`, `${base}/careers/index-two`, ...jobIds.map((id) => `${base}/job-summary/${id}`)].sort(),
    );
    expect(sitemapPart(app.ctx, shape, 'jobs-4', perFile)).toBeUndefined();
    expect(sitemapPart(app.ctx, shape, 'jobs-0', perFile)).toBeUndefined();
    expect(sitemapPart(app.ctx, shape, 'other-1', perFile)).toBeUndefined();
  });
});
