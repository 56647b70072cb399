import type { Job } from './schemas/jobs.js';

/**
 * How a job's place and pay read to people, once: the wizard's review in the web app and the
 * public job page rendered by the server write them with these, so the two cannot drift apart.
 */

/** 12500 → "12,500" (amounts are major units, as the API answers them). */
export const formatAmount = (n: number | null | undefined) => (n == null ? '' : n.toLocaleString('en-US'));

export function salaryText(job: Pick<Job, 'minimumSalary' | 'maximumSalary' | 'currency' | 'salaryType'>) {
  if (job.minimumSalary == null || job.maximumSalary == null) return 'Not specified';
  const period = job.salaryType === 'Yearly' ? 'per year' : 'per month';
  return `${job.currency} ${formatAmount(job.minimumSalary)} – ${formatAmount(job.maximumSalary)} ${period}`;
}

export const placeText = (job: Pick<Job, 'workType' | 'city' | 'country'>) =>
  job.workType === 'Fully Remote' ? 'Fully Remote' : [job.city, job.country].filter(Boolean).join(', ');
