import { APPLICATION_MESSAGES, type Note, type Notification } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf } from '#test/helpers.js';
import { applicant, joinedCollaborator, type PublishedJob, publishedJob } from '#test/pipeline-helpers.js';
import { baseUrlOf, openEventStream } from '#test/realtime-helpers.js';

let app: FastifyInstance;
let base: string;
let owner: Company;
let other: Company;
let cleo: Awaited<ReturnType<typeof joinedCollaborator>>;
let job: PublishedJob;
let maya: Awaited<ReturnType<typeof applicant>>;

const api = testClient(() => app);
const bell = async (who: { token: string; userId: string }) => {
  const res = await api.get('/api/company-user-notification/{userId}', { params: { userId: who.userId }, token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Notification[];
};
/** The bell's badge as the web app counts it: listed and not read by this user. */
const unread = (list: Notification[], userId: string) =>
  list.filter((n) => !n.companyUsers.some((u) => u.companyUserId === userId && u.read)).length;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(app);
  owner = await approvedCompany(app, { name: 'Ann Lee' });
  other = await approvedCompany(app);
  cleo = await joinedCollaborator(app, owner, 'Cleo Park');
  job = await publishedJob(app, owner, 'Platform Engineer', ['Why us?']);
  maya = await applicant(app, job, { name: 'Maya Okafor' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const ownerMember = () => ({ token: owner.token, userId: owner.profile.userId });

describe('team notes on an application', () => {
  it('stores a note with the writer and date set by the server, and lists the team’s notes newest first', async () => {
    const first = await api.post('/api/job-applications/{id}/job-application-notes', {
      params: { id: maya.applicationId },
      token: owner.token,
      body: { note: '  Strong portfolio.  ' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(String),
      jobApplicationId: maya.applicationId,
      note: 'Strong portfolio.',
      userId: owner.profile.userId,
      createdAt: expect.any(String),
      user: { id: owner.profile.userId, name: 'Ann Lee' },
    });
    const second = await api.post('/api/job-applications/{id}/job-application-notes', {
      params: { id: maya.applicationId },
      token: cleo.token,
      body: { note: 'Call her on Monday.' },
    });
    expect(second.statusCode, second.body).toBe(200);

    for (const token of [owner.token, cleo.token]) {
      const res = await api.get('/api/job-applications/{id}/job-application-notes', {
        params: { id: maya.applicationId },
        token,
      });
      expect(res.statusCode).toBe(200);
      const notes = res.json() as Note[];
      expect(notes.map((n) => [n.note, n.user.name])).toEqual([
        ['Call her on Monday.', 'Cleo Park'],
        ['Strong portfolio.', 'Ann Lee'],
      ]);
      expect(Date.parse(notes[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(notes[1]?.createdAt ?? ''));
    }
  });

  it('refuses a blank note with the specification’s rule, and fields the server sets', async () => {
    for (const note of ['', '   ', '\n\t']) {
      const res = await api.post('/api/job-applications/{id}/job-application-notes', {
        params: { id: maya.applicationId },
        token: owner.token,
        body: { note },
      });
      expect(res.statusCode).toBe(422);
      expect(detailsOf(res).note).toBe(APPLICATION_MESSAGES.noteRequired);
    }
    const missing = await api.raw('POST', `/api/job-applications/${maya.applicationId}/job-application-notes`, {
      token: owner.token,
      body: {},
    });
    expect(missing.statusCode).toBe(422);
    const forged = await api.raw('POST', `/api/job-applications/${maya.applicationId}/job-application-notes`, {
      token: owner.token,
      body: { note: 'ok', userId: cleo.userId, createdAt: '2020-01-01T00:00:00Z' },
    });
    expect(forged.statusCode).toBe(422);
    const tooLong = await api.post('/api/job-applications/{id}/job-application-notes', {
      params: { id: maya.applicationId },
      token: owner.token,
      body: { note: 'x'.repeat(2001) },
    });
    expect(detailsOf(tooLong).note).toBe(APPLICATION_MESSAGES.noteTooLong);
  });

  it('is only visible to the team: another company, the candidate and an unknown id get 404', async () => {
    for (const token of [other.token, maya.token]) {
      expect(
        (await api.get('/api/job-applications/{id}/job-application-notes', { params: { id: maya.applicationId }, token }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await api.post('/api/job-applications/{id}/job-application-notes', {
            params: { id: maya.applicationId },
            token,
            body: { note: 'Sneaky' },
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await api.get('/api/job-applications/{id}/job-application-notes', {
          params: { id: crypto.randomUUID() },
          token: owner.token,
        })
      ).statusCode,
    ).toBe(404);
    const notes = (
      await api.get('/api/job-applications/{id}/job-application-notes', {
        params: { id: maya.applicationId },
        token: owner.token,
      })
    ).json() as Note[];
    expect(notes.map((n) => n.note)).not.toContain('Sneaky');
  });
});

describe('the NOTES notification', () => {
  it('reaches the other members (bell, badge and live stream) but never the writer', async () => {
    const ownerStream = await openEventStream(base, { authorization: `Bearer ${owner.token}` });
    const cleoStream = await openEventStream(base, { authorization: `Bearer ${cleo.token}` });
    try {
      // Both bells start read.
      for (const who of [ownerMember(), cleo]) {
        expect(
          (await api.post('/api/notification-mark-completed/{userId}', { params: { userId: who.userId }, token: who.token }))
            .statusCode,
        ).toBe(204);
        expect(unread(await bell(who), who.userId)).toBe(0);
      }
      const res = await api.post('/api/job-applications/{id}/job-application-notes', {
        params: { id: maya.applicationId },
        token: cleo.token,
        body: { note: 'Reference checked.' },
      });
      expect(res.statusCode, res.body).toBe(200);

      // The owner's bell has it, unread, at once (written with the note).
      const ownerBell = await bell(ownerMember());
      const notes = ownerBell.filter((n) => n.notificationType === 'NOTES');
      const latest = notes[0];
      expect(latest).toMatchObject({
        content: 'Cleo Park added a note on Maya Okafor for Platform Engineer',
        extras: { candidateId: maya.candidateId, jobApplicationId: maya.applicationId, jobId: job.id },
      });
      expect(latest?.companyUsers).toEqual([{ companyUserId: owner.profile.userId, read: false }]);
      expect(unread(ownerBell, owner.profile.userId)).toBe(1);

      // The writer's bell lists none of their own notes (the owner's earlier note is there, read).
      const cleoBell = await bell(cleo);
      expect(cleoBell.some((n) => n.id === latest?.id)).toBe(false);
      expect(cleoBell.filter((n) => n.notificationType === 'NOTES').map((n) => n.content)).toEqual([
        'Ann Lee added a note on Maya Okafor for Platform Engineer',
      ]);
      expect(unread(cleoBell, cleo.userId)).toBe(0);

      // Pushed to the owner's stream; the writer's stream skips it.
      const pushed = await ownerStream.next((f) => f.event === 'notification');
      expect(JSON.parse(pushed.data ?? 'null')).toMatchObject({ id: latest?.id, notificationType: 'NOTES' });
      // A later event for everyone shows the writer's stream was live and passed over the note.
      await app.ctx.events.publish(owner.companyId, 'application', { marker: true });
      await cleoStream.next((f) => f.event === 'application');
      expect(cleoStream.frames.some((f) => f.event === 'notification')).toBe(false);

      // Marking read: the owner's badge clears; the writer's mark does not touch the note.
      await api.post('/api/notification-mark-completed/{userId}', { params: { userId: cleo.userId }, token: cleo.token });
      expect(unread(await bell(ownerMember()), owner.profile.userId)).toBe(1);
      await api.post('/api/notification-mark-completed/{userId}', {
        params: { userId: owner.profile.userId },
        token: owner.token,
      });
      expect(unread(await bell(ownerMember()), owner.profile.userId)).toBe(0);
    } finally {
      await ownerStream.close();
      await cleoStream.close();
    }
  });

  it('is the company’s: another company’s bell never shows it', async () => {
    const list = await bell({ token: other.token, userId: other.profile.userId });
    expect(list.filter((n) => n.notificationType === 'NOTES')).toEqual([]);
  });
});
