import { type Chat, type ChatSession, CONVERSATION_MESSAGES, type Notification } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, json } from '#test/helpers.js';
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

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, body?: unknown) =>
  app.inject(json(method, url, body, token));
const ok = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, token: string, body?: unknown) => {
  const res = await call(method, url, token, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
};
const startBody = (who: { candidateId: string; applicationId: string }, content: string) => ({
  candidateId: who.candidateId,
  companyId: owner.companyId,
  jobApplicationId: who.applicationId,
  content,
});
const unreadCount = async () =>
  (await ok<{ count: number }>('GET', `/api/unread-chat-counts/${owner.companyId}`, owner.token)).count;
const filterOf = (f: unknown) => encodeURIComponent(JSON.stringify(f));

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
    const started = await ok<{ chatSession: ChatSession; chat: Chat }>('POST', '/api/chat-start', owner.token, {
      ...startBody(maya, content),
      fromUser: 'Company',
      fromUserId: owner.profile.userId,
      toUser: 'Candidate',
      type: 'text',
      chatType: 'CHAT',
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
    const again = await ok<{ chatSession: ChatSession }>('POST', '/api/chat-start', owner.token, startBody(maya, 'Second'));
    expect(again.chatSession.id).toBe(session.id);
    const viaSessions = await ok<ChatSession>('POST', `/api/candidates/${maya.candidateId}/chat-sessions`, owner.token, {
      status: 'IN-PROGRESS',
      startDate: new Date().toISOString(),
      companyId: owner.companyId,
      jobApplicationId: maya.applicationId,
    });
    expect(viaSessions.id).toBe(session.id);
    const found = await ok<ChatSession[]>(
      'GET',
      `/api/candidates/${maya.candidateId}/chat-sessions?filter=${filterOf({ where: { jobApplicationId: maya.applicationId } })}`,
      cleo.token,
    );
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
      const res = await call('POST', '/api/chats', owner.token, { chatSessionId: session.id, content: 'x', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.values(detailsOf(res))).toContain(CONVERSATION_MESSAGES.setBySender);
    }
    for (const content of ['', '   ', '\n\t', 'a'.repeat(5001)]) {
      const res = await call('POST', '/api/chats', owner.token, { chatSessionId: session.id, content });
      expect(res.statusCode).toBe(422);
      expect(detailsOf(res).content).toBeDefined();
    }
    const unknown = await call('POST', '/api/chats', owner.token, { chatSessionId: session.id, content: 'x', html: true });
    expect(unknown.statusCode).toBe(422);
    const longest = await call('POST', '/api/chats', owner.token, { chatSessionId: session.id, content: 'a'.repeat(5000) });
    expect(longest.statusCode).toBe(200);
  });

  it('keeps another company and other candidates out (404)', async () => {
    expect((await call('GET', `/api/chat-sessions/${session.id}/chats`, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/chat-session-mark-as-read/${session.id}`, other.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/chats', other.token, { chatSessionId: session.id, content: 'hi' })).statusCode).toBe(404);
    expect(
      (
        await call('POST', '/api/chat-start', other.token, {
          ...startBody(maya, 'hi'),
          companyId: other.companyId,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/chat-start', other.token, startBody(maya, 'hi'))).statusCode).toBe(404);
    expect((await call('GET', `/api/company-chat-threads/${owner.companyId}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/unread-chat-counts/${owner.companyId}`, other.token)).statusCode).toBe(404);
    expect((await ok<ChatSession[]>('GET', '/api/chat-sessions', other.token)).length).toBe(0);
    const foreignFilter = await call(
      'GET',
      `/api/chat-sessions?filter=${filterOf({ where: { companyId: owner.companyId } })}`,
      other.token,
    );
    expect(foreignFilter.statusCode).toBe(404);
    // The other candidate cannot read or write Maya's conversation.
    expect((await call('GET', `/api/candidate-app/chat-sessions/${session.id}/chats`, noah.token)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/candidate-app/chats', noah.token, { chatSessionId: session.id, content: 'hi' })).statusCode,
    ).toBe(404);
    expect((await ok<ChatSession[]>('GET', '/api/candidate-app/chat-sessions', noah.token)).length).toBe(0);
    // A candidate is no company (and a company user no candidate).
    expect((await call('GET', `/api/chat-sessions/${session.id}/chats`, maya.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/candidate-app/chat-sessions', owner.token)).statusCode).toBe(404);
  });

  it('counts unread sessions, notifies the company of a candidate’s message, and marks read on POST only', async () => {
    expect(await unreadCount()).toBe(0);
    const ownerStream = await openEventStream(base, { authorization: `Bearer ${owner.token}` });
    const mayaStream = await openEventStream(base, { authorization: `Bearer ${maya.token}` });
    const noahStream = await openEventStream(base, { authorization: `Bearer ${noah.token}` });
    const otherStream = await openEventStream(base, { authorization: `Bearer ${other.token}` });
    try {
      const reply = await ok<Chat>('POST', '/api/candidate-app/chats', maya.token, {
        chatSessionId: session.id,
        content: 'Happy to talk!',
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
      const listed = await ok<ChatSession[]>(
        'GET',
        `/api/chat-sessions?filter=${filterOf({ where: { companyId: owner.companyId }, include: ['jobApplication', 'chats', 'candidate'] })}`,
        cleo.token,
      );
      expect(listed[0]).toMatchObject({ id: session.id, unreadCount: 1, chats: [{ id: reply.id }] });

      // A state change never rides on GET.
      const viaGet = await call('GET', `/api/chat-session-mark-as-read/${session.id}`, owner.token);
      expect(viaGet.statusCode).toBe(405);
      expect(viaGet.headers.allow).toBe('POST');
      expect(await unreadCount()).toBe(1);

      const marked = await call('POST', `/api/chat-session-mark-as-read/${session.id}`, cleo.token);
      expect(marked.statusCode).toBe(204);
      expect(await unreadCount()).toBe(0);
      expect(JSON.parse((await ownerStream.next((f) => f.event === 'unread-chat-count')).data ?? 'null')).toEqual({ count: 0 });
      const chats = await ok<Chat[]>('GET', `/api/chat-sessions/${session.id}/chats`, owner.token);
      expect(chats.every((c) => c.company.read)).toBe(true);

      // The candidate reads the company's messages by opening the conversation.
      const before = await ok<ChatSession[]>('GET', '/api/candidate-app/chat-sessions', maya.token);
      expect(before[0]).toMatchObject({ id: session.id, unreadCount: 3, company: { id: owner.companyId } });
      const mine = await ok<Chat[]>('GET', `/api/candidate-app/chat-sessions/${session.id}/chats`, maya.token);
      expect(mine.at(-1)?.id).toBe(reply.id);
      expect(JSON.parse((await mayaStream.next((f) => f.event === 'unread-chat-count')).data ?? 'null')).toEqual({ count: 0 });
      const after = await ok<ChatSession[]>('GET', '/api/candidate-app/chat-sessions', maya.token);
      expect(after[0]?.unreadCount).toBe(0);

      await new Promise((r) => setTimeout(r, 200));
      for (const stream of [noahStream, otherStream])
        expect(stream.frames.filter((f) => f.event && f.event !== 'resync').map((f) => f.event)).toEqual([]);
    } finally {
      await Promise.all([ownerStream.close(), mayaStream.close(), noahStream.close(), otherStream.close()]);
    }
  });

  it('pages back from the newest chat with filter.limit and before, each page oldest first', async () => {
    const started = await ok<{ chatSession: ChatSession }>('POST', '/api/chat-start', owner.token, startBody(noah, 'm1'));
    const id = started.chatSession.id;
    for (let i = 2; i <= 7; i++) await ok('POST', '/api/chats', owner.token, { chatSessionId: id, content: `m${i}` });
    const page = async (limit: number, before?: string) =>
      (
        await ok<Chat[]>(
          'GET',
          `/api/chat-sessions/${id}/chats?filter=${filterOf({ limit, order: 'createdAt ASC', include: ['interview'] })}${before ? `&before=${before}` : ''}`,
          owner.token,
        )
      ).map((c) => ({ id: c.id, content: c.content }));
    const newest = await page(3);
    expect(newest.map((c) => c.content)).toEqual(['m5', 'm6', 'm7']);
    const older = await page(3, newest[0]?.id);
    expect(older.map((c) => c.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await page(3, older[0]?.id);
    expect(oldest.map((c) => c.content)).toEqual(['m1']);
    const foreign = await call('GET', `/api/chat-sessions/${id}/chats?before=${session.id}`, owner.token);
    expect(foreign.statusCode).toBe(422);
    const wrongOrder = await call(
      'GET',
      `/api/chat-sessions/${id}/chats?filter=${filterOf({ order: 'createdAt DESC' })}`,
      owner.token,
    );
    expect(wrongOrder.statusCode).toBe(422);

    // The dashboard's threads: latest activity first, four at most.
    const threads = await ok<ChatSession[]>('GET', `/api/company-chat-threads/${owner.companyId}`, owner.token);
    expect(threads.map((t) => t.id)).toEqual([id, session.id]);
    expect(threads[0]?.chats[0]?.content).toBe('m7');
  });

  it('tells the candidate of a status change of their own application on their stream, and no other candidate', async () => {
    const noahStream = await openEventStream(base, { authorization: `Bearer ${noah.token}` });
    const mayaStream = await openEventStream(base, { authorization: `Bearer ${maya.token}` });
    try {
      await ok('PATCH', `/api/job-applications/${noah.applicationId}/candidate-job-status`, owner.token, {
        applicationStatus: 'Reviewed',
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
