import { originOfVisit } from '@talentdeck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { careersPath, slugOf } from '#api/modules/careers/careers.service.js';
import { getCompanyPublicProfile } from '#api/modules/companies/companies.service.js';
import type { AppContext } from '#api/platform/context.js';
import { escapeHtml } from '#api/platform/public-pages/html.js';
import { renderPublicPage } from '#api/platform/public-pages/layout.js';
import { readNotFoundPage } from '#api/platform/public-pages/not-found.js';
import { countJobView } from '../job-views.http.js';
import { findPublicJob, findUnpublishedJob } from '../jobs.service.js';
import { registerJobCard } from '../share-card/card-route.js';
import { JOB_ARTICLE_CSS, renderJobArticle } from './job-article.js';
import { jobHeadTags } from './job-head.js';
import { hiringCountriesOf } from './job-posting.js';

/** A person opening the page, not a HEAD check or the browser fetching a link in advance. */
const isVisit = (request: FastifyRequest) =>
  request.method === 'GET' && !/prefetch|prerender/.test(`${request.headers['sec-purpose'] ?? request.headers.purpose ?? ''}`);

/**
 * A job that is no longer open: kept out of search results (noindex, no JobPosting data), with a
 * way on to the company's other jobs.
 */
function closedJobPage(slug: string, gone: boolean) {
  const heading = gone ? 'This job is closed' : 'This job is not open right now';
  return renderPublicPage({
    head: `<title>${heading}</title>\n<meta name="robots" content="noindex">`,
    main: `<section class="card"><h1>${heading}</h1><p>It no longer takes applications here.</p><p><a href="${escapeHtml(careersPath(slug))}">See the company’s open jobs</a></p></section>`,
    css: '.card h1{font-size:24px;margin-bottom:8px}',
  });
}

/**
 * GET /job-summary/:jobId: a Published job's whole public page, rendered here as HTML (head tags
 * for previews and search engines, the job itself, inline CSS, no script), so it is readable with
 * JavaScript off and paints on the first response. A visit counts as a view. Anything else
 * answers 404 with the app's not-found page. See docs/decisions/0016-public-job-page-rendered-by-the-server.md.
 */
export async function registerJobPublicPage(app: FastifyInstance, ctx: AppContext) {
  registerJobCard(app, ctx);
  let notFoundPage: string | undefined;
  app.get('/job-summary/:jobId', { schema: { hide: true } }, async (request, reply) => {
    const { jobId } = request.params as { jobId: string };
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // The API's own uuid rule: anything looser (36 dashes) would reach the query and fail it.
    const job = z.uuid().safeParse(jobId).success ? await findPublicJob(ctx, jobId) : undefined;
    if (!job) {
      const closed = z.uuid().safeParse(jobId).success ? await findUnpublishedJob(ctx, jobId) : undefined;
      const slug = closed && (await slugOf(ctx, closed.companyId));
      if (closed && slug) return reply.status(closed.gone ? 410 : 404).send(closedJobPage(slug, closed.gone));
      notFoundPage ??= await readNotFoundPage(ctx.config.webDist);
      return reply.status(404).send(notFoundPage);
    }
    if (isVisit(request)) await countJobView(ctx, request, reply, job.id);
    const company = await getCompanyPublicProfile(ctx, job.companyId ?? '');
    const head = jobHeadTags(job, company, ctx.config.publicUrl);
    const slug = job.companyId ? await slugOf(ctx, job.companyId) : undefined;
    const careers = slug
      ? `\n<p class="careers-link"><a href="${escapeHtml(careersPath(slug))}">All jobs at ${escapeHtml(job.company?.companyName ?? 'this company')}</a></p>`
      : '';
    // Where the visitor came from (a careers page's or feed's link, a shared link's campaign), for the application.
    const origin = originOfVisit(new URLSearchParams(request.url.split('?')[1] ?? ''));
    const main = renderJobArticle(job, hiringCountriesOf(job, company), origin) + careers;
    return renderPublicPage({ head, main, css: JOB_ARTICLE_CSS });
  });
}
