import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JOB_MESSAGES } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUpVerified } from '../../../test/helpers.js';
import { companies, companyJobs, notifications } from '../../db/schema/index.js';
import { grantFreeJobPosting } from '../billing/billing.service.js';
import { expireJobs } from './jobs.expiry.js';

let app: FastifyInstance;
const webDist = mkdtempSync(path.join(tmpdir(), 'td-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8"><title>Talentdeck</title></head><body><div id="root"></div></body></html>',
);

type Company = Awaited<ReturnType<typeof signUpVerified>>;
let owner: Company;
let other: Company;
let refs: {
  industryId: string;
  professionId: string;
  skillIds: string[];
  educationIds: string[];
  ageSpecificationId: string;
  professionalExperienceId: string;
};

beforeAll(async () => {
  app = await createTestApp({ serveWeb: true, webDist });
  owner = await signUpVerified(app, { companyName: 'Globex Corporation' });
  other = await signUpVerified(app);
  const industries = (await app.inject(json('GET', '/api/industries'))).json();
  const industry = industries.find((i: { industryName: string }) => i.industryName === 'Software Engineering');
  const profession = (await app.inject(json('GET', `/api/industry/${industry.id}/professions`))).json()[0];
  const skills = (await app.inject(json('POST', '/api/profession-with-skills', { professionIds: [profession.id] }))).json();
  const educations = (await app.inject(json('GET', '/api/educations'))).json();
  const ages = (await app.inject(json('GET', '/api/age-specifications'))).json();
  const experiences = (await app.inject(json('GET', '/api/professional-experiences'))).json();
  refs = {
    industryId: industry.id,
    professionId: profession.id,
    skillIds: skills.slice(0, 3).map((s: { id: string }) => s.id),
    educationIds: [educations[4].id],
    ageSpecificationId: ages[0].id,
    professionalExperienceId: experiences[2].id,
  };
});
afterAll(async () => {
  await app?.close();
});

const step1 = (over: Record<string, unknown> = {}) => ({
  jobTitle: 'Senior Frontend Developer',
  ...refs,
  gender: 'All',
  workType: 'On-site',
  city: 'Berlin',
  country: 'Germany',
  address: 'Berlin, Germany',
  location: { lat: 52.52, lng: 13.405 },
  isDisable: true,
  matchingCriteria: { educationPercentage: 10, workExperiencePercentage: 30, hardSkillsPercentage: 40, softSkillPercentage: 20 },
  ...over,
});
const step2 = {
  jobDescription: '<p>Build our <strong>hiring</strong> product.</p>',
  jobType: 'Full time',
  currency: 'EUR',
  salaryType: 'Monthly',
  minimumSalary: 4000,
  maximumSalary: 6500,
  numberOfHiring: 2,
};

const create = (body: unknown, c: Company = owner) =>
  app.inject(json('POST', `/api/companies/${c.profile.id}/company-jobs`, body, c.token));
const patch = (id: string, body: unknown, c: Company = owner) =>
  app.inject(json('PATCH', `/api/company-job/${id}`, body, c.token));
const details = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { error: { details?: { field: string; message: string }[] } }).error.details ?? []).map((d) => [
      d.field,
      d.message,
    ]),
  );
async function draft(over: Record<string, unknown> = {}, c: Company = owner) {
  const res = await create(step1(over), c);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; jobStatus: string; endDate: string; createdAt: string };
}
const publishDirectly = (id: string) =>
  app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, id));

