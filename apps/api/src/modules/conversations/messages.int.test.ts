import { type ChatSession, CONVERSATION_MESSAGES, type Notification } from '@talentdeck/shared';
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
let noah: Awaited<ReturnType<typeof applicant>>;

const api = testClient(() => app);
const startBody = (who: { candidateId: string; applicationId: string }, content: string) => ({
  candidateId: who.candidateId,
  companyId: owner.companyId,
  jobApplicationId: who.applicationId,
  content,
});
const unreadCount = async () =>
  (await api.ok.get('/api/unread-chat-counts/{companyId}', { params: { companyId: owner.companyId }, token: owner.token })).count;
const filterOf = (f: unknown) => JSON.stringify(f);

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(app);
  owner = await approvedCompany(app, { name: 'Ann Lee' });
  other = await approvedCompany(app);
  cleo = await joinedCollaborator(app, owner, 'Cleo Park');
  job = await publishedJob(app, owner, 'Platform Engineer');
  maya = await applicant(app, job, { name: 'Maya Okafor' });
  noah = await applicant(app, job, { name: 'Noah Berg' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('messages between a company and a candidate', () => {
  let session: ChatSession;

  it('starts the application’s session with the first message; sender and recipient are the server’s', async () => {
    const content = '  <b>Hi</b> Maya,\nthanks for applying!  ';
    const started = await api.ok.post('/api/chat-start', {
      token: owner.token,
      body: {
        ...startBody(maya, content),
        fromUser: 'Company',
        fromUserId: owner.profile.userId,
        toUser: 'Candidate',
        type: 'text',
        chatType: 'CHAT',
      },
    });
    session = started.chatSession;
    expect(session).toMatchObject({
      companyId: owner.companyId,
      candidateId: maya.candidateId,
      jobApplicationId: maya.applicationId,
      status: 'IN-PROGRESS',
      unreadCount: 0,
      candidate: { id: maya.candidateId, user: { name: 'Maya Okafor' } },
      jobApplication: { id: maya.applicationId, companyJob: { id: job.id, jobTitle: 'Platform Engineer' } },
    });
    expect(started.chat).toMatchObject({
      chatSessionId: session.id,
      // Stored exactly as sent: no trimming, no HTML interpretation.
      content,
      fromUser: 'Company',
      fromUserId: owner.profile.userId,
      toUser: 'Candidate',
      toUserId: maya.profile.userId,
      type: 'text',
      chatType: 'CHAT',
      company: { read: true },
      candidate: { read: false },
    });

    // One session per application: starting again (either call) finds the same one.
    const again = await api.ok.post('/api/chat-start', { token: owner.token, body: startBody(maya, 'Second') });
    expect(again.chatSession.id).toBe(session.id);
    const viaSessions = await api.ok.post('/api/candidates/{candidateId}/chat-sessions', {
      params: { candidateId: maya.candidateId },
      token: owner.token,
      body: {
        status: 'IN-PROGRESS',
        startDate: new Date().toISOString(),
        companyId: owner.companyId,
        jobApplicationId: maya.applicationId,
      },
    });
    expect(viaSessions.id).toBe(session.id);
    const found = await api.ok.get('/api/candidates/{candidateId}/chat-sessions', {
      params: { candidateId: maya.candidateId },
      query: { filter: filterOf({ where: { jobApplicationId: maya.applicationId } }) },
      token: cleo.token,
    });
    expect(found.map((s) => s.id)).toEqual([session.id]);
  });

  it('refuses sender values that disagree, blank or oversized content, and unknown fields (422)', async () => {
    const bad = [
      { fromUser: 'Candidate' },
      { fromUserId: cleo.userId },
      { toUser: 'Company' },
      { toUserId: owner.profile.userId },
      { chatType: 'INTERVIEW' },
    ];
    for (const extra of bad) {
      const res = await api.raw('POST', '/api/chats', {
        token: owner.token,
        body: { chatSessionId: session.id, content: 'x', ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.values(detailsOf(res))).toContain(CONVERSATION_MESSAGES.setBySender);
    }
    for (const content of ['', '   ', '\n\t', 'a'.repeat(5001)]) {
      const res = await api.post('/api/chats', { token: owner.token, body: { chatSessionId: session.id, content } });
      expect(res.statusCode).toBe(422);
      expect(detailsOf(res).content).toBeDefined();
    }
    const unknown = await api.raw('POST', '/api/chats', {
      token: owner.token,
      body: { chatSessionId: session.id, content: 'x', html: true },
    });
    expect(unknown.statusCode).toBe(422);
    const longest = await api.post('/api/chats', {
      token: owner.token,
      body: { chatSessionId: session.id, content: 'a'.repeat(5000) },
    });
    expect(longest.statusCode).toBe(200);
  });

  it('keeps another company and other candidates out (404)', async () => {
    expect((await api.get('/api/chat-sessions/{id}/chats', { params: { id: session.id }, token: other.token })).statusCode).toBe(
      404,
    );
    expect(
      (await api.post('/api/chat-session-mark-as-read/{id}', { params: { id: session.id }, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/chats', { token: other.token, body: { chatSessionId: session.id, content: 'hi' } })).statusCode,
    ).toBe(404);
    expect(
      (
        await api.post('/api/chat-start', {
          token: other.token,
          body: { ...startBody(maya, 'hi'), companyId: other.companyId },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.post('/api/chat-start', { token: other.token, body: startBody(maya, 'hi') })).statusCode).toBe(404);
    expect(
      (await api.get('/api/company-chat-threads/{companyId}', { params: { companyId: owner.companyId }, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.get('/api/unread-chat-counts/{companyId}', { params: { companyId: owner.companyId }, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect((await api.ok.get('/api/chat-sessions', { token: other.token })).length).toBe(0);
    const foreignFilter = await api.get('/api/chat-sessions', {
      query: { filter: filterOf({ where: { companyId: owner.companyId } }) },
      token: other.token,
    });
    expect(foreignFilter.statusCode).toBe(404);
    // The other candidate cannot read or write Maya's conversation.
    expect(
      (await api.get('/api/candidate-app/chat-sessions/{id}/chats', { params: { id: session.id }, token: noah.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.post('/api/candidate-app/chats', { token: noah.token, body: { chatSessionId: session.id, content: 'hi' } }))
        .statusCode,
    ).toBe(404);
    expect((await api.ok.get('/api/candidate-app/chat-sessions', { token: noah.token })).length).toBe(0);
    // A candidate is no company (and a company user no candidate).
    expect((await api.get('/api/chat-sessions/{id}/chats', { params: { id: session.id }, token: maya.token })).statusCode).toBe(
      404,
    );
    expect((await api.get('/api/candidate-app/chat-sessions', { token: owner.token })).statusCode).toBe(404);
  });

  it('counts unread sessions, notifies the company of a candidate’s message, and marks read on POST only', async () => {
    expect(await unreadCount()).toBe(0);
    const ownerStream = await openEventStream(base, { authorization: `Bearer ${owner.token}` });
    const mayaStream = await openEventStream(base, { authorization: `Bearer ${maya.token}` });
    const noahStream = await openEventStream(base, { authorization: `Bearer ${noah.token}` });
    const otherStream = await openEventStream(base, { authorization: `Bearer ${other.token}` });
    try {
      const reply = await api.ok.post('/api/candidate-app/chats', {
        token: maya.token,
        body: { chatSessionId: session.id, content: 'Happy to talk!' },
      });
      expect(reply).toMatchObject({
        fromUser: 'Candidate',
        fromUserId: maya.profile.userId,
        toUser: 'Company',
        toUserId: owner.profile.userId,
        company: { read: false },
        candidate: { read: true },
      });

      // The company hears of it: the chat, its unread count, and a CHAT notification.
      const chatEvent = await ownerStream.next((f) => f.event === 'chat');
      expect(JSON.parse(chatEvent.data ?? 'null')).toMatchObject({ chatSessionId: session.id, chat: { id: reply.id } });
      expect(JSON.parse((await ownerStream.next((f) => f.event === 'unread-chat-count')).data ?? 'null')).toEqual({ count: 1 });
      const notified = JSON.parse((await ownerStream.next((f) => f.event === 'notification')).data ?? 'null') as Notification;
      expect(notified).toMatchObject({ notificationType: 'CHAT', extras: { chatSessionId: session.id } });
      // The candidate's own stream carries the chat too; nobody else's does.
      expect(JSON.parse((await mayaStream.next((f) => f.event === 'chat')).data ?? 'null').chat.id).toBe(reply.id);

      expect(await unreadCount()).toBe(1);
      const listed = await api.ok.get('/api/chat-sessions', {
        query: { filter: filterOf({ where: { companyId: owner.companyId }, include: ['jobApplication', 'chats', 'candidate'] }) },
        token: cleo.token,
      });
      expect(listed[0]).toMatchObject({ id: session.id, unreadCount: 1, chats: [{ id: reply.id }] });

      // A state change never rides on GET.
      const viaGet = await api.raw('GET', `/api/chat-session-mark-as-read/${session.id}`, { token: owner.token });
      expect(viaGet.statusCode).toBe(405);
      expect(viaGet.headers.allow).toBe('POST');
      expect(await unreadCount()).toBe(1);

      const marked = await api.post('/api/chat-session-mark-as-read/{id}', { params: { id: session.id }, token: cleo.token });
      expect(marked.statusCode).toBe(204);
      expect(await unreadCount()).toBe(0);
      expect(JSON.parse((await ownerStream.next((f) => f.event === 'unread-chat-count')).data ?? 'null')).toEqual({ count: 0 });
      const chats = await api.ok.get('/api/chat-sessions/{id}/chats', { params: { id: session.id }, token: owner.token });
      expect(chats.every((c) => c.company.read)).toBe(true);

      // The candidate reads the company's messages by opening the conversation.
      const before = await api.ok.get('/api/candidate-app/chat-sessions', { token: maya.token });
      expect(before[0]).toMatchObject({ id: session.id, unreadCount: 3, company: { id: owner.companyId } });
      const mine = await api.ok.get('/api/candidate-app/chat-sessions/{id}/chats', {
        params: { id: session.id },
        token: maya.token,
      });
      expect(mine.at(-1)?.id).toBe(reply.id);
      expect(JSON.parse((await mayaStream.next((f) => f.event === 'unread-chat-count')).data ?? 'null')).toEqual({ count: 0 });
      const after = await api.ok.get('/api/candidate-app/chat-sessions', { token: maya.token });
      expect(after[0]?.unreadCount).toBe(0);

      await new Promise((r) => setTimeout(r, 200));
      for (const stream of [noahStream, otherStream])
        expect(stream.frames.filter((f) => f.event && f.event !== 'resync').map((f) => f.event)).toEqual([]);
    } finally {
      await Promise.all([ownerStream.close(), mayaStream.close(), noahStream.close(), otherStream.close()]);
    }
  });

  it('pages back from the newest chat with filter.limit and before, each page oldest first', async () => {
    const started = await api.ok.post('/api/chat-start', { token: owner.token, body: startBody(noah, 'm1') });
    const id = started.chatSession.id;
    for (let i = 2; i <= 7; i++)
      await api.ok.post('/api/chats', { token: owner.token, body: { chatSessionId: id, content: `m${i}` } });
    const page = async (limit: number, before?: string) =>
      (
        await api.ok.get('/api/chat-sessions/{id}/chats', {
          params: { id },
          query: { filter: filterOf({ limit, order: 'createdAt ASC', include: ['interview'] }), before },
          token: owner.token,
        })
      ).map((c) => ({ id: c.id, content: c.content }));
    const newest = await page(3);
    expect(newest.map((c) => c.content)).toEqual(['m5', 'm6', 'm7']);
    const older = await page(3, newest[0]?.id);
    expect(older.map((c) => c.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await page(3, older[0]?.id);
    expect(oldest.map((c) => c.content)).toEqual(['m1']);
    const foreign = await api.get('/api/chat-sessions/{id}/chats', {
      params: { id },
      query: { before: session.id },
      token: owner.token,
    });
    expect(foreign.statusCode).toBe(422);
    const wrongOrder = await api.get('/api/chat-sessions/{id}/chats', {
      params: { id },
      query: { filter: filterOf({ order: 'createdAt DESC' }) },
      token: owner.token,
    });
    expect(wrongOrder.statusCode).toBe(422);

    // The dashboard's threads: latest activity first, four at most.
    const threads = await api.ok.get('/api/company-chat-threads/{companyId}', {
      params: { companyId: owner.companyId },
      token: owner.token,
    });
    expect(threads.map((t) => t.id)).toEqual([id, session.id]);
    expect(threads[0]?.chats[0]?.content).toBe('m7');
  });

  it('tells the candidate of a status change of their own application on their stream, and no other candidate', async () => {
    const noahStream = await openEventStream(base, { authorization: `Bearer ${noah.token}` });
    const mayaStream = await openEventStream(base, { authorization: `Bearer ${maya.token}` });
    try {
      await api.ok.patch('/api/job-applications/{id}/candidate-job-status', {
        params: { id: noah.applicationId },
        token: owner.token,
        body: { applicationStatus: 'Reviewed' },
      });
      const frame = await noahStream.next((f) => f.event === 'application');
      expect(JSON.parse(frame.data ?? 'null')).toEqual({
        jobApplicationId: noah.applicationId,
        companyJobId: job.id,
        applicationStatus: 'Reviewed',
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(mayaStream.frames.some((f) => f.event === 'application')).toBe(false);
    } finally {
      await Promise.all([noahStream.close(), mayaStream.close()]);
    }
  });
});
