/**
 * The companies-and-applications part of the scale data: a few thousand companies (allowed, each
 * with an owner who can sign in), ~20,000 jobs spread over them with a long tail, and applications
 * whose count per job follows Zipf's law, so the biggest jobs have tens of thousands of
 * applicants. Each application copies the applicants list's columns from the candidate pool, as
 * the profile save keeps them, and about 70 % have a match percentage (the matching engine's
 * column, drawn here until the engine exists).
 */
import type pg from 'pg';
import { type CandidatePool, candidateId, ID_TAGS } from './candidates.js';
import { copyLines, line } from './copy.js';
import { createRng, cumulativeOf, idOf, pickWeighted, zipfSizes } from './prng.js';
import { type Reference, SCALE_EMAIL_DOMAIN } from './reference.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const JOB_STATUSES = ['Draft', 'Published', 'Completed', 'Paused'] as const;
const DRAFT = 0;
const PUBLISHED = 1;
const COMPLETED = 2;
const APPLICATION_STATUSES = ['Awaiting', 'Reviewed', 'Contacted', 'Shortlist Candidate', 'Hired', 'On Hold'] as const;
const WORK_TYPES = ['On-site', 'Partially Remote', 'Fully Remote'] as const;
const JOB_TYPES = ['Full time', 'Part time', 'Short-term', 'Project/Freelance'] as const;
const OWNER_TAG = 9;

export const companyId = (c: number) => idOf(ID_TAGS.company, c);
export const jobId = (j: number) => idOf(ID_TAGS.job, j);
export const ownerEmail = (c: number) => `owner${c}@company${c}.${SCALE_EMAIL_DOMAIN}`;

