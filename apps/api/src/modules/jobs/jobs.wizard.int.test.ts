import { JOB_MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyJobs } from '#api/db/schema/index.js';
import { json } from '#test/helpers.js';
import { app, create, details, draft, other, owner, patch, refs, step1, step2, useJobsApp } from './jobs.fixture.js';

useJobsApp();

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
    expect(details(await create(step1({ gender: 'Any' }))).gender).toBe(JOB_MESSAGES.genderRequired);
    expect(details(await create(step1({ workType: 'Hybrid' }))).workType).toBe(JOB_MESSAGES.workTypeRequired);
    expect(details(await create(step1({ jobStatus: 'Published' }))).jobStatus).toBe('Unknown field: jobStatus');
    expect(details(await create(step1({ companyId: other.profile.id }))).companyId).toBe('Unknown field: companyId');
  });

  it('refuses ids that are not in the taxonomy, and a speciality of another category', async () => {
    const res = await create(step1({ skillIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(res.statusCode).toBe(422);
    const industries = (await app.inject(json('GET', '/api/industries'))).json();
    const otherIndustry = industries.find((i: { id: string }) => i.id !== refs.industryId);
    expect(details(await create(step1({ industryId: otherIndustry.id }))).professionId).toBe(
      'This speciality does not belong to the category',
    );
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
