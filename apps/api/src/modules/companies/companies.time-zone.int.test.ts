import { MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf } from '#test/helpers.js';
import { applicant, publishedJob } from '#test/pipeline-helpers.js';

/**
 * The company's clock (API.md, Interview times; decision 33): the `timeZone` chosen on the business
 * profile, else the zone of its first office's city, else UTC. New interviews are set on it by
 * default; stored ones keep the zone they were set in.
 */

let app: FastifyInstance;
let owner: Company;
let job: Awaited<ReturnType<typeof publishedJob>>;

const api = testClient(() => app);
const BERLIN = { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany', lat: 52.52, long: 13.405 };
/** A Remote interview that names no zone: it is read on the company's clock. */
const REMOTE = {
  date: '2027-07-15',
  startTime: '09:00',
  endTime: 30,
  interviewType: 'Remote',
  link: 'https://meet.example.com/a',
} as const;

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app, { name: 'Rosa Díaz' });
  await api.ok.patch('/api/company/{id}', { params: { id: owner.companyId }, token: owner.token, body: { address: [BERLIN] } });
  job = await publishedJob(app, owner, 'Support Engineer');
});
afterAll(async () => {
  await app?.close();
});

const patchCompany = (body: Record<string, unknown>) =>
  api.patch('/api/company/{id}', { params: { id: owner.companyId }, token: owner.token, body: body as never });
const getCompany = () => api.ok.get('/api/company/{id}', { params: { id: owner.companyId }, token: owner.token });

async function scheduleRemote(name: string) {
  const { applicationId } = await applicant(app, job, { name });
  return api.ok.post('/api/job-applications/{id}/interviews', {
    params: { id: applicationId },
    token: owner.token,
    body: REMOTE as never,
  });
}

describe('the company’s time zone', () => {
  it('is UTC for a company without offices, its first office’s zone once it has one', async () => {
    const bare = await approvedCompany(app);
    const answer = await api.ok.get('/api/company/{id}', { params: { id: bare.companyId }, token: bare.token });
    expect(answer).toMatchObject({ timeZone: 'UTC', timeZoneChosen: false });
    expect(await getCompany()).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneChosen: false });
  });

  it('saves the zone chosen, answers it, and sets new interviews on it while stored ones keep theirs', async () => {
    const before = await scheduleRemote('Ada Park');
    expect(before).toMatchObject({ timeZone: 'Europe/Berlin', startsAt: '2027-07-15T07:00:00.000Z' });

    const res = await patchCompany({ timeZone: 'America/Mexico_City' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'America/Mexico_City', timeZoneChosen: true, address: [BERLIN] });
    expect(await getCompany()).toMatchObject({ timeZone: 'America/Mexico_City', timeZoneChosen: true });
    // A save of other fields leaves the zone alone.
    await api.ok.patch('/api/company/{id}', { params: { id: owner.companyId }, token: owner.token, body: { about: 'We help.' } });
    expect(await getCompany()).toMatchObject({ timeZone: 'America/Mexico_City', about: 'We help.' });
    // filter.fields may ask for the zone alone.
    const narrowed = await api.ok.get('/api/company/{id}', {
      params: { id: owner.companyId },
      query: { filter: JSON.stringify({ fields: ['timeZone', 'timeZoneChosen'] }) },
      token: owner.token,
    });
    expect(narrowed).toEqual({ id: owner.companyId, timeZone: 'America/Mexico_City', timeZoneChosen: true });

    // 09:00 in Mexico City (UTC−6 all year) is 15:00 UTC.
    const after = await scheduleRemote('Ben Okoro');
    expect(after).toMatchObject({ timeZone: 'America/Mexico_City', startTime: '09:00', startsAt: '2027-07-15T15:00:00.000Z' });
    // An In-office interview stays on its office's clock.
    const { applicationId } = await applicant(app, job, { name: 'Cleo Vance' });
    const inOffice = await api.ok.post('/api/job-applications/{id}/interviews', {
      params: { id: applicationId },
      token: owner.token,
      body: { ...REMOTE, interviewType: 'In-office', link: null, location: 'Berlin' } as never,
    });
    expect(inOffice).toMatchObject({ timeZone: 'Europe/Berlin' });
    // The interview set before the change keeps its zone and instant.
    expect(await api.ok.get('/api/interview/{id}', { params: { id: before.id }, token: owner.token })).toMatchObject({
      timeZone: 'Europe/Berlin',
      startsAt: '2027-07-15T07:00:00.000Z',
    });
  });

  it('refuses a zone that is not in the list with the field’s message, and keeps the saved one', async () => {
    await patchCompany({ timeZone: 'Asia/Tokyo' });
    for (const timeZone of ['Mars/Olympus_Mons', 'europe/berlin', 'EST', '+01:00', '', 42]) {
      const res = await patchCompany({ timeZone });
      expect(res.statusCode, String(timeZone)).toBe(422);
      expect(detailsOf(res), String(timeZone)).toEqual({ timeZone: MESSAGES.timeZone });
    }
    expect(await getCompany()).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneChosen: true });
  });

  it('goes back to the first office’s zone with null', async () => {
    await patchCompany({ timeZone: 'America/Mexico_City' });
    const res = await patchCompany({ timeZone: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneChosen: false });
    expect(await scheduleRemote('Dev Rao')).toMatchObject({ timeZone: 'Europe/Berlin', startsAt: '2027-07-15T07:00:00.000Z' });
  });
});
