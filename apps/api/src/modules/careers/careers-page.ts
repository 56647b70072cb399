import { descriptionText, JOB_TYPES, WORK_TYPES } from '@talentdeck/shared';
import { escapeHtml, jsonForScript } from '#api/platform/public-pages/html.js';
import type { PublicJobRow } from './careers.repository.js';
import { type CareersCompany, type CareersJobFilter, careersPath, markedJobPagePath } from './careers.service.js';

type Office = { office: string; city: string; country: string };

export type CareersView = {
  company: CareersCompany;
  offices: Office[];
  cities: string[];
  filter: CareersJobFilter;
  jobs: PublicJobRow[];
  total: number;
  page: number;
  pageSize: number;
  publicUrl: string;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dateHtml = (d: Date) =>
  `<time datetime="${d.toISOString()}">${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}</time>`;

/** A <select> of the filter form; the empty option means "any". */
function select(name: keyof CareersJobFilter, label: string, values: readonly string[], chosen: string | undefined) {
  const options = [`<option value="">Any</option>`]
    .concat(values.map((v) => `<option value="${escapeHtml(v)}"${v === chosen ? ' selected' : ''}>${escapeHtml(v)}</option>`))
    .join('');
  return `<div class="field"><label for="f-${name}">${label}</label><select id="f-${name}" name="${name}">${options}</select></div>`;
}

/** This page's address with the filters (and a page number), so a filtered view can be shared. */
export function careersQuery(filter: CareersJobFilter, page = 1) {
  const params = new URLSearchParams();
  for (const key of ['workType', 'jobType', 'city'] as const) if (filter[key]) params.set(key, filter[key] as string);
  if (page > 1) params.set('page', String(page));
  const q = params.toString();
  return q ? `?${q}` : '';
}

function jobItem(job: PublicJobRow) {
  const place = [job.city, job.country].filter(Boolean).join(', ');
  const meta = [job.workType, job.jobType, place].filter(Boolean).map((t) => escapeHtml(String(t)));
  return `<li class="job-row"><h3><a href="${escapeHtml(markedJobPagePath(job.id, 'careers'))}" dir="auto">${escapeHtml(job.jobTitle)}</a></h3><p class="job-meta">${meta.join(' · ')} · Posted ${dateHtml(job.publishedAt ?? job.createdAt)}</p></li>`;
}

function pager(view: CareersView) {
  const pages = Math.max(1, Math.ceil(view.total / view.pageSize));
  if (pages <= 1) return '';
  const base = careersPath(view.company.slug);
  const prev =
    view.page > 1 ? `<a href="${escapeHtml(base + careersQuery(view.filter, view.page - 1))}" rel="prev">Previous</a>` : '';
  const next =
    view.page < pages ? `<a href="${escapeHtml(base + careersQuery(view.filter, view.page + 1))}" rel="next">Next</a>` : '';
  return `<nav class="pager" aria-label="Pages">${prev}<span>Page ${view.page} of ${pages}</span>${next}</nav>`;
}

/** The careers page's content: the company, its offices, the filter form and its published jobs. */
export function renderCareersMain(view: CareersView) {
  const { company } = view;
  const name = escapeHtml(company.companyName);
  const logo = company.companyLogo
    ? `<img class="company-logo" src="${escapeHtml(company.companyLogo)}" alt="${escapeHtml(`${company.companyName} logo`)}" width="72" height="72">`
    : `<span class="company-logo" aria-hidden="true">${escapeHtml(company.companyName.slice(0, 1).toUpperCase())}</span>`;
  const website = company.website
    ? `<p><a href="${escapeHtml(company.website)}" rel="noopener">${escapeHtml(company.website.replace(/^https?:\/\//, ''))}</a></p>`
    : '';
  const about = company.about ? `<p class="about" dir="auto">${escapeHtml(company.about)}</p>` : '';
  const offices = view.offices.length
    ? `<section aria-labelledby="offices-title"><h2 id="offices-title">Offices</h2><ul class="offices">${view.offices
        .map((o) => `<li dir="auto">${escapeHtml(o.office)} — ${escapeHtml(o.city)}, ${escapeHtml(o.country)}</li>`)
        .join('')}</ul></section>`
    : '';
  const filtered = Boolean(view.filter.workType || view.filter.jobType || view.filter.city);
  const jobs = view.jobs.length
    ? `<ul class="jobs">${view.jobs.map(jobItem).join('')}</ul>`
    : `<p>${filtered ? 'No open job matches these filters.' : 'No open jobs right now.'}</p>`;
  const cities = view.filter.city && !view.cities.includes(view.filter.city) ? [...view.cities, view.filter.city] : view.cities;
  return `<article class="careers" aria-labelledby="company-title">
<header class="card careers-head">${logo}<div><h1 id="company-title" dir="auto">Careers at ${name}</h1>${website}</div></header>
${about || offices ? `<section class="card" aria-labelledby="about-title"><h2 id="about-title">About ${name}</h2>${about}${offices}</section>` : ''}
<section class="card" aria-labelledby="jobs-title">
<h2 id="jobs-title">Open jobs <span class="count">(${view.total})</span></h2>
<form class="filters" method="get" action="${escapeHtml(careersPath(company.slug))}" role="search" aria-label="Filter jobs">
${select('workType', 'Work type', WORK_TYPES, view.filter.workType)}
${select('jobType', 'Job type', JOB_TYPES, view.filter.jobType)}
${select('city', 'City', cities, view.filter.city)}
<button type="submit">Filter</button>${filtered ? ` <a href="${escapeHtml(careersPath(company.slug))}">Clear filters</a>` : ''}
</form>
${jobs}
${pager(view)}
</section>
</article>`;
}

/** Title, description, canonical address, the feed and the schema.org Organization block. */
export function careersHead(view: CareersView) {
  const { company, publicUrl } = view;
  const url = `${publicUrl}${careersPath(company.slug)}`;
  const description = (descriptionText(company.about ?? '') || `Open jobs at ${company.companyName}`).slice(0, 200);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.companyName,
    url,
    logo: company.companyLogo ? new URL(company.companyLogo, publicUrl).href : undefined,
    description: company.about ?? undefined,
    sameAs: company.website ? [company.website] : undefined,
    address: view.offices.map((o) => ({
      '@type': 'PostalAddress',
      streetAddress: o.office,
      addressLocality: o.city,
      addressCountry: o.country,
    })),
  };
  const title = `Careers at ${company.companyName}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url + careersQuery(view.filter, view.page))}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${title} (RSS)`)}" href="${escapeHtml(`${url}/feed.xml`)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<script type="application/ld+json">${jsonForScript(organization)}</script>`,
  ].join('\n');
}

/** The careers page's own rules, after the layout's (platform/public-pages/styles.ts). */
export const CAREERS_CSS = `
.careers{display:grid;gap:20px}
.careers h2{font-size:20px;margin-bottom:8px}
.careers-head{display:flex;gap:16px;align-items:center;flex-wrap:wrap}
.careers-head h1{font-size:26px}
.careers-head p{margin:4px 0 0}
.company-logo{flex:none;width:72px;height:72px;border-radius:50%;object-fit:cover;background:var(--primary);color:#fff;display:grid;place-items:center;font-size:30px;font-weight:700}
.about{white-space:pre-line;overflow-wrap:anywhere}
.offices{margin:0;padding-left:20px}
.count{color:var(--muted);font-weight:400}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin:12px 0 16px}
.field{display:grid;gap:4px}
.field label{font-size:14px;color:var(--muted)}
.filters select,.filters button{font:inherit;min-height:40px;padding:6px 10px;border:1px solid #94a3b8;border-radius:var(--radius);background:#fff;color:var(--ink)}
.filters button{background:var(--primary);border-color:var(--primary);color:#fff;font-weight:600;cursor:pointer}
.jobs{list-style:none;margin:0;padding:0}
.job-row{border-top:1px solid var(--border);padding:12px 0}
.job-row h3{font-size:17px;overflow-wrap:anywhere}
.job-meta{margin:2px 0 0;color:var(--muted);font-size:14px}
.pager{display:flex;gap:16px;align-items:center;justify-content:center;margin-top:16px}
`;
