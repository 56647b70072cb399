import { countryCode, type Job } from '@talentdeck/shared';
import type { CompanyPublicProfile } from '#api/modules/companies/companies.service.js';

const EMPLOYMENT: Record<string, string> = {
  'Full time': 'FULL_TIME',
  'Part time': 'PART_TIME',
  'Short-term': 'TEMPORARY',
  'Project/Freelance': 'CONTRACTOR',
};

/** An uploaded file's address as others must fetch it: absolute, on PUBLIC_URL when stored locally. */
export const absoluteUrl = (address: string, publicUrl: string) => new URL(address, `${publicUrl}/`).href;

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0);

/** The office in the job's city (and country), whose address is the job's street address. */
function officeOf(job: Job, company: CompanyPublicProfile) {
  const code = countryCode(job.country);
  return company.offices.find(
    (o) => sameText(o.city, job.city) && (!code || !countryCode(o.country) || countryCode(o.country) === code),
  );
}

/**
 * Where a fully remote job hires: the countries the company chose, else those of its offices (a
 * remote job must name some for search engines).
 */
export function hiringCountriesOf(job: Job, company: CompanyPublicProfile) {
  if (job.hiringCountries?.length) return job.hiringCountries;
  const codes = company.offices.map((o) => countryCode(o.country)).filter((c): c is string => Boolean(c));
  return [...new Set(codes)];
}

function place(job: Job, company: CompanyPublicProfile) {
  if (job.workType === 'Fully Remote') {
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: hiringCountriesOf(job, company).map((code) => ({ '@type': 'Country', name: code })),
    };
  }
  return {
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: officeOf(job, company)?.office,
        addressLocality: job.city ?? undefined,
        addressCountry: countryCode(job.country),
      },
    },
  };
}

function salary(job: Job) {
  if (job.minimumSalary == null || job.maximumSalary == null) return {};
  return {
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
  };
}

/**
 * The schema.org JobPosting of a published job, with what Google for Jobs reads
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): candidates apply on
 * the page itself (through the candidate area), hence directApply.
 */
export function jobPosting(job: Job, company: CompanyPublicProfile, publicUrl: string) {
  const name = job.company?.companyName ?? 'Talentdeck';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.jobTitle,
    // The sanitised HTML as published: paragraphs, emphasis and every list item.
    description: job.jobDescription,
    identifier: { '@type': 'PropertyValue', name, value: job.id },
    datePosted: job.publishedAt ?? job.createdAt,
    validThrough: job.endDate,
    employmentType: job.jobType ? EMPLOYMENT[job.jobType] : undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name,
      sameAs: company.website ?? undefined,
      logo: company.companyLogo ? absoluteUrl(company.companyLogo, publicUrl) : undefined,
    },
    ...place(job, company),
    ...salary(job),
    totalJobOpenings: job.numberOfHiring,
    directApply: true,
  };
}
