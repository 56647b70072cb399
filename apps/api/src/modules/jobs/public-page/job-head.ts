import { descriptionText, type Job } from '@talentdeck/shared';
import { escapeHtml, jsonForScript } from '../../../platform/public-pages/html.js';

const EMPLOYMENT: Record<string, string> = {
  'Full time': 'FULL_TIME',
  'Part time': 'PART_TIME',
  'Short-term': 'TEMPORARY',
  'Project/Freelance': 'CONTRACTOR',
};

/**
 * The job page's head: title, description, canonical link, Open Graph and Twitter tags for link
 * previews, and the schema.org JobPosting block that search engines read.
 */
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
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
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
  ].join('\n');
}