export type ApplicationsOptions = {
  companies: number;
  jobs: number;
  applications: number;
  zipf: number;
  seed: number;
  now: number;
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Cumulative weights of the application statuses on an open job and on a completed one. */
const STATUS_WEIGHTS = {
  open: cumulativeOf([55, 18, 8, 9, 2, 8]),
  done: cumulativeOf([20, 30, 10, 15, 5, 20]),
};

export async function loadApplications(client: pg.ClientBase, ref: Reference, pool: CandidatePool, o: ApplicationsOptions) {
  const rng = createRng(o.seed ^ 0x5eed);
  const timings: Record<string, { rows: number; ms: number }> = {};
  const ts = (ms: number) => new Date(ms).toISOString();
  // Unique: the number makes it so.
  const companyName = (c: number) => `${ref.companyNames[c % ref.companyNames.length]} ${c}`;
  const companyCreated = (c: number) => o.now - (400 + (c % 900)) * DAY;

  timings.companies = await copyLines(
    client,
    'companies',
    ['id', 'company_name', 'slug', 'phone_number', 'is_allowed', 'is_sign_up_process_completed', 'created_at', 'updated_at'],
    o.companies,
    (c) =>
      line([
        companyId(c),
        companyName(c),
        // The loading session fires no trigger (replica role): the slug the database would make.
        companyName(c)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        `+44 20 7946 ${String(c % 10000).padStart(4, '0')}`,
        true,
        true,
        ts(companyCreated(c)),
        ts(companyCreated(c)),
      ]),
  );
  const owners = await copyLines(
    client,
    'users',
    ['id', 'name', 'email', 'password_hash', 'user_type', 'title', 'email_verified_at', 'created_at', 'updated_at'],
    o.companies,
    (c) =>
      line([
        idOf(OWNER_TAG, c),
        `${ref.firstNames[c % ref.firstNames.length]} ${ref.lastNames[(c * 7) % ref.lastNames.length]}`,
        ownerEmail(c),
        ref.passwordHash,
        'Company',
        'Talent Acquisition Lead',
        ts(companyCreated(c)),
        ts(companyCreated(c)),
        ts(companyCreated(c)),
      ]),
  );
  timings['users (company owners)'] = owners;
  timings.company_users = await copyLines(
    client,
    'company_users',
    ['id', 'company_id', 'user_id', 'is_owner', 'is_deleted', 'created_at'],
    o.companies,
    (c) => line([idOf(ID_TAGS.companyUser, c), companyId(c), idOf(OWNER_TAG, c), true, false, ts(companyCreated(c))]),
  );

  // Jobs: a company's share of them falls off with its rank; a tenth are drafts. Applicant counts
  // follow Zipf's law over the other jobs in a random order, the busiest ones always published.
  const companyWeights = cumulativeOf(Array.from({ length: o.companies }, (_, c) => 1 / (c + 1) ** 0.7));
  const jobCompany = new Uint32Array(o.jobs);
  const jobStatus = new Uint8Array(o.jobs);
  const jobCreated = new Float64Array(o.jobs);
  const jobSize = new Uint32Array(o.jobs);
  const jobStart = new Uint32Array(o.jobs);
  const jobStride = new Uint32Array(o.jobs);
  const jobProfession = new Uint16Array(o.jobs);
  const jobCity = new Uint16Array(o.jobs);
  const open: number[] = [];
  for (let j = 0; j < o.jobs; j++) {
    jobCompany[j] = pickWeighted(companyWeights, rng.next());
    jobProfession[j] = rng.int(0, ref.professions.length - 1);
    jobCity[j] = pickWeighted(ref.cityWeights, rng.next());
    const r = rng.next();
    jobStatus[j] = r < 0.1 ? DRAFT : r < 0.65 ? PUBLISHED : r < 0.9 ? COMPLETED : 3;
    if (jobStatus[j] !== DRAFT) open.push(j);
  }
  for (let k = open.length - 1; k > 0; k--) {
    const m = rng.int(0, k);
    [open[k], open[m]] = [open[m] as number, open[k] as number];
  }
  const sizes = zipfSizes(open.length, o.applications, o.zipf, pool.count);
  open.forEach((j, rank) => {
    jobSize[j] = sizes[rank] as number;
    if (rank < 50) jobStatus[j] = PUBLISHED;
    let stride = rng.int(1, pool.count - 1);
    while (gcd(stride, pool.count) !== 1) stride = rng.int(1, pool.count - 1);
    jobStride[j] = stride;
    jobStart[j] = rng.int(0, pool.count - 1);
  });
  for (let j = 0; j < o.jobs; j++) {
    const s = jobStatus[j] as number;
    // Published jobs are inside their 15 days, so the expiry sweep leaves them alone.
    const daysAgo =
      s === PUBLISHED
        ? rng.next() * 13
        : s === DRAFT
          ? rng.next() * 30
          : s === COMPLETED
            ? 16 + rng.next() * 340
            : 3 + rng.next() * 60;
    jobCreated[j] = o.now - daysAgo * DAY - rng.int(1, 23) * HOUR;
  }

  timings.company_jobs = await copyLines(
    client,
    'company_jobs',
    [
      'id',
      'company_id',
      'job_title',
      'job_description',
      'industry_id',
      'profession_id',
      'skill_ids',
      'education_ids',
      'professional_experience_id',
      'age_specification_id',
      'gender',
      'work_type',
      'location',
      'city',
      'country',
      'address',
      'is_disable',
      'job_type',
      'currency',
      'salary_type',
      'minimum_salary',
      'maximum_salary',
      'number_of_hiring',
      'job_status',
      'matching_criteria',
      'is_job_deleted',
      'published_at',
      'end_date',
      'created_at',
      'updated_at',
    ],
    o.jobs,
    (j) => {
      const p = ref.professions[jobProfession[j] as number] as (typeof ref.professions)[number];
      const city = ref.cities[jobCity[j] as number] as (typeof ref.cities)[number];
      const status = jobStatus[j] as number;
      const remote = j % 5 === 0;
      const created = jobCreated[j] as number;
      const min = 2500 + (j % 40) * 100;
      const skills = [...p.hard.slice(0, 5), ...p.soft.slice(0, 2)];
      return line([
        jobId(j),
        companyId(jobCompany[j] as number),
        `${j % 3 === 0 ? 'Senior ' : ''}${p.name}`,
        `<p>We are hiring a ${p.name} to join our team${remote ? ' remotely' : ` in ${city.city}`}.</p><ul><li>Own your work from idea to release</li><li>Work with a friendly, experienced team</li></ul>`,
        p.industryId,
        p.id,
        `{${skills.join(',')}}`,
        `{${ref.educations[j % ref.educations.length]?.id}}`,
        ref.experiences[j % ref.experiences.length]?.id,
        ref.ages[0]?.id,
        'All',
        remote ? 'Fully Remote' : WORK_TYPES[j % 2],
        remote ? null : `{"lat":${city.lat},"lng":${city.lng}}`,
        remote ? null : city.city,
        remote ? null : city.country,
        remote ? null : `${city.city}, ${city.country}`,
        j % 4 === 0,
        JOB_TYPES[j % JOB_TYPES.length],
        'EUR',
        'Monthly',
        min * 100,
        (min + 1500) * 100,
        1 + (j % 3),
        JOB_STATUSES[status],
        '{"educationPercentage":25,"workExperiencePercentage":25,"hardSkillsPercentage":25,"softSkillPercentage":25}',
        false,
        status === DRAFT ? null : ts(created + HOUR),
        ts(created + 15 * DAY),
        ts(created),
        ts(created + HOUR),
      ]);
    },
  );

  // Applications arrive interleaved across jobs (the table is not clustered by job, as in
  // production): the order is a shuffle of every job's applicant slots. A job's k-th applicant is
  // candidate (start + k · stride) mod count, with stride prime to count, so no one applies twice.
  const slots = new Uint32Array(o.applications);
  let at = 0;
  for (const j of open) for (let k = 0; k < (jobSize[j] as number); k++) slots[at++] = j;
  for (let k = slots.length - 1; k > 0; k--) {
    const m = Math.floor(rng.next() * (k + 1));
    const t = slots[k] as number;
    slots[k] = slots[m] as number;
    slots[m] = t;
  }
  const taken = new Uint32Array(o.jobs);
  timings.job_applications = await copyLines(
    client,
    'job_applications',
    [
      'id',
      'candidate_id',
      'company_job_id',
      'company_id',
      'application_status',
      'match_percentage',
      'candidate_profile_rank',
      'candidate_experience_months',
      'candidate_has_video',
      'candidate_city',
      'created_at',
      'updated_at',
    ],
    at,
    (n) => {
      const j = slots[n] as number;
      const k = taken[j] as number;
      taken[j] = k + 1;
      // Exact in doubles: start, k and stride are below the candidate count (millions), so the product stays under 2^53.
      const c = ((jobStart[j] as number) + k * (jobStride[j] as number)) % pool.count;
      const created = jobCreated[j] as number;
      const until = Math.min(o.now - 60_000, created + 15 * DAY);
      const when = created + HOUR + rng.next() * Math.max(0, until - created - HOUR);
      const status = pickWeighted(jobStatus[j] === COMPLETED ? STATUS_WEIGHTS.done : STATUS_WEIGHTS.open, rng.next());
      const match = rng.chance(0.7) ? Math.min(100, Math.round((rng.next() + rng.next() + rng.next()) * 34)) : null;
      return line([
        idOf(ID_TAGS.application, n),
        candidateId(c),
        jobId(j),
        companyId(jobCompany[j] as number),
        APPLICATION_STATUSES[status],
        match,
        pool.profileRank[c],
        pool.experienceMonths[c],
        pool.hasVideo(c),
        ref.cities[pool.city[c] as number]?.city,
        ts(when),
        ts(when),
      ]);
    },
  );
  const biggest = open.reduce((best, j) => ((jobSize[j] as number) > (jobSize[best] as number) ? j : best), open[0] as number);
  return {
    timings,
    biggest: {
      jobId: jobId(biggest),
      companyId: companyId(jobCompany[biggest] as number),
      ownerEmail: ownerEmail(jobCompany[biggest] as number),
      applicants: jobSize[biggest] as number,
    },
    largestSizes: sizes.slice(0, 5),
  };
}
