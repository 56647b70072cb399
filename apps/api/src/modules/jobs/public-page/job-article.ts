import {
  type ApplicationOrigin,
  countryName,
  JOB_MESSAGES,
  type Job,
  originQuery,
  placeText,
  salaryText,
} from '@talentdeck/shared';
import { escapeHtml } from '#api/platform/public-pages/html.js';

/** The candidate app's screen of a job: its details and the application form. */
export const candidateJobPath = (jobId: string) => `/candidate/jobs/${encodeURIComponent(jobId)}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "5 Mar 2026" in UTC, the web app's date format, as a <time> machines can read. */
function dateHtml(iso: string | null | undefined) {
  if (!iso) return '—';
  const d = new Date(iso);
  const text = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return `<time datetime="${escapeHtml(d.toISOString())}">${text}</time>`;
}

/** What a candidate reads about the job at a glance; every value is escaped here, dates are markup. */
function facts(job: Job, hiringFrom: string[]): [label: string, html: string][] {
  const text = (value: string | number | null | undefined, empty = '—') => escapeHtml(String(value ?? empty) || empty);
  // A fully remote job says where candidates may work from (the JobPosting's applicant countries).
  const where: [string, string][] =
    job.workType === 'Fully Remote' && hiringFrom.length ? [['Hiring from', text(hiringFrom.map(countryName).join(', '))]] : [];
  return [
    ['Location', text(placeText(job))],
    ...where,
    ['Work type', text(job.workType)],
    ['Job type', text(job.jobType)],
    ['Salary', text(salaryText(job))],
    ['Experience', text(job.professionalExperience?.experience, 'Any')],
    ['Education', text(job.educations?.map((e) => e.educationName).join(', '))],
    ['Category', text(job.industry?.industryName)],
    ['Speciality', text(job.profession?.professionName)],
    ['Hires', text(job.numberOfHiring ?? 1)],
    ['Posted', dateHtml(job.publishedAt ?? job.createdAt)],
    ['Closes', dateHtml(job.endDate)],
  ];
}

function skillList(title: string, names: string[], kind: 'hard' | 'soft') {
  if (!names.length) return '';
  const items = names.map((n) => `<li>${escapeHtml(n)}</li>`).join('');
  return `<h3>${title}</h3><ul class="tags tags--${kind}">${items}</ul>`;
}

function companyMark(job: Job) {
  const name = job.company?.companyName ?? 'Company';
  const logo = job.company?.companyLogo;
  // Width and height reserve the box before the image arrives, so nothing shifts.
  if (logo)
    return `<img class="company-logo" src="${escapeHtml(logo)}" alt="${escapeHtml(`${name} logo`)}" width="56" height="56">`;
  return `<span class="company-logo" aria-hidden="true">${escapeHtml(name.slice(0, 1).toUpperCase())}</span>`;
}

/**
 * The public job page's content: everything the company published for candidates (never the
 * matching weights, gender or age fields; the differently-abled toggle as a welcome, since no
 * candidate is screened by any of them: docs/matching.md).
 */
export function renderJobArticle(job: Job, hiringFrom: string[] = [], origin: ApplicationOrigin = { source: 'job_page' }) {
  const title = escapeHtml(job.jobTitle ?? 'Job');
  const company = escapeHtml(job.company?.companyName ?? '');
  // A fully remote job's place is its work type: said once.
  const parts = new Set([company, escapeHtml(placeText(job)), escapeHtml(job.workType ?? '')]);
  const subtitle = [...parts].filter(Boolean).join(' · ');
  const hard = job.skills?.filter((s) => s.skillType === 'hard').map((s) => s.skillName) ?? [];
  const soft = job.skills?.filter((s) => s.skillType === 'soft').map((s) => s.skillName) ?? [];
  const skills = skillList('Hard skills', hard, 'hard') + skillList('Soft skills', soft, 'soft');
  // A plain link (the page has no script): the candidate app's screen of this job, which asks a
  // visitor who is not signed in to sign up or sign in first and brings them back here after. It
  // carries where the visitor came from, which the application records.
  const applyHref = escapeHtml(`${candidateJobPath(job.id)}?${new URLSearchParams(originQuery(origin))}`);
  return `<article class="job card" aria-labelledby="job-title">
<header class="job-head">
${companyMark(job)}
<div class="job-head__text"><h1 id="job-title">${title}</h1><p class="job-sub">${subtitle}</p></div>
<a class="apply-button" href="${applyHref}">Apply now</a>
</header>
<section aria-labelledby="facts-title">
<h2 id="facts-title" class="visually-hidden">Job details</h2>
<dl class="facts">${facts(job, hiringFrom)
    .map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`)
    .join('')}</dl>
${job.isDisable ? `<p class="welcome">${escapeHtml(JOB_MESSAGES.welcomesDifferentlyAbled)}</p>` : ''}
</section>
<section aria-labelledby="description-title">
<h2 id="description-title">Description</h2>
${
  // Stored through the allow-list sanitiser (jobs/sanitize.ts) on every write: p, strong, em, a, lists.
  job.jobDescription ? `<div class="description">${job.jobDescription}</div>` : '<p>No description yet.</p>'
}
</section>
${skills ? `<section aria-labelledby="skills-title">\n<h2 id="skills-title">Skills</h2>\n${skills}\n</section>` : ''}
<section class="apply" aria-labelledby="apply-title">
<h2 id="apply-title">How to apply</h2>
<p>Apply with a free Talentdeck candidate account: answer the screening questions and follow your application’s status.</p>
<p><a class="apply-button" href="${applyHref}">Apply for ${title}</a></p>
</section>
</article>`;
}

/** The job page's own rules, after the layout's (platform/public-pages/styles.ts). */
export const JOB_ARTICLE_CSS = `
.job section{margin-top:28px}
.job h2{font-size:20px;margin-bottom:8px}
.job h3{font-size:15px;margin:12px 0 6px;color:var(--muted)}
.job-head{display:flex;flex-wrap:wrap;gap:16px;align-items:center}
.job-head__text{flex:1;min-width:200px}
.apply-button{display:inline-block;padding:10px 20px;border-radius:var(--radius);background:var(--primary);color:#fff;font-weight:600;text-decoration:none}
.apply-button:hover{background:var(--primary-dark);color:#fff}
.job-head h1{font-size:26px}
.job-sub{margin:4px 0 0;color:var(--muted)}
.company-logo{flex:none;width:56px;height:56px;border-radius:50%;object-fit:cover;background:var(--primary);color:#fff;display:grid;place-items:center;font-size:24px;font-weight:700}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px 24px;margin:0}
.facts div{border-top:1px solid var(--border);padding-top:8px}
.facts dt{font-size:14px;color:var(--muted)}
.facts dd{margin:0;font-weight:600}
.description{overflow-wrap:anywhere}
.tags{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}
.tags li{padding:2px 10px;border-radius:6px;border:1px solid var(--border);background:var(--surface);font-size:14px}
.tags--hard li{border-color:#bfdbfe;background:#eff6ff;color:#1e3a8a}
.apply{border-top:1px solid var(--border);padding-top:20px}
`;
