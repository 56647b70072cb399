import { type Chat, CONVERSATION_MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, waitForMail } from '#test/helpers.js';
import { applicant, publishedJob } from '#test/pipeline-helpers.js';

/**
 * One clock per interview (decision 28): an In-office interview is on its office's clock, a Remote
 * one on the zone the scheduler picks (the company's by default); the chat card and the email name
 * that zone, and the email adds the candidate's own time when their city's clock differs.
 */

let app: FastifyInstance;
let owner: Company;
let job: Awaited<ReturnType<typeof publishedJob>>;

const api = testClient(() => app);
const OFFICES = [
  { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany', lat: 52.52, long: 13.405 },
  { office: 'Rua da Prata 80', city: 'Lisbon', country: 'Portugal', lat: 38.7223, long: -9.1393 },
];
const NEW_YORK = { lat: 40.7128, lng: -74.006 };

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app, { name: 'Ann Lee' });
  await api.ok.patch('/api/company/{id}', { params: { id: owner.companyId }, token: owner.token, body: { address: OFFICES } });
  job = await publishedJob(app, owner, 'Platform Engineer');
});
afterAll(async () => {
  await app?.close();
});

const schedule = (applicationId: string, body: Record<string, unknown>) =>
  api.post('/api/job-applications/{id}/interviews', { params: { id: applicationId }, token: owner.token, body: body as never });

describe('interview time zones', () => {
  it('answers each office with its zone', async () => {
    const company = await api.ok.get('/api/company/{id}', { params: { id: owner.companyId }, token: owner.token });
    expect(company.address.map((a) => a.timeZone)).toEqual(['Europe/Berlin', 'Europe/Lisbon']);
  });

  it('reads an In-office interview on its office’s clock: 10:00 in Lisbon is 10:00 there, not in Berlin', async () => {
    const lina = await applicant(app, job, { name: 'Lina Costa', profile: { location: NEW_YORK } });
    const sent = new Date(Date.now() - 1000);
    const res = await schedule(lina.applicationId, {
      date: '2027-01-15',
      startTime: '10:00',
      endTime: 30,
      interviewType: 'In-office',
      location: 'Lisbon',
    });
    expect(res.statusCode).toBe(200);
    // Lisbon is UTC+0 in winter (Berlin UTC+1).
    expect(res.json()).toMatchObject({ timeZone: 'Europe/Lisbon', startsAt: '2027-01-15T10:00:00.000Z', startTime: '10:00' });

    const mail = await waitForMail(app, lina.email, { subject: /Interview invitation/, after: sent });
    // The time on the interview's clock with its zone, and the candidate's own (New York, UTC−5).
    expect(mail.text).toContain(
      'When: Fri, 15 Jan 2027, 10:00 – 10:30 (Europe/Lisbon), that is Fri, 15 Jan 2027, 05:00 – 05:30 your time (America/New_York).',
    );
    const ics = nodeIcal.sync.parseICS(mail.attachments[0]?.content ?? '');
    const event = Object.values(ics).find((c) => c?.type === 'VEVENT') as nodeIcal.VEvent;
    expect((event.start as Date & { tz?: string }).tz).toBe('Europe/Lisbon');
    expect(event.start.toISOString()).toBe('2027-01-15T10:00:00.000Z');

    const sessions = await api.ok.get('/api/candidates/{candidateId}/chat-sessions', {
      params: { candidateId: lina.candidateId },
      query: { filter: JSON.stringify({ where: { jobApplicationId: lina.applicationId } }) },
      token: owner.token,
    });
    const chats: Chat[] = await api.ok.get('/api/chat-sessions/{id}/chats', {
      params: { id: sessions[0]?.id as string },
      token: owner.token,
    });
    expect(chats[0]?.content).toBe('Interview scheduled for Fri, 15 Jan 2027, 10:00 – 10:30 (Europe/Lisbon), In-office');
  });

  it('reads a Remote interview in the zone picked, the company’s by default, and refuses an unknown zone', async () => {
    const remote = {
      date: '2027-07-15',
      startTime: '09:00',
      endTime: 60,
      interviewType: 'Remote',
      link: 'https://meet.example.com/a',
    };
    const picked = await applicant(app, job, { name: 'Omar Haddad' });
    const res = await schedule(picked.applicationId, { ...remote, timeZone: 'America/New_York' });
    expect(res.statusCode).toBe(200);
    // New York is UTC−4 in summer.
    expect(res.json()).toMatchObject({ timeZone: 'America/New_York', startsAt: '2027-07-15T13:00:00.000Z' });

    const byDefault = await applicant(app, job, { name: 'Ivy Chen' });
    const res2 = await schedule(byDefault.applicationId, remote);
    expect(res2.json()).toMatchObject({ timeZone: 'Europe/Berlin', startsAt: '2027-07-15T07:00:00.000Z' });

    // Rescheduling moves it to another zone's clock.
    const moved = await api.patch('/api/interview-reschedule/{id}', {
      params: { id: res2.json().id },
      token: owner.token,
      body: { ...remote, startTime: '10:00', timeZone: 'Asia/Tokyo' } as never,
    });
    expect(moved.json()).toMatchObject({ timeZone: 'Asia/Tokyo', startsAt: '2027-07-15T01:00:00.000Z' });

    const unknown = await applicant(app, job, { name: 'Zed Moss' });
    const refused = await schedule(unknown.applicationId, { ...remote, timeZone: 'Mars/Olympus_Mons' });
    expect(refused.statusCode).toBe(422);
    expect(detailsOf(refused)).toMatchObject({ timeZone: CONVERSATION_MESSAGES.timeZone });
  });
});