describe('creating a job (wizard step 1)', () => {
  it('creates a Draft of the caller’s company, ending 15 days after creation', async () => {
    const job = await draft();
    expect(job.jobStatus).toBe('Draft');
    expect(new Date(job.endDate).getTime() - new Date(job.createdAt).getTime()).toBe(15 * 24 * 3600 * 1000);
  });

  it('needs the matching criteria to total exactly 100', async () => {
    for (const total of [
      { educationPercentage: 10, workExperiencePercentage: 30, hardSkillsPercentage: 40, softSkillPercentage: 21 },
      { educationPercentage: 0, workExperiencePercentage: 0, hardSkillsPercentage: 0, softSkillPercentage: 0 },
    ]) {
      const res = await create(step1({ matchingCriteria: total }));
      expect(res.statusCode).toBe(422);
      expect(details(res).matchingCriteria).toBe(JOB_MESSAGES.matchingTotal);
    }
    const over = await create(
      step1({
        matchingCriteria: {
          educationPercentage: 101,
          workExperiencePercentage: 0,
          hardSkillsPercentage: 0,
          softSkillPercentage: 0,
        },
      }),
    );
    expect(over.statusCode).toBe(422);
  });

  it('needs a title of at most 50 characters', async () => {
    expect(details(await create(step1({ jobTitle: '   ' }))).jobTitle).toBe(JOB_MESSAGES.jobTitleRequired);
    expect(details(await create(step1({ jobTitle: 'x'.repeat(51) }))).jobTitle).toBe(JOB_MESSAGES.jobTitleMax);
    expect((await create(step1({ jobTitle: 'x'.repeat(50) }))).statusCode).toBe(200);
    const missing = step1();
    delete (missing as Record<string, unknown>).jobTitle;
    expect(details(await create(missing)).jobTitle).toBe(JOB_MESSAGES.jobTitleRequired);
  });

  it('needs a location unless the job is fully remote, and drops it when it is', async () => {
    for (const workType of ['On-site', 'Partially Remote']) {
      const res = await create(step1({ workType, city: null, country: null }));
      expect(res.statusCode).toBe(422);
      expect(details(res).city).toBe(JOB_MESSAGES.locationRequired);
    }
    const remote = await create(step1({ workType: 'Fully Remote', city: 'Berlin', country: 'Germany' }));
    expect(remote.statusCode).toBe(200);
    expect(remote.json()).toMatchObject({ city: null, country: null, location: null });
    // Editing an on-site job to fully remote clears its place; back to on-site needs one again.
    const job = await draft();
    expect((await patch(job.id, { workType: 'Fully Remote' })).json().city).toBeNull();
    expect(details(await patch(job.id, { workType: 'On-site' })).city).toBe(JOB_MESSAGES.locationRequired);
  });

  it('needs every field Continue needs, and refuses unknown fields and enums', async () => {
    const res = await create({ jobTitle: 'Only a title' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(details(res))).toEqual(
      expect.arrayContaining([
        'industryId',
        'professionId',
        'skillIds',
        'educationIds',
        'gender',
        'ageSpecificationId',
        'workType',
      ]),
    );
    expect(details(await create(step1({ skillIds: [] }))).skillIds).toBe(JOB_MESSAGES.skillsRequired);
    expect(details(await create(step1({ gender: 'Any' }))).gender).toBeDefined();
    expect(details(await create(step1({ workType: 'Hybrid' }))).workType).toBeDefined();
    expect(details(await create(step1({ jobStatus: 'Published' }))).jobStatus).toBe('Unknown field: jobStatus');
    expect(details(await create(step1({ companyId: other.profile.id }))).companyId).toBe('Unknown field: companyId');
  });

  it('refuses ids that are not in the taxonomy, and a speciality of another category', async () => {
    const res = await create(step1({ skillIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(res.statusCode).toBe(422);
    const industries = (await app.inject(json('GET', '/api/industries'))).json();
    const otherIndustry = industries.find((i: { id: string }) => i.id !== refs.industryId);
    expect(details(await create(step1({ industryId: otherIndustry.id }))).professionId).toBeDefined();
  });

  it('answers 404 for creating under another company', async () => {
    expect((await create(step1(), { ...owner, profile: other.profile })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await app.inject(json('POST', `/api/companies/${owner.profile.id}/company-jobs`, step1()))).statusCode).toBe(401);
  });
});

describe('completing a job (step 2)', () => {
  it('saves the details with salaries in major units', async () => {
    const job = await draft();
    const res = await patch(job.id, step2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...step2, jobStatus: 'Draft' });
    const [row] = await app.db.select().from(companyJobs).where(eq(companyJobs.id, job.id));
    expect(row?.minimumSalary).toBe(400_000);
  });

  it('needs the minimum below the maximum and at most 7 digits', async () => {
    const job = await draft();
    for (const [min, max] of [
      [5000, 5000],
      [6000, 5000],
    ]) {
      const res = await patch(job.id, { ...step2, minimumSalary: min, maximumSalary: max });
      expect(res.statusCode).toBe(422);
      expect(details(res).minimumSalary).toBe(JOB_MESSAGES.salaryOrder);
    }
    expect(details(await patch(job.id, { ...step2, maximumSalary: 10_000_000 })).maximumSalary).toBe(JOB_MESSAGES.salaryDigits);
    expect(details(await patch(job.id, { ...step2, minimumSalary: -1 })).minimumSalary).toBe(JOB_MESSAGES.salaryDigits);
    expect((await patch(job.id, { ...step2, minimumSalary: 1, maximumSalary: 9_999_999 })).statusCode).toBe(200);
    // The rule holds against what is already saved, too.
    expect(details(await patch(job.id, { minimumSalary: 9_999_999 })).minimumSalary).toBe(JOB_MESSAGES.salaryOrder);
  });

  it('needs at least one hire', async () => {
    const job = await draft();
    expect(details(await patch(job.id, { numberOfHiring: 0 })).numberOfHiring).toBe(JOB_MESSAGES.hiresMin);
  });

  it('answers 404 for another company’s job, for every call on it', async () => {
    const job = await draft();
    expect((await patch(job.id, step2, other)).statusCode).toBe(404);
    expect((await app.inject(json('GET', `/api/company-job/${job.id}`, undefined, other.token))).statusCode).toBe(404);
    expect((await app.inject(json('PATCH', `/api/company-jobs/${job.id}`, { isJobDeleted: true }, other.token))).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject(json('GET', `/api/company-jobs/${job.id}/custom-questions`, undefined, other.token))).statusCode,
    ).toBe(404);
    expect(
      (await app.inject(json('POST', `/api/company-jobs/${job.id}/custom-questions`, ['Why?'], other.token))).statusCode,
    ).toBe(404);
    expect((await app.inject(json('GET', `/api/company-job-dashboard-stats/${job.id}`, undefined, other.token))).statusCode).toBe(
      404,
    );
    expect((await patch('not-a-uuid', step2)).statusCode).toBe(404);
  });
});

describe('description sanitisation', () => {
  const payloads: [string, (html: string) => void][] = [
    ['<p>Hi</p><script>alert(1)</script>', (h) => expect(h).toBe('<p>Hi</p>')],
    ['<img src=x onerror=alert(1)>Text', (h) => expect(h).toBe('Text')],
    ['<p onclick="alert(1)">Click</p>', (h) => expect(h).toBe('<p>Click</p>')],
    ['<a href="javascript:alert(1)">x</a>', (h) => expect(h).not.toContain('javascript')],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', (h) => expect(h.toLowerCase()).not.toContain('javascript')],
    ['<a href="java&#x09;script:alert(1)">x</a>', (h) => expect(h.toLowerCase()).not.toMatch(/script:/)],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', (h) => expect(h).not.toContain('data:')],
    ['<a href="vbscript:msgbox(1)">x</a>', (h) => expect(h).not.toContain('vbscript')],
    ['<svg><script>alert(1)</script></svg>', (h) => expect(h).toBe('')],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', (h) => expect(h).toBe('<p>ok</p>')],
    ['<style>body{display:none}</style><p>ok</p>', (h) => expect(h).toBe('<p>ok</p>')],
    ['<p style="background:url(javascript:alert(1))">ok</p>', (h) => expect(h).toBe('<p>ok</p>')],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', (h) => expect(h).not.toMatch(/<img|onerror/)],
    ['<form action="https://evil.example"><input name=a></form>', (h) => expect(h).not.toMatch(/<form|<input/)],
    ['"><script>alert(document.cookie)</script>', (h) => expect(h).not.toContain('<script')],
    ['<object data="x.swf"></object><embed src="x.swf">', (h) => expect(h).toBe('')],
    [
      '<a href="https://example.com" target="_self" onmouseover="x()">site</a>',
      (h) => expect(h).toBe('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>'),
    ],
    [
      '<p><b>Bold</b> <i>it</i></p><ol><li>one</li></ol><ul><li>two</li></ul><a href="mailto:hr@example.com">mail</a>',
      (h) =>
        expect(h).toBe(
          '<p><strong>Bold</strong> <em>it</em></p><ol><li>one</li></ol><ul><li>two</li></ul><a href="mailto:hr@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
        ),
    ],
  ];
  it.each(payloads.map((p, i) => [i, ...p] as const))('payload %i is made harmless: %s', async (_i, html, check) => {
    const job = await draft();
    const res = await patch(job.id, { jobDescription: html });
    expect(res.statusCode).toBe(200);
    check(res.json().jobDescription);
  });
});

describe('custom questions', () => {
  it('adds, lists, edits and deletes, at most 10 per job', async () => {
    const job = await draft();
    const url = `/api/company-jobs/${job.id}/custom-questions`;
    const added = await app.inject(json('POST', url, ['Why us?', 'Notice period?'], owner.token));
    expect(added.statusCode).toBe(200);
    const [first, second] = added.json();
    const edited = await app.inject(
      json('PATCH', '/api/company-job-custom-question-update', [{ id: first.id, question: 'Why Globex?' }], owner.token),
    );
    expect(edited.json()[0].question).toBe('Why Globex?');
    expect((await app.inject(json('DELETE', `/api/custom-question/${second.id}`, undefined, owner.token))).statusCode).toBe(204);
    expect(
      (await app.inject(json('GET', url, undefined, owner.token))).json().map((q: { question: string }) => q.question),
    ).toEqual(['Why Globex?']);
    const nine = Array.from({ length: 9 }, (_, i) => `Question ${i}`);
    expect((await app.inject(json('POST', url, nine, owner.token))).statusCode).toBe(200);
    const eleventh = await app.inject(json('POST', url, ['One too many'], owner.token));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().error.message).toBe(JOB_MESSAGES.questionsMax);
    expect(
      (
        await app.inject(
          json('POST', `/api/company-jobs/${(await draft()).id}/custom-questions`, Array(11).fill('Q'), owner.token),
        )
      ).statusCode,
    ).toBe(422);
    expect((await app.inject(json('POST', url, ['  '], owner.token))).statusCode).toBe(422);
  });

  it('refuses editing or deleting another company’s question with 404', async () => {
    const job = await draft();
    const [q] = (await app.inject(json('POST', `/api/company-jobs/${job.id}/custom-questions`, ['Mine'], owner.token))).json();
    expect(
      (
        await app.inject(
          json('PATCH', '/api/company-job-custom-question-update', [{ id: q.id, question: 'Hijack' }], other.token),
        )
      ).statusCode,
    ).toBe(404);
    expect((await app.inject(json('DELETE', `/api/custom-question/${q.id}`, undefined, other.token))).statusCode).toBe(404);
  });
});

describe('reading jobs', () => {
  it('shows a Draft only to its company, a Published job to anyone, with skills and company', async () => {
    const job = await draft();
    await patch(job.id, step2);
    const url = `/api/company-job/${job.id}?filter=${encodeURIComponent(JSON.stringify({ include: ['skills', 'company'] }))}`;
    expect((await app.inject(json('GET', url))).statusCode).toBe(404);
    expect((await app.inject(json('GET', url, undefined, owner.token))).statusCode).toBe(200);
    await publishDirectly(job.id);
    const res = await app.inject(json('GET', url));
    expect(res.statusCode).toBe(200);
    expect(res.json().company.companyName).toBe('Globex Corporation');
    expect(res.json().skills).toHaveLength(3);
  });

  it('lists the company’s live jobs with server-side filters and pages of 10', async () => {
    const c = await signUpVerified(app);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const j = await draft({ jobTitle: `Job ${i}`, city: i % 2 ? 'Paris' : 'Berlin', country: i % 2 ? 'France' : 'Germany' }, c);
      ids.push(j.id);
      if (i < 3) await patch(j.id, { ...step2, jobType: 'Part time' }, c);
    }
    await draft({}, other);
    const list = async (filter?: unknown) =>
      (
        await app.inject(
          json(
            'GET',
            `/api/company-jobs${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`,
            undefined,
            c.token,
          ),
        )
      ).json();
    expect(await list()).toHaveLength(10);
    expect(await list({ offset: 10 })).toHaveLength(2);
    expect((await list({ limit: 50 })).map((j: { id: string }) => j.id)).toEqual([...ids].reverse());
    expect(await list({ where: { city: 'Paris' }, limit: 50 })).toHaveLength(6);
    expect(await list({ where: { jobType: 'Part time' }, limit: 50 })).toHaveLength(3);
    expect(await list({ where: { jobStatus: 'Published' } })).toHaveLength(0);
    expect(
      await list({ where: { createdAt: { gte: new Date(Date.now() - 30 * 86400_000).toISOString() } }, limit: 50 }),
    ).toHaveLength(12);
    expect(await list({ where: { createdAt: { gte: new Date(Date.now() + 60_000).toISOString() } } })).toHaveLength(0);
    const withIndustry = await list({ include: ['industry'], fields: ['id', 'jobTitle', 'jobStatus'] });
    expect(withIndustry[0]).toEqual({
      id: ids[11],
      jobTitle: 'Job 11',
      jobStatus: 'Draft',
      industry: { id: refs.industryId, industryName: 'Software Engineering' },
    });
    // Another company's id in the filter reveals nothing: the server's own scoping still applies.
    expect(await list({ where: { companyId: other.profile.id } })).toHaveLength(0);
    expect(await list({ where: { companyId: c.profile.id, isJobDeleted: false } })).toHaveLength(10);
    const bad = await app.inject(
      json(
        'GET',
        `/api/company-jobs?filter=${encodeURIComponent(JSON.stringify({ where: { jobDescription: 'x' } }))}`,
        undefined,
        c.token,
      ),
    );
    expect(bad.statusCode).toBe(422);

    expect((await app.inject(json('PATCH', `/api/company-jobs/${ids[0]}`, { isJobDeleted: true }, c.token))).statusCode).toBe(
      204,
    );
    expect(await list({ limit: 50 })).toHaveLength(11);
    expect((await app.inject(json('GET', `/api/company-job/${ids[0]}`, undefined, c.token))).statusCode).toBe(404);
    expect((await app.inject(json('PATCH', `/api/company-jobs/${ids[1]}`, { isJobDeleted: false }, c.token))).statusCode).toBe(
      422,
    );
  });

  it('answers each filter with its own values when filters of one shape follow each other', async () => {
    const c = await signUpVerified(app);
    const cities = ['Berlin', 'Paris', 'Oslo'];
    for (let i = 0; i < 6; i++) await draft({ jobTitle: `Role ${i}`, city: cities[i % 3], country: 'Europe' }, c);
    const list = async (filter: unknown) => {
      const res = await app.inject(
        json('GET', `/api/company-jobs?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, c.token),
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { id: string; jobTitle: string; city: string }[];
    };
    const titles = (rows: { jobTitle: string }[]) => rows.map((r) => r.jobTitle).sort();
    // Same shape, different values: each answer follows its own values.
    for (const [i, city] of cities.entries())
      expect(titles(await list({ where: { city }, fields: ['jobTitle'] }))).toEqual([`Role ${i}`, `Role ${i + 3}`]);
    for (const offset of [0, 2, 4]) expect(await list({ where: { city: { inq: cities } }, offset, limit: 2 })).toHaveLength(2);
    expect(titles(await list({ where: { city: { inq: ['Oslo', 'Paris'] } }, fields: ['jobTitle'] }))).toEqual([
      'Role 1',
      'Role 2',
      'Role 4',
      'Role 5',
    ]);
    expect(titles(await list({ where: { jobTitle: { like: 'Role 1%' } }, fields: ['jobTitle'] }))).toEqual(['Role 1']);
    expect(titles(await list({ where: { jobTitle: { like: 'Role 4%' } }, fields: ['jobTitle'] }))).toEqual(['Role 4']);
    expect(await list({ where: { city: null } })).toHaveLength(0);
    const since = new Date(Date.now() - 60_000).toISOString();
    const until = new Date(Date.now() + 60_000).toISOString();
    expect(await list({ where: { createdAt: { between: [since, until] } } })).toHaveLength(6);
    expect(await list({ where: { createdAt: { between: [until, until] } } })).toHaveLength(0);
    expect(await list({ where: { or: [{ city: 'Berlin' }, { city: 'Oslo' }] } })).toHaveLength(4);
    expect(await list({ where: { or: [{ city: 'Paris' }, { city: 'Paris' }] } })).toHaveLength(2);
    // A whole job in the list is the job as its own call answers it (the two are built apart): times
    // to the millisecond, amounts in major units, location, criteria, skills, a draft's empty
    // publication date and a published one's.
    const [newest, older] = await list({ where: { city: 'Oslo' }, limit: 2 });
    const edited = await patch(older?.id as string, { ...step2, minimumSalary: 4321, maximumSalary: 9999999 }, c);
    expect(edited.statusCode, edited.body).toBe(200);
    await publishDirectly(older?.id as string);
    for (const id of [newest?.id, older?.id]) {
      const [item] = (await list({ where: { city: 'Oslo' }, limit: 2 })).filter((j) => j.id === id);
      const own = (await app.inject(json('GET', `/api/company-job/${id}`, undefined, c.token))).json();
      expect(item).toEqual(own);
    }
    const [published] = await list({ where: { jobStatus: 'Published' }, include: ['industry'] });
    expect(published).toMatchObject({ minimumSalary: 4321, maximumSalary: 9999999, location: { lat: 52.52, lng: 13.405 } });
    expect(published).toHaveProperty('industry', { id: refs.industryId, industryName: 'Software Engineering' });
    expect(await list({ where: { city: 'Nowhere' } })).toEqual([]);
  });
});

describe('public job page and views', () => {
  it('serves the page with escaped title, description, Open Graph, Twitter and JobPosting tags', async () => {
    const job = await draft({ jobTitle: 'Dev </title><script>x()</script>' });
    await patch(job.id, { ...step2, jobDescription: '<p>We build "great" things & more</p>' });
    await publishDirectly(job.id);
    const res = await app.inject({ method: 'GET', url: `/job-summary/${job.id}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Dev &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; at Globex Corporation</title>');
    expect(html).not.toContain('<script>x()');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="We build &quot;great&quot; things &amp; more"');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/job-summary/${job.id}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary"');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const posting = JSON.parse(ld ?? '{}');
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Dev </title><script>x()</script>',
      employmentType: 'FULL_TIME',
    });
    expect(posting.baseSalary.value).toMatchObject({ minValue: 4000, maxValue: 6500, unitText: 'MONTH' });
    expect(ld).not.toContain('<');
  });

  it('answers 404 (with the app) for a draft, deleted or unknown job', async () => {
    const job = await draft();
    for (const id of [job.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const res = await app.inject({ method: 'GET', url: `/job-summary/${id}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('noindex');
    }
  });

  it('counts one view per visitor per day and reports views per day', async () => {
    const job = await draft();
    await patch(job.id, step2);
    expect((await app.inject({ method: 'POST', url: `/api/company-job/${job.id}/views` })).statusCode).toBe(404);
    await publishDirectly(job.id);
    const view = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/company-job/${job.id}/views`, headers });
    const first = await view({ 'user-agent': 'A' });
    expect(first.statusCode).toBe(204);
    const cookie = first.cookies.find((c) => c.name === 'td_visitor');
    expect(cookie?.httpOnly).toBe(true);
    expect((await view({ 'user-agent': 'A' })).statusCode).toBe(204);
    await view({ 'user-agent': 'other', cookie: `td_visitor=${cookie?.value}` });
    await view({ 'user-agent': 'B' });
    const stats = await app.inject(json('GET', `/api/company-job-dashboard-stats/${job.id}`, undefined, owner.token));
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ views: [2], totalViews: 2, jobStatus: 'Published' });
    expect(stats.json().viewsByDay[0].date).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('expiry', () => {
  it('completes published jobs past their end date and notifies the company once', async () => {
    const c = await signUpVerified(app);
    const expired = await draft({ jobTitle: 'Expired role' }, c);
    const live = await draft({ jobTitle: 'Live role' }, c);
    const draftOnly = await draft({ jobTitle: 'Old draft' }, c);
    const past = new Date(Date.now() - 60_000);
    for (const id of [expired.id, live.id]) await publishDirectly(id);
    await app.db.update(companyJobs).set({ endDate: past }).where(eq(companyJobs.id, expired.id));
    await app.db.update(companyJobs).set({ endDate: past }).where(eq(companyJobs.id, draftOnly.id));

    const [first, second] = await Promise.all([expireJobs(app.ctx), expireJobs(app.ctx)]);
    expect(first + second).toBe(1);
    expect(await expireJobs(app.ctx)).toBe(0);
    const status = async (id: string) => (await app.db.select().from(companyJobs).where(eq(companyJobs.id, id)))[0]?.jobStatus;
    expect(await status(expired.id)).toBe('Completed');
    expect(await status(live.id)).toBe('Published');
    expect(await status(draftOnly.id)).toBe('Draft');
    const sent = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.companyId, c.profile.id), eq(notifications.notificationType, 'JOBEXPIRED')));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.content).toContain('Expired role');
    expect(sent[0]?.extras).toMatchObject({ companyJobId: expired.id });
  });
});

