import { descriptionText, type Job, placeText } from '@talentdeck/shared';
import type { CompanyPublicProfile } from '#api/modules/companies/companies.service.js';
import { publicHeadTags } from '#api/platform/public-pages/head.js';
import { jsonForScript } from '#api/platform/public-pages/html.js';
import { jobPosting } from './job-posting.js';

/** The job's share card (card.ts), the page's og:image. */
export const jobCardPath = (jobId: string) => `/job-summary/${encodeURIComponent(jobId)}/card.png`;

/**
 * The job page's head: the public head tags (one meta description, canonical link, Open Graph and
 * Twitter tags with the share card) and the schema.org JobPosting block that search engines read.
 */
export function jobHeadTags(job: Job, company: CompanyPublicProfile, publicUrl: string) {
  const companyName = job.company?.companyName ?? 'Talentdeck';
  const title = `${job.jobTitle} at ${companyName}`;
  const text = descriptionText(job.jobDescription);
  const description = (text || `${job.jobTitle} — ${job.workType ?? ''} ${job.city ?? ''}`.trim()).slice(0, 200);
  const where = [placeText(job), job.workType].filter((v, i, all) => v && all.indexOf(v) === i).join(' · ');
  const head = publicHeadTags({
    title,
    description,
    url: `${publicUrl}/job-summary/${job.id}`,
    image: { url: `${publicUrl}${jobCardPath(job.id)}`, alt: `${title}${where ? ` — ${where}` : ''}` },
  });
  return `${head}\n<script type="application/ld+json">${jsonForScript(jobPosting(job, company, publicUrl))}</script>`;
}
