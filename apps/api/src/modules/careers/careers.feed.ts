import { descriptionText } from '@talentdeck/shared';
import { Feed } from 'feed';
import type { AppContext } from '#api/platform/context.js';
import { type CareersCompany, careersPath, jobPagePath, listJobs, markedJobPagePath } from './careers.service.js';

/** Jobs read per query while the feed is built. */
const DB_PAGE = 500;

/**
 * /careers/{slug}/feed.xml: the company's published jobs as RSS 2.0, newest first, each linking to
 * its public page. A company's published jobs are bounded by its job credits, so the feed is
 * built whole (the `feed` library writes a string), read from the database a page at a time.
 */
export async function careersFeed(ctx: AppContext, company: CareersCompany, lastModified: Date | null) {
  const base = ctx.config.publicUrl;
  const url = `${base}${careersPath(company.slug)}`;
  const feed = new Feed({
    title: `Jobs at ${company.companyName}`,
    description: descriptionText(company.about ?? '').slice(0, 500) || `Open jobs at ${company.companyName}`,
    id: url,
    link: url,
    language: 'en',
    image: company.companyLogo ? new URL(company.companyLogo, base).href : undefined,
    updated: lastModified ?? undefined,
    generator: false,
    copyright: company.companyName,
    feedLinks: { rss: `${url}/feed.xml` },
  });
  for (let offset = 0; ; offset += DB_PAGE) {
    const { jobs } = await listJobs(ctx, company.id, undefined, DB_PAGE, offset);
    for (const job of jobs) {
      // The item's id stays the job page's address; its link is marked as a job board's (`?src=feed`).
      const id = `${base}${jobPagePath(job.id)}`;
      const link = `${base}${markedJobPagePath(job.id, 'feed')}`;
      const place = [job.city, job.country].filter(Boolean).join(', ');
      const summary = [job.workType, job.jobType, place].filter(Boolean).join(' · ');
      feed.addItem({
        title: job.jobTitle,
        id,
        link,
        description: [summary, descriptionText(job.jobDescription).slice(0, 500)].filter(Boolean).join(' — '),
        date: job.publishedAt ?? job.createdAt,
      });
    }
    if (jobs.length < DB_PAGE) break;
  }
  return feed.rss2();
}
