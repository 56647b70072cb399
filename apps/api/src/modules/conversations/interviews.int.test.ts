import { type Chat, CONVERSATION_MESSAGES, type CompanyInterview, type Notification } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedToInstant } from '#api/platform/time-zones.js';
import { type BodyOf, testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, errorOf, waitForMail } from '#test/helpers.js';
import { applicant, interviewStarted, type PublishedJob, publishedJob } from '#test/pipeline-helpers.js';
import { baseUrlOf, openEventStream } from '#test/realtime-helpers.js';

type Scheduled = CompanyInterview & { warnings: { code: string; message: string; interviewId: string }[] };

let app: FastifyInstance;
let base: string;
let owner: Company;
let other: Company;
let job: PublishedJob;
let otherJob: PublishedJob;
let maya: Awaited<ReturnType<typeof applicant>>;
let noah: Awaited<ReturnType<typeof applicant>>;

const api = testClient(() => app);
const BERLIN_OFFICE = { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany', lat: 52.52, long: 13.405 };
/** In winter Berlin is UTC+1: 10:30 there is 09:30Z. */
const winter = {
  date: '2027-01-15',
  startTime: '10:30',
  endTime: '45',
  interviewType: 'In-office' as const,
  location: 'Berlin',
};
/** In summer UTC+2: 10:30 there is 08:30Z. */
const summer = {
  date: '2027-07-15',
  startTime: '10:30',
  endTime: 60,
  interviewType: 'Remote' as const,
  link: 'https://meet.example.com/abc',
};

/** The single event of an iCalendar text, and the calendar's METHOD. */
function parseIcs(text: string) {
  const parsed = nodeIcal.sync.parseICS(text);
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as nodeIcal.VEvent;
  const method = (parsed.vcalendar as unknown as { method?: string } | undefined)?.method;
  return { event, method, text };
}
async function invitationTo(email: string, subject: RegExp, after: Date) {
  const mail = await waitForMail(app, email, { subject, after });
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file?.filename).toBe('interview.ics');
  expect(file?.contentType).toMatch(/^text\/calendar/);
  return { mail, ...parseIcs(file?.content ?? '') };
}

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(app);
  owner = await approvedCompany(app, { name: 'Ann Lee' });
  other = await approvedCompany(app);
  await api.ok.patch('/api/company/{id}', {
    params: { id: owner.companyId },
    token: owner.token,
    body: { address: [BERLIN_OFFICE] },
  });
  job = await publishedJob(app, owner, 'Platform Engineer');
  otherJob = await publishedJob(app, other, 'Designer');
  maya = await applicant(app, job, { name: 'Maya Okafor' });
  noah = await applicant(app, job, { name: 'Noah Berg' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('zonedToInstant', () => {
  it('reads a wall clock in a zone, across daylight saving time', () => {
    expect(zonedToInstant('2027-01-15', '10:30', 'Europe/Berlin').toISOString()).toBe('2027-01-15T09:30:00.000Z');
    expect(zonedToInstant('2027-07-15', '10:30', 'Europe/Berlin').toISOString()).toBe('2027-07-15T08:30:00.000Z');
    expect(zonedToInstant('2027-03-14', '09:00', 'America/New_York').toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(zonedToInstant('2027-01-15', '23:45', 'UTC').toISOString()).toBe('2027-01-15T23:45:00.000Z');
    expect(zonedToInstant('2027-01-15', '08:00', 'Asia/Kolkata').toISOString()).toBe('2027-01-15T02:30:00.000Z');
  });
});

describe('interviews', () => {
  let interview: Scheduled;

  it('schedules in its office’s zone, emails an .ics through the queue, posts a card and pushes `interview`', async () => {
    const ownerStream = await openEventStream(base, { authorization: `Bearer ${owner.token}` });
    const mayaStream = await openEventStream(base, { authorization: `Bearer ${maya.token}` });
    const noahStream = await openEventStream(base, { authorization: `Bearer ${noah.token}` });
    const sent = new Date(Date.now() - 1000);
    try {
      interview = await api.ok.post('/api/job-applications/{id}/interviews', {
        params: { id: maya.applicationId },
        token: owner.token,
        body: { ...winter, companyId: owner.companyId, candidateId: maya.candidateId, isDeleted: false },
      });
      expect(interview).toMatchObject({
        jobApplicationId: maya.applicationId,
        companyId: owner.companyId,
        candidateId: maya.candidateId,
        companyJobId: job.id,
        date: '2027-01-15',
        startTime: '10:30',
        endTime: '45',
        duration: 45,
        interviewType: 'In-office',
        location: 'Berlin',
        link: null,
        startsAt: '2027-01-15T09:30:00.000Z',
        timeZone: 'Europe/Berlin',
        interviewsstatus: 'new',
        response: null,
        isDeleted: false,
        warnings: [],
        jobApplication: {
          candidate: { id: maya.candidateId, user: { name: 'Maya Okafor' } },
          companyJob: { jobTitle: 'Platform Engineer' },
        },
      });

      const { event, method, text } = await invitationTo(maya.email, /Interview invitation/, sent);
      expect(method).toBe('REQUEST');
      // The zone the times name is defined in the file, with its summer and winter offsets.
      const zone = Object.values(nodeIcal.sync.parseICS(text)).find((c) => c?.type === 'VTIMEZONE') as
        | { tzid?: string }
        | undefined;
      expect(zone?.tzid).toBe('Europe/Berlin');
      expect(text).toMatch(/BEGIN:STANDARD[\s\S]*TZOFFSETTO:\+0100[\s\S]*END:STANDARD/);
      expect(event.uid).toBe(`${interview.id}@talentdeck`);
      expect(Number(event.sequence)).toBe(0);
      expect(event.start.toISOString()).toBe('2027-01-15T09:30:00.000Z');
      expect((event.start as Date & { tz?: string }).tz).toBe('Europe/Berlin');
      expect((event.end?.getTime() ?? 0) - event.start.getTime()).toBe(45 * 60_000);
      expect(event.location).toBe('Friedrichstraße 68, Berlin, Germany');
      expect(JSON.stringify(event.organizer)).toContain('no-reply@');

      const pushed = JSON.parse((await ownerStream.next((f) => f.event === 'interview')).data ?? 'null');
      expect(pushed.interview).toMatchObject({ id: interview.id, startsAt: interview.startsAt });
      expect(JSON.parse((await mayaStream.next((f) => f.event === 'interview')).data ?? 'null').interview.id).toBe(interview.id);
      const card = JSON.parse((await mayaStream.next((f) => f.event === 'chat')).data ?? 'null') as { chat: Chat };
      expect(card.chat).toMatchObject({
        chatType: 'INTERVIEW',
        interviewId: interview.id,
        fromUser: 'Company',
        toUser: 'Candidate',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(noahStream.frames.some((f) => f.event === 'interview' || f.event === 'chat')).toBe(false);
    } finally {
      await Promise.all([ownerStream.close(), mayaStream.close(), noahStream.close()]);
    }

    // The card sits in the application's session (started for it), with the interview.
    const sessions = await api.ok.get('/api/candidates/{candidateId}/chat-sessions', {
      params: { candidateId: maya.candidateId },
      query: { filter: JSON.stringify({ where: { jobApplicationId: maya.applicationId } }) },
      token: owner.token,
    });
    expect(sessions).toHaveLength(1);
    const chats = await api.ok.get('/api/chat-sessions/{id}/chats', {
      params: { id: sessions[0]?.id as string },
      token: owner.token,
    });
    expect(chats.map((c) => [c.chatType, c.interview?.id])).toEqual([['INTERVIEW', interview.id]]);
  });

  it('refuses a second interview (409), a past date, a bad link or duration (422), and other companies (404)', async () => {
    const second = await api.post('/api/job-applications/{id}/interviews', {
      params: { id: maya.applicationId },
      token: owner.token,
      body: winter,
    });
    expect(second.statusCode).toBe(409);

    const past = await api.post('/api/job-applications/{id}/interviews', {
      params: { id: noah.applicationId },
      token: owner.token,
      body: { ...winter, date: '2020-01-01' },
    });
    expect(past.statusCode).toBe(422);
    expect(detailsOf(past).date).toBe(CONVERSATION_MESSAGES.pastDate);
    for (const link of ['not a url', 'javascript:alert(1)', 'https://', '', undefined]) {
      const res = await api.post('/api/job-applications/{id}/interviews', {
        params: { id: noah.applicationId },
        token: owner.token,
        body: { ...summer, link },
      });
      expect(res.statusCode, String(link)).toBe(422);
      expect(detailsOf(res).link).toBe('Enter valid url');
    }
    const duration = await api.post('/api/job-applications/{id}/interviews', {
      params: { id: noah.applicationId },
      token: owner.token,
      body: { ...winter, endTime: '40' },
    });
    expect(duration.statusCode).toBe(422);
    const noOffice = await api.post('/api/job-applications/{id}/interviews', {
      params: { id: noah.applicationId },
      token: owner.token,
      body: { ...winter, location: undefined },
    });
    expect(detailsOf(noOffice).location).toBe(CONVERSATION_MESSAGES.locationRequired);

    expect(
      (
        await api.post('/api/job-applications/{id}/interviews', {
          params: { id: noah.applicationId },
          token: other.token,
          body: winter,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.get('/api/interview/{id}', { params: { id: interview.id }, token: other.token })).statusCode).toBe(404);
    expect(
      (await api.get('/api/interview/{id}/calendar.ics', { params: { id: interview.id }, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.patch('/api/interview-reschedule/{id}', { params: { id: interview.id }, token: other.token, body: summer }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.patch('/api/interview/{id}', { params: { id: interview.id }, token: other.token, body: { isDeleted: true } }))
        .statusCode,
    ).toBe(404);
    expect((await api.get('/api/company-jobs/{id}/interviews', { params: { id: job.id }, token: other.token })).statusCode).toBe(
      404,
    );
    expect((await api.get('/api/interview/{id}', { params: { id: interview.id }, token: maya.token })).statusCode).toBe(404);
    expect(
      (
        await api.post('/api/company-interviews', {
          token: owner.token,
          body: { companyId: owner.companyId, companyJobId: otherJob.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/company-interviews', { token: other.token, body: { companyId: owner.companyId } })).statusCode,
    ).toBe(404);
    expect(
      (
        await api.patch('/api/candidate-app/interviews/{id}', {
          params: { id: interview.id },
          token: noah.token,
          body: { response: 'accept' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('warns, without refusing, when the time overlaps another of the company’s interviews', async () => {
    const overlapping = await api.ok.post('/api/job-applications/{id}/interviews', {
      params: { id: noah.applicationId },
      token: owner.token,
      body: { ...winter, startTime: '10:00', endTime: 60 },
    });
    expect(overlapping.warnings).toEqual([
      { code: 'OVERLAP', message: CONVERSATION_MESSAGES.overlaps, interviewId: interview.id },
    ]);
    const listed = await api.ok.get('/api/company-jobs/{id}/interviews', { params: { id: job.id }, token: owner.token });
    expect(listed.map((i) => i.id)).toEqual([overlapping.id, interview.id]);
  });

  it('serves the .ics under the same UID, and reschedules with a higher SEQUENCE', async () => {
    const res = await api.get('/api/interview/{id}/calendar.ics', { params: { id: interview.id }, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parseIcs(res.body).event.uid).toBe(`${interview.id}@talentdeck`);
    // The company's own copy: published to its calendar, inviting nobody (RFC 5546), stamped in UTC.
    expect(parseIcs(res.body).method).toBe('PUBLISH');
    expect(res.body).not.toContain('ATTENDEE');
    expect(res.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);

    const sent = new Date(Date.now() - 1000);
    const moved = await api.ok.patch('/api/interview-reschedule/{id}', {
      params: { id: interview.id },
      token: owner.token,
      body: summer,
    });
    expect(moved).toMatchObject({
      id: interview.id,
      startsAt: '2027-07-15T08:30:00.000Z',
      endTime: '60',
      interviewType: 'Remote',
      link: summer.link,
      location: null,
      warnings: [],
    });
    const { event, method, mail, text } = await invitationTo(maya.email, /Interview rescheduled/, sent);
    expect(method).toBe('REQUEST');
    // No calendar reply is asked (it would reach the no-reply sender): the answer is given in the product.
    expect(text).toContain('RSVP=FALSE');
    expect(mail.text).toContain('http://localhost:3000/candidate/interviews');
    expect(event.uid).toBe(`${interview.id}@talentdeck`);
    expect(Number(event.sequence)).toBe(1);
    expect(event.start.toISOString()).toBe('2027-07-15T08:30:00.000Z');
    expect(event.location).toBe(summer.link);
  });

  it('lets the candidate see and answer the interview; the company is notified and an acceptance posts a card', async () => {
    const mine = await api.ok.get('/api/candidate-app/interviews', { token: maya.token });
    expect(mine).toEqual([
      expect.objectContaining({
        id: interview.id,
        startsAt: '2027-07-15T08:30:00.000Z',
        timeZone: 'Europe/Berlin',
        interviewsstatus: 'new',
        response: null,
        company: { id: owner.companyId, companyName: expect.any(String) },
        companyJob: { id: job.id, jobTitle: 'Platform Engineer' },
      }),
    ]);
    const applications = await api.ok.get('/api/candidate-app/applications', { token: maya.token });
    expect(applications[0]?.interview).toMatchObject({ id: interview.id, startsAt: '2027-07-15T08:30:00.000Z' });

    const ownerStream = await openEventStream(base, { authorization: `Bearer ${owner.token}` });
    try {
      const answered = await api.ok.patch('/api/candidate-app/interviews/{id}', {
        params: { id: interview.id },
        token: maya.token,
        body: { response: 'accept' },
      });
      expect(answered.response).toBe('accept');
      expect(JSON.parse((await ownerStream.next((f) => f.event === 'interview')).data ?? 'null').interview.response).toBe(
        'accept',
      );
      const notification = JSON.parse((await ownerStream.next((f) => f.event === 'notification')).data ?? 'null') as Notification;
      expect(notification).toMatchObject({
        notificationType: 'INTERVIEWINVITE',
        extras: { candidateId: maya.candidateId, jobApplicationId: maya.applicationId, jobId: job.id },
      });
      const card = JSON.parse((await ownerStream.next((f) => f.event === 'chat')).data ?? 'null') as { chat: Chat };
      expect(card.chat).toMatchObject({
        chatType: 'INVITEACCEPTED',
        fromUser: 'Candidate',
        toUser: 'Company',
        interviewId: interview.id,
      });
    } finally {
      await ownerStream.close();
    }
    // Answering the same again is a no-op: one INVITEACCEPTED card, one notification.
    const again = await api.ok.patch('/api/candidate-app/interviews/{id}', {
      params: { id: interview.id },
      token: maya.token,
      body: { response: 'accept' },
    });
    expect(again.response).toBe('accept');
    const bell = await api.ok.get('/api/company-user-notification/{userId}', {
      params: { userId: owner.profile.userId },
      token: owner.token,
    });
    expect(bell.filter((n) => n.notificationType === 'INTERVIEWINVITE')).toHaveLength(1);
    const bad = await api.raw('PATCH', `/api/candidate-app/interviews/${interview.id}`, {
      token: maya.token,
      body: { response: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('lists by period: /job-interviews’ time filter and the dashboard’s upcoming interviews', async () => {
    const scope = { companyId: owner.companyId, companyJobId: job.id };
    const list = (time: BodyOf<'post', '/api/company-interviews'>['time']) =>
      api.ok.post('/api/company-interviews', { token: owner.token, body: { ...scope, time } });
    const dashboard = (time: BodyOf<'post', '/api/dashboard-interviews'>['time']) =>
      api.ok.post('/api/dashboard-interviews', { token: owner.token, body: { ...scope, time } });
    expect((await list('All')).map((i) => i.startsAt)).toEqual(['2027-01-15T09:00:00.000Z', '2027-07-15T08:30:00.000Z']);
    expect(await list('Today')).toEqual([]);
    expect(await list('Week')).toEqual([]);
    // Three months from now (late November 2026) reach January, not July.
    const upcoming = await dashboard('Three Months');
    expect(upcoming.map((i) => i.jobApplicationId)).toEqual([noah.applicationId]);
    expect(await dashboard('Week')).toEqual([]);
  });

  it('marks the outcome once the interview has started, and deletes with a cancellation under the same UID', async () => {
    const early = await api.patch('/api/interview/{id}', {
      params: { id: interview.id },
      token: owner.token,
      body: { interviewsstatus: 'Completed' },
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toMatchObject({ code: 'INTERVIEW_NOT_STARTED', message: CONVERSATION_MESSAGES.outcomeBeforeStart });
    await interviewStarted(app, interview.id);
    const done = await api.ok.patch('/api/interview/{id}', {
      params: { id: interview.id },
      token: owner.token,
      body: { interviewsstatus: 'Completed' },
    });
    expect(done.interviewsstatus).toBe('Completed');
    const neither = await api.patch('/api/interview/{id}', { params: { id: interview.id }, token: owner.token, body: {} });
    expect(neither.statusCode).toBe(422);

    const sent = new Date(Date.now() - 1000);
    const deleted = await api.ok.patch('/api/interview/{id}', {
      params: { id: interview.id },
      token: owner.token,
      body: { isDeleted: true },
    });
    expect(deleted.isDeleted).toBe(true);
    const { event, method } = await invitationTo(maya.email, /Interview cancelled/, sent);
    expect(method).toBe('CANCEL');
    expect(event.uid).toBe(`${interview.id}@talentdeck`);
    expect(Number(event.sequence)).toBe(2);

    expect(
      (await api.ok.get('/api/company-jobs/{id}/interviews', { params: { id: job.id }, token: owner.token })).map((i) => i.id),
    ).not.toContain(interview.id);
    expect(await api.ok.get('/api/candidate-app/interviews', { token: maya.token })).toEqual([]);
    const applications = await api.ok.get('/api/candidate-app/applications', { token: maya.token });
    expect(applications[0]?.interview).toBeNull();
    // The MARKCOMPLETED card stays; the cards no longer carry the deleted interview.
    const [session] = await api.ok.get('/api/candidate-app/chat-sessions', { token: maya.token });
    const chats = await api.ok.get('/api/candidate-app/chat-sessions/{id}/chats', {
      params: { id: session?.id as string },
      token: maya.token,
    });
    expect(chats.map((c) => [c.chatType, c.interview])).toEqual([
      ['INTERVIEW', null],
      ['INVITEACCEPTED', null],
      ['MARKCOMPLETED', null],
    ]);
    // A deleted interview leaves room for a new one.
    const next = await api.post('/api/job-applications/{id}/interviews', {
      params: { id: maya.applicationId },
      token: owner.token,
      body: summer,
    });
    expect(next.statusCode).toBe(200);
  });
});
