import { type Job, LIMITS } from '@talentdeck/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '#test/helpers.js';
import { multipart } from '#test/multipart.js';
import { app, draft, owner, patch, publishDirectly, step2, useJobsApp } from './jobs.fixture.js';

useJobsApp();

const PUBLIC_URL = 'http://localhost:3000';
const DESCRIPTION = '<p>Build our product.</p><ul><li>Ship features</li><li>Review code</li><li>Mentor juniors</li></ul>';
let logoUrl: string;

/** Gives the company a logo (uploaded as the app does), a website and two offices. */
beforeAll(async () => {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  const body = await multipart([{ name: 'logo.png', type: 'image/png', bytes }]);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/attachments/upload',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
  });
  expect(upload.statusCode, upload.body).toBe(200);
  logoUrl = upload.json().url;
  const profile = await app.inject(
    json(
      'PATCH',
      `/api/company/${owner.profile.id}`,
      {
        companyLogo: logoUrl,
        website: 'https://globex.example',
        address: [
          { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany' },
          { office: '12 Mall Road', city: 'Lahore', country: 'Pakistan' },
        ],
      },
      owner.token,
    ),
  );
  expect(profile.statusCode, profile.body).toBe(200);
});

async function publishedJob(over: Record<string, unknown> = {}, details: Record<string, unknown> = {}) {
  const job = await draft(over);
  const res = await patch(job.id, { ...step2, jobDescription: DESCRIPTION, ...details });
  expect(res.statusCode, res.body).toBe(200);
  await publishDirectly(job.id);
  return (await app.inject(json('GET', `/api/company-job/${job.id}`))).json() as Job;
}

async function pageOf(id: string) {
  const res = await app.inject({ method: 'GET', url: `/job-summary/${id}`, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  const scripts = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return { html: res.body, posting: JSON.parse(scripts[0]?.[1] ?? '{}') as Record<string, unknown> };
}

/** The content of every <meta> with this name or property. */
const metas = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2]);

const common = (job: Job) => ({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Senior Frontend Developer',
  description: DESCRIPTION,
  identifier: { '@type': 'PropertyValue', name: 'Globex Corporation', value: job.id },
  datePosted: job.publishedAt,
  validThrough: job.endDate,
  employmentType: 'FULL_TIME',
  hiringOrganization: {
    '@type': 'Organization',
    name: 'Globex Corporation',
    sameAs: 'https://globex.example',
    logo: `${PUBLIC_URL}${logoUrl}`,
  },
  totalJobOpenings: 2,
  directApply: true,
});

describe('the JobPosting data of the public job page', () => {
  it('an on-site job: the office in its city as the street address, an ISO country code, the monthly salary', async () => {
    const job = await publishedJob();
    const { posting } = await pageOf(job.id);
    expect(posting).toEqual({
      ...common(job),
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Friedrichstraße 68',
          addressLocality: 'Berlin',
          addressCountry: 'DE',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6500, unitText: 'MONTH' },
      },
    });
    // Every list item of the description is kept.
    expect((posting.description as string).match(/<li>/g)).toHaveLength(3);
  });

  it('a partially remote job in another office city, paid yearly; a city without an office has no street address', async () => {
    const job = await publishedJob(
      { workType: 'Partially Remote', city: 'Lahore', country: 'Pakistan', address: 'Lahore, Pakistan' },
      { currency: 'PKR', salaryType: 'Yearly', minimumSalary: 1_200_000, maximumSalary: 2_400_000 },
    );
    const { posting } = await pageOf(job.id);
    expect(posting).toEqual({
      ...common(job),
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: '12 Mall Road', addressLocality: 'Lahore', addressCountry: 'PK' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PKR',
        value: { '@type': 'QuantitativeValue', minValue: 1_200_000, maxValue: 2_400_000, unitText: 'YEAR' },
      },
    });
    const elsewhere = await publishedJob({ workType: 'Partially Remote', city: 'Munich', country: 'Germany' });
    expect((await pageOf(elsewhere.id)).posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Munich', addressCountry: 'DE' },
    });
  });

  it('a fully remote job: TELECOMMUTE and the countries it hires from, no place', async () => {
    const job = await publishedJob({ workType: 'Fully Remote', hiringCountries: ['PK', 'GB', 'PK'] });
    expect(job.hiringCountries).toEqual(['PK', 'GB']);
    const { posting } = await pageOf(job.id);
    expect(posting).toEqual({
      ...common(job),
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'PK' },
        { '@type': 'Country', name: 'GB' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6500, unitText: 'MONTH' },
      },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    // Candidates read the same countries on the page.
    expect((await pageOf(job.id)).html).toContain('<div><dt>Hiring from</dt><dd>Pakistan, United Kingdom</dd></div>');
    // Without a choice, the countries of the company's offices.
    const unset = await publishedJob({ workType: 'Fully Remote' });
    expect(unset.hiringCountries).toEqual([]);
    expect((await pageOf(unset.id)).posting.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'DE' },
      { '@type': 'Country', name: 'PK' },
    ]);
  });

  it('has exactly one meta description and the share card as og:image, with its alt and size', async () => {
    const job = await publishedJob();
    const { html } = await pageOf(job.id);
    expect(metas(html, 'description')).toEqual(['Build our product. Ship features Review code Mentor juniors']);
    expect(metas(html, 'og:image')).toEqual([`${PUBLIC_URL}/job-summary/${job.id}/card.png`]);
    expect(metas(html, 'og:image:alt')).toEqual(['Senior Frontend Developer at Globex Corporation — Berlin, Germany · On-site']);
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['630']);
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(html, 'twitter:image')).toEqual([`${PUBLIC_URL}/job-summary/${job.id}/card.png`]);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('the job’s "Hiring from" countries', () => {
  it('keeps only known ISO codes, at most the limit, and only for fully remote jobs', async () => {
    const { id } = await draft();
    const bad = await patch(id, { workType: 'Fully Remote', hiringCountries: ['PK', 'XX'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Choose countries from the list');
    const lower = await patch(id, { workType: 'Fully Remote', hiringCountries: ['pk'] });
    expect(lower.statusCode).toBe(422);
    const codes = [
      'AD',
      'AE',
      'AF',
      'AG',
      'AI',
      'AL',
      'AM',
      'AO',
      'AQ',
      'AR',
      'AS',
      'AT',
      'AU',
      'AW',
      'AX',
      'AZ',
      'BA',
      'BB',
      'BD',
    ];
    const many = [...codes, ...codes, ...codes].slice(0, LIMITS.hiringCountriesMax + 1);
    expect(many).toHaveLength(LIMITS.hiringCountriesMax + 1);
    const tooMany = await patch(id, { workType: 'Fully Remote', hiringCountries: many });
    expect(tooMany.statusCode).toBe(422);
    const ok = await patch(id, { workType: 'Fully Remote', hiringCountries: ['DE', 'FR'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().hiringCountries).toEqual(['DE', 'FR']);
    // Back on site: the list goes, since only a fully remote job hires from countries.
    const onSite = await patch(id, { workType: 'On-site', city: 'Berlin', country: 'Germany' });
    expect(onSite.json().hiringCountries).toEqual([]);
  });
});