describe('publishing', () => {
  /** A company let in by the platform, with the free job posting (one credit) or none. */
  async function allowedCompany(credits: 0 | 1) {
    const company = await signUpVerified(app);
    await app.db
      .update(companies)
      .set({ isAllowed: true, isSignUpProcessCompleted: true })
      .where(eq(companies.id, company.profile.id));
    if (credits === 1) await grantFreeJobPosting(app.ctx, company.profile.id);
    return company;
  }
  async function readyJob(company: Company) {
    const job = await draft({}, company);
    expect((await patch(job.id, step2, company)).statusCode).toBe(200);
    return job;
  }
  const remaining = async (company: Company) =>
    (
      await app.inject(json('GET', `/api/company-job-posting-availability/${company.profile.id}`, undefined, company.token))
    ).json().remainingJobs as number;

  it('refuses a company without credit with the out-of-credits message', async () => {
    const company = await allowedCompany(0);
    const job = await readyJob(company);
    const res = await patch(job.id, { jobStatus: 'Published' }, company);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe('Looks like you ran out of job credits...');
    const [row] = await app.db.select().from(companyJobs).where(eq(companyJobs.id, job.id));
    expect(row?.jobStatus).toBe('Draft');
  });

  it('refuses a company still on the waitlist', async () => {
    const job = await readyJob(owner);
    const res = await patch(job.id, { jobStatus: 'Published' }, owner);
    expect(res.statusCode).toBe(403);
  });

  it('takes one credit for one of two jobs published at once when one credit is left', async () => {
    const company = await allowedCompany(1);
    const [a, b] = [await readyJob(company), await readyJob(company)];
    const results = await Promise.all([a, b].map((j) => patch(j.id, { jobStatus: 'Published' }, company)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(await remaining(company)).toBe(0);
  });

  it('charges a job once, however often it is published, paused and published again', async () => {
    const company = await allowedCompany(1);
    const job = await readyJob(company);
    // With one credit, a second charge would fail with 402: every answer below must be a success.
    const twice = await Promise.all([1, 2].map(() => patch(job.id, { jobStatus: 'Published' }, company)));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await remaining(company)).toBe(0);
    expect((await patch(job.id, { jobStatus: 'Paused' }, company)).json().jobStatus).toBe('Paused');
    const again = await patch(job.id, { jobStatus: 'Published' }, company);
    expect(again.statusCode).toBe(200);
    expect(again.json().jobStatus).toBe('Published');
    expect(await remaining(company)).toBe(0);
  });
});
