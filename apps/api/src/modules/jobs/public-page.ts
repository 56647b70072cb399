import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { descriptionText, type Job } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { findPublicJob } from './jobs.service.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: no '<' at all, so '</script>' or '<!--' cannot end or change the block. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028|\u2029/g, '');

const EMPLOYMENT: Record<string, string> = {
  'Full time': 'FULL_TIME',
  'Part time': 'PART_TIME',
  'Short-term': 'TEMPORARY',
  'Project/Freelance': 'CONTRACTOR',
};

export function jobHeadTags(job: Job, url: string, siteName = 'Talentdeck') {
  const company = job.company?.companyName ?? siteName;
  const title = `${job.jobTitle} at ${company}`;
  const text = descriptionText(job.jobDescription);
  const description = (text || `${job.jobTitle} — ${job.workType ?? ''} ${job.city ?? ''}`.trim()).slice(0, 200);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    description: job.jobDescription,
    datePosted: job.publishedAt ?? job.createdAt,
    validThrough: job.endDate,
    employmentType: job.jobType ? EMPLOYMENT[job.jobType] : undefined,
    hiringOrganization: { '@type': 'Organization', name: company },
    ...(job.workType === 'Fully Remote'
      ? { jobLocationType: 'TELECOMMUTE' }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.city ?? undefined,
              addressCountry: job.country ?? undefined,
            },
          },
        }),
    ...(job.minimumSalary != null && job.maximumSalary != null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.minimumSalary,
              maxValue: job.maximumSalary,
              unitText: job.salaryType === 'Yearly' ? 'YEAR' : 'MONTH',
            },
          },
        }
      : {}),
    totalJobOpenings: job.numberOfHiring,
  };
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" data-job-meta>`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(posting)}</script>`,
  ].join('\n    ');
}

/**
 * GET /job-summary/:jobId answered by the server: the web app's index.html with the job's title,
 * description, Open Graph, Twitter card and JobPosting data in the head, so a shared link shows a
 * preview and crawlers read the posting. Anything but a Published job answers 404 (the app then
 * renders its not-found page).
 */
export async function registerJobPublicPage(app: FastifyInstance, ctx: AppContext) {
  let template: string | undefined;
  const indexHtml = async () => {
    template ??= await readFile(path.join(ctx.config.webDist, 'index.html'), 'utf8');
    return template;
  };
  app.get('/job-summary/:jobId', { schema: { hide: true } }, async (request, reply) => {
    const { jobId } = request.params as { jobId: string };
    const html = await indexHtml();
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // The API's own uuid rule: anything looser (36 dashes) would reach the query and fail it.
    const job = z.uuid().safeParse(jobId).success ? await findPublicJob(ctx, jobId) : undefined;
    if (!job) {
      return reply.status(404).send(html.replace('</head>', '    <meta name="robots" content="noindex">\n  </head>'));
    }
    const url = `${ctx.config.publicUrl}/job-summary/${job.id}`;
    const head = jobHeadTags(job, url);
    const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/, '');
    // A function, not a string: a replacement string reads `$&`, `$'` and `` $` `` in the job's
    // title as patterns and would paste parts of the page into the title.
    return reply.status(200).send(withoutTitle.replace('</head>', () => `    ${head}\n  </head>`));
  });
}
