import { hasRefusedCharacters, JOB_TYPES, WORK_TYPES } from '@talentdeck/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AppContext } from '#api/platform/context.js';
import { answeredNotModified, entityTag } from '#api/platform/public-pages/conditional.js';
import { renderPublicPage } from '#api/platform/public-pages/layout.js';
import { readNotFoundPage } from '#api/platform/public-pages/not-found.js';
import { careersFeed } from './careers.feed.js';
import {
  type CareersJobFilter,
  careersPath,
  careersStamp,
  companyOffices,
  filterConditions,
  listJobs,
  publishedCities,
  resolveSlug,
} from './careers.service.js';
import { sitemapPart, sitemapRoot, sitemapShape } from './careers.sitemap.js';
import { CAREERS_CSS, careersHead, careersQuery, renderCareersMain } from './careers-page.js';
import { robotsTxt } from './robots.js';

/** Jobs per careers page; the pager's links carry the filters. */
export const CAREERS_PAGE_SIZE = 100;

/** Bytes of careers pages kept rendered, the most recently used. */
const RENDERED_CACHE_BYTES = 8_000_000;

/**
 * The page's query string, read leniently: a value the page cannot use (a work or job type that is
 * not one of ours, a city with control characters or of more than 200 characters, a page that is
 * not a whole number from 1, a parameter given twice, an empty one) is dropped, and the page shows
 * the jobs without that filter. Visitors come by links (shared, bookmarked, from a search engine or
 * an older version of this form) that may name a value the lists no longer have; the company's
 * open jobs serve them better than an error page. The canonical link and the cache key name only
 * the filters applied, so every spelling of a bad address is one page to search engines and to the
 * cache. (The JSON twin, /api/careers/{slug}, answers 422: its callers are programs.)
 */
const pageQuery = z.object({
  workType: z.enum(WORK_TYPES).optional().catch(undefined),
  jobType: z.enum(JOB_TYPES).optional().catch(undefined),
  city: z
    .string()
    .max(200)
    .refine((v) => !hasRefusedCharacters(v))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

/**
 * The public distribution pages, outside /api and rendered here: /careers/{slug} and its RSS feed,
 * /sitemap.xml (and its parts past 50,000 addresses) and /robots.txt. Each reads the database on
 * every request (a cheap summary first, answered 304 when the client's copy is current), so a job
 * that stops being published leaves them at once. See docs/decisions/0022-careers-pages-feeds-and-sitemap.md.
 */
export async function registerCareersPages(app: FastifyInstance, ctx: AppContext) {
  const rendered = new LRUCache<string, Buffer>({ maxSize: RENDERED_CACHE_BYTES, sizeCalculation: (html) => html.length || 1 });
  let notFoundPage: string | undefined;
  const notFound = async (reply: FastifyReply) => {
    notFoundPage ??= await readNotFoundPage(ctx.config.webDist);
    return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(notFoundPage);
  };
  const moved = (reply: FastifyReply, path: string, search: string) =>
    reply.status(301).header('location', `${path}${search}`).send();

  app.get('/careers/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const found = await resolveSlug(ctx, slug);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (!found) return notFound(reply);
    if ('movedTo' in found) return moved(reply, careersPath(found.movedTo), search);
    const { company } = found;
    const stamp = careersStamp(company);
    if (answeredNotModified(request, reply, stamp)) return reply;
    reply.type('text/html; charset=utf-8');
    const q = pageQuery.parse(request.query ?? {});
    const filter: CareersJobFilter = { workType: q.workType, jobType: q.jobType, city: q.city || undefined };
    const page = q.page ?? 1;
    // Rendered pages are kept under the stamp of the data they show: a changed job, profile or
    // slug gives a new key, so nothing stale is ever answered.
    const key = `${entityTag(stamp)} ${careersQuery(filter, page)}`;
    const cached = rendered.get(key);
    if (cached) return reply.send(cached);
    const [{ jobs, total }, offices, cities] = await Promise.all([
      listJobs(ctx, company.id, filterConditions(filter), CAREERS_PAGE_SIZE, (page - 1) * CAREERS_PAGE_SIZE),
      companyOffices(ctx, company.id),
      publishedCities(ctx, company.id),
    ]);
    const view = {
      company,
      offices,
      cities,
      filter,
      jobs,
      total,
      page,
      pageSize: CAREERS_PAGE_SIZE,
      publicUrl: ctx.config.publicUrl,
    };
    // Kept as bytes: each answer sends them as they are, with no conversion.
    const html = Buffer.from(renderPublicPage({ head: careersHead(view), main: renderCareersMain(view), css: CAREERS_CSS }));
    rendered.set(key, html);
    return reply.send(html);
  });

  app.get('/careers/:slug/feed.xml', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const found = await resolveSlug(ctx, slug);
    if (!found) return notFound(reply);
    if ('movedTo' in found) return moved(reply, `${careersPath(found.movedTo)}/feed.xml`, '');
    const stamp = careersStamp(found.company);
    if (answeredNotModified(request, reply, stamp)) return reply;
    return reply.type('application/rss+xml; charset=utf-8').send(await careersFeed(ctx, found.company, stamp.lastModified));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { shape, stamp } = await sitemapShape(ctx);
    if (answeredNotModified(request, reply, stamp)) return reply;
    return reply.type('application/xml; charset=utf-8').send(sitemapRoot(ctx, shape));
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const { shape, stamp } = await sitemapShape(ctx);
    const stream = file.endsWith('.xml') ? sitemapPart(ctx, shape, file.slice(0, -4)) : undefined;
    if (!stream) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (answeredNotModified(request, reply, stamp)) {
      stream.destroy();
      return reply;
    }
    return reply.type('application/xml; charset=utf-8').send(stream);
  });

  const robots = robotsTxt(ctx.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
