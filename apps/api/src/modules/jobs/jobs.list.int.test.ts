import { describe, expect, it } from 'vitest';
import { approvedCompany } from '#test/billing-helpers.js';
import { json, signUpCandidateVerified } from '#test/helpers.js';
import { app, draft, other, owner, patch, publishDirectly, refs, step2, useJobsApp } from './jobs.fixture.js';

useJobsApp();

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
    const c = await approvedCompany(app);
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
    // The specification's order, jobTitle ASC ("Job 1" < "Job 10" < "Job 2").
    const byTitle = ids.map((id, i) => ({ id, title: `Job ${i}` })).sort((a, b) => (a.title < b.title ? -1 : 1));
    expect((await list({ limit: 50 })).map((j: { id: string }) => j.id)).toEqual(byTitle.map((j) => j.id));
    expect((await list({ limit: 50, order: 'createdAt DESC' })).map((j: { id: string }) => j.id)).toEqual([...ids].reverse());
    expect(await list({ where: { city: 'Paris' }, limit: 50 })).toHaveLength(6);
    expect(await list({ where: { jobType: 'Part time' }, limit: 50 })).toHaveLength(3);
    expect(await list({ where: { jobStatus: 'Published' } })).toHaveLength(0);
    expect(
      await list({ where: { createdAt: { gte: new Date(Date.now() - 30 * 86400_000).toISOString() } }, limit: 50 }),
    ).toHaveLength(12);
    expect(await list({ where: { createdAt: { gte: new Date(Date.now() + 60_000).toISOString() } } })).toHaveLength(0);
    const withIndustry = await list({ include: ['industry'], fields: ['id', 'jobTitle', 'jobStatus'] });
    expect(withIndustry[0]).toEqual({
      id: ids[0],
      jobTitle: 'Job 0',
      jobStatus: 'Draft',
      industry: { id: refs.industryId, industryName: 'Software Engineering' },
      // Every row carries its applicant counts (applications.pipeline.int.test.ts checks real ones).
      applicationCounts: { all: 0, Awaiting: 0, Reviewed: 0, Contacted: 0, 'Shortlist Candidate': 0, Hired: 0, 'On Hold': 0 },
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

  it('orders by jobTitle ASC by default, id breaking ties, across pages and filters', async () => {
    const c = await approvedCompany(app);
    const made: { id: string; title: string }[] = [];
    for (const title of ['Welder', 'Analyst', 'Baker', 'Analyst', 'Baker', 'Analyst']) {
      const j = await draft({ jobTitle: title, city: 'Lyon', country: 'France' }, c);
      made.push({ id: j.id, title });
    }
    const expected = [...made]
      .sort((a, b) => (a.title === b.title ? (a.id < b.id ? -1 : 1) : a.title < b.title ? -1 : 1))
      .map((j) => j.id);
    const ids = async (filter: object) =>
      (
        await app.inject(
          json('GET', `/api/company-jobs?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, c.token),
        )
      )
        .json()
        .map((j: { id: string }) => j.id) as string[];
    // Pages of 2 meet without a gap or a repeat, in the default order and with the order spelled out.
    for (const order of [undefined, 'jobTitle ASC']) {
      const pages = [];
      for (const offset of [0, 2, 4]) pages.push(...(await ids({ limit: 2, offset, ...(order ? { order } : {}) })));
      expect(pages).toEqual(expected);
    }
    expect(await ids({ where: { city: 'Lyon' }, limit: 10 })).toEqual(expected);
    expect(await ids({ where: { jobStatus: 'Draft' }, limit: 10 })).toEqual(expected);
    expect(await ids({ order: 'jobTitle DESC', limit: 1 })).toHaveLength(1);
  });

  it('answers the distinct cities of the company’s live jobs, sorted, to that company only', async () => {
    const c = await approvedCompany(app);
    // More jobs than one page of the list, each city more than once; a deleted job's city is left out.
    for (let i = 0; i < 14; i++) {
      const city = ['Zurich', 'Amsterdam', 'Madrid'][i % 3];
      await draft({ jobTitle: `Post ${i}`, city, country: 'Europe' }, c);
    }
    const gone = await draft({ jobTitle: 'Gone', city: 'Atlantis', country: 'Sea' }, c);
    await draft({ jobTitle: 'Remote', workType: 'Fully Remote', city: undefined, country: undefined }, c);
    await app.inject(json('PATCH', `/api/company-jobs/${gone.id}`, { isJobDeleted: true }, c.token));
    await draft({ jobTitle: 'Elsewhere', city: 'Vienna', country: 'Austria' }, other);
    const url = (companyId: string) => `/api/companies/${companyId}/company-job-cities`;
    const res = await app.inject(json('GET', url(c.profile.id), undefined, c.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Amsterdam', 'Madrid', 'Zurich']);
    // Another company's id answers 404, no session 401.
    expect((await app.inject(json('GET', url(other.profile.id), undefined, c.token))).statusCode).toBe(404);
    expect((await app.inject(json('GET', url(c.profile.id)))).statusCode).toBe(401);
    expect((await app.inject(json('GET', url('not-a-uuid'), undefined, c.token))).statusCode).not.toBe(200);
  });

  it('filters by work type and job type from their lists, and refuses any other value with 422', async () => {
    const c = await approvedCompany(app);
    await draft({ jobTitle: 'Onsite role', workType: 'On-site' }, c);
    await draft({ jobTitle: 'Remote role', workType: 'Fully Remote' }, c);
    const list = (filter: unknown, token = c.token, path = '/api/company-jobs') =>
      app.inject(json('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, token));
    const onsite = await list({ where: { workType: 'On-site' } });
    expect(onsite.json().map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Onsite role']);
    expect((await list({ where: { workType: { inq: ['Fully Remote', 'On-site'] } } })).json()).toHaveLength(2);
    for (const where of [
      { workType: 'foo' },
      { workType: { inq: ['On-site', 'foo'] } },
      { workType: { like: 'On%' } },
      { jobType: 'foo' },
    ]) {
      expect([where, (await list({ where })).statusCode]).toEqual([where, 422]);
    }
    // The candidates' search takes the same fields.
    const candidate = await signUpCandidateVerified(app);
    const search = await list({ where: { workType: 'foo' } }, candidate.token, '/api/candidate-app/jobs');
    expect(search.statusCode).toBe(422);
  });

  it('answers each filter with its own values when filters of one shape follow each other', async () => {
    const c = await approvedCompany(app);
    const cities = ['Berlin', 'Paris', 'Oslo'];
    for (let i = 0; i < 6; i++) await draft({ jobTitle: `Role ${i}`, city: cities[i % 3], country: 'Europe' }, c);
    const list = async (filter: unknown) => {
      const res = await app.inject(
        json('GET', `/api/company-jobs?filter=${encodeURIComponent(JSON.stringify(filter))}`, undefined, c.token),
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { id: string; jobTitle: string; city: string; applicationCounts?: { all: number } }[];
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
      // The list adds the applicant counts, which the job's own call does not carry.
      const { applicationCounts, ...job } = item ?? { applicationCounts: undefined };
      expect(applicationCounts?.all).toBe(0);
      expect(job).toEqual(own);
    }
    const [published] = await list({ where: { jobStatus: 'Published' }, include: ['industry'] });
    expect(published).toMatchObject({ minimumSalary: 4321, maximumSalary: 9999999, location: { lat: 52.52, lng: 13.405 } });
    expect(published).toHaveProperty('industry', { id: refs.industryId, industryName: 'Software Engineering' });
    expect(await list({ where: { city: 'Nowhere' } })).toEqual([]);
  });
});
