import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY, MESSAGES, type Note } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '#api/db/schema/index.js';
import { registerErrorHandling } from '#api/platform/errors.js';
import { registerIdempotency } from '#api/platform/idempotency.js';
import type { Principal } from '#api/platform/policy.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, errorOf } from '#test/helpers.js';
import { applicant, joinedCollaborator, type PublishedJob, publishedJob } from '#test/pipeline-helpers.js';

/**
 * Idempotency-Key on the API's POSTs (platform/idempotency.ts, decision 35): a retried write is
 * answered again, never stored twice.
 */
let app: FastifyInstance;
let owner: Company;
let cleo: Awaited<ReturnType<typeof joinedCollaborator>>;
let job: PublishedJob;
let maya: Awaited<ReturnType<typeof applicant>>;

const api = testClient(() => app);
const REPLAYED = IDEMPOTENCY.replayedHeader.toLowerCase();
const withKey = (key: string) => ({ [IDEMPOTENCY.keyHeader]: key });

const addNote = (note: string, key?: string, who: { token: string } = owner, applicationId = maya.applicationId) =>
  api.post('/api/job-applications/{id}/job-application-notes', {
    params: { id: applicationId },
    token: who.token,
    body: { note },
    headers: key === undefined ? {} : withKey(key),
  });

const notesWith = async (text: string) => {
  const notes: Note[] = await api.ok.get('/api/job-applications/{id}/job-application-notes', {
    params: { id: maya.applicationId },
    token: owner.token,
  });
  return notes.filter((n) => n.note === text);
};

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app, { name: 'Ann Lee' });
  cleo = await joinedCollaborator(app, owner, 'Cleo Park');
  job = await publishedJob(app, owner, 'Platform Engineer');
  maya = await applicant(app, job, { name: 'Maya Okafor' });
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('Idempotency-Key on a note', () => {
  it('stores a note sent twice with one key once, and answers the retry with the first answer, marked replayed', async () => {
    const key = randomUUID();
    const first = await addNote('Retried once.', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const again = await addNote('Retried once.', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await notesWith('Retried once.')).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and stores nothing for it', async () => {
    const key = randomUUID();
    expect((await addNote('The first body.', key)).statusCode).toBe(200);
    const other = await addNote('Another body.', key);
    expect(other.statusCode, other.body).toBe(422);
    expect(errorOf(other)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: MESSAGES.idempotencyKeyReused });
    expect(await notesWith('Another body.')).toHaveLength(0);
  });

  it('refuses a key used on another call (422), even with the same body', async () => {
    const key = randomUUID();
    expect((await addNote('On one call.', key)).statusCode).toBe(200);
    const elsewhere = await api.post('/api/job-applications/{id}/seen', {
      params: { id: maya.applicationId },
      token: owner.token,
      headers: withKey(key),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(422);
    expect(errorOf(elsewhere).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('stores a second note under a different key', async () => {
    expect((await addNote('Two keys.', randomUUID())).statusCode).toBe(200);
    expect((await addNote('Two keys.', randomUUID())).statusCode).toBe(200);
    expect(await notesWith('Two keys.')).toHaveLength(2);
  });

  it('keeps each user’s keys apart: another member with the same key writes a note of their own', async () => {
    const key = randomUUID();
    const mine = await addNote('Same key, two people.', key);
    const theirs = await addNote('Same key, two people.', key, cleo);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers[REPLAYED]).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().userId).toBe(cleo.userId);
    expect(await notesWith('Same key, two people.')).toHaveLength(2);
  });

  it('replays a 4xx answer', async () => {
    const key = randomUUID();
    const unknownApplication = randomUUID();
    const first = await addNote('Nowhere.', key, owner, unknownApplication);
    expect(first.statusCode).toBe(404);
    const again = await addNote('Nowhere.', key, owner, unknownApplication);
    expect(again.statusCode).toBe(404);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('claims no key for a request its validation refused: the corrected body runs under the same key', async () => {
    const key = randomUUID();
    const invalid = await addNote('', key);
    expect(invalid.statusCode).toBe(422);
    expect(errorOf(invalid).code).toBe('VALIDATION_FAILED');
    const fixed = await addNote('Fixed after a 422.', key);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.headers[REPLAYED]).toBeUndefined();
    expect(await notesWith('Fixed after a 422.')).toHaveLength(1);
  });

  it('changes nothing without the header: two requests store two notes', async () => {
    const first = await addNote('No key at all.');
    const second = await addNote('No key at all.');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers[REPLAYED]).toBeUndefined();
    expect(await notesWith('No key at all.')).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(IDEMPOTENCY.keyMaxLength + 1)],
    ['holding a control character', 'a\tb'],
  ])('refuses a key that is %s (400) and stores nothing', async (_name, key) => {
    const text = `Bad key ${randomUUID()}`;
    const res = await addNote(text, key);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', message: MESSAGES.idempotencyKeyInvalid });
    expect(await notesWith(text)).toHaveLength(0);
  });

  it('accepts a key of exactly 255 printable characters', async () => {
    const res = await addNote('Longest key.', `~ ${'k'.repeat(IDEMPOTENCY.keyMaxLength - 2)}`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('runs the request again once its key has expired (a day later)', async () => {
    const key = randomUUID();
    expect((await addNote('After a day.', key)).statusCode).toBe(200);
    await app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - (IDEMPOTENCY.keyLifetimeHours + 1) * 3_600_000) })
      .where(and(eq(idempotencyKeys.userId, owner.profile.userId), eq(idempotencyKeys.key, key)));
    const later = await addNote('After a day.', key);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.headers[REPLAYED]).toBeUndefined();
    expect(await notesWith('After a day.')).toHaveLength(2);
  });

  it('answers two requests with one key sent at once with one note: the other waits (409) or gets the replay', async () => {
    const key = randomUUID();
    const answers = await Promise.all([addNote('At once.', key), addNote('At once.', key)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    for (const answer of answers) {
      if (answer.statusCode === 409) expect(errorOf(answer).code).toBe('IDEMPOTENCY_KEY_IN_USE');
    }
    if (statuses[1] === 200) expect(answers.filter((a) => a.headers[REPLAYED] === 'true')).toHaveLength(1);
    expect(await notesWith('At once.')).toHaveLength(1);
    // Once the first has answered, the retry gets its answer.
    const retry = await addNote('At once.', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED]).toBe('true');
  });
});

describe('a key whose first request has not answered', () => {
  /** Puts the key's row back as the first request left it while it ran (no answer yet), `ageMinutes` old. */
  const stillRunning = (key: string, ageMinutes: number) =>
    app.db
      .update(idempotencyKeys)
      .set({ status: null, contentType: null, body: null, createdAt: new Date(Date.now() - ageMinutes * 60_000) })
      .where(and(eq(idempotencyKeys.userId, owner.profile.userId), eq(idempotencyKeys.key, key)));

  it('answers a retry 409 while the first request runs', async () => {
    const key = randomUUID();
    expect((await addNote('Still running.', key)).statusCode).toBe(200);
    await stillRunning(key, 0);
    const retry = await addNote('Still running.', key);
    expect(retry.statusCode, retry.body).toBe(409);
    expect(errorOf(retry)).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE', message: MESSAGES.idempotencyKeyInProgress });
    expect(await notesWith('Still running.')).toHaveLength(1);
  });

  it('runs a retry whose first request was abandoned (no answer after minutes: its process died)', async () => {
    const key = randomUUID();
    expect((await addNote('Process died.', key)).statusCode).toBe(200);
    await stillRunning(key, 6);
    const retry = await addNote('Process died.', key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers[REPLAYED]).toBeUndefined();
  });
});

describe('calls without a signed-in caller', () => {
  it('ignore the header, even a malformed one: the key has no one to belong to', async () => {
    const res = await api.raw('POST', '/api/user/logout', { headers: withKey('a\tb') });
    expect(res.statusCode, res.body).toBe(204);
  });
});

describe('Idempotency-Key on a chat message', () => {
  it('stores a message sent twice with one key once', async () => {
    const started = await api.ok.post('/api/chat-start', {
      token: owner.token,
      body: {
        candidateId: maya.candidateId,
        companyId: owner.companyId,
        jobApplicationId: maya.applicationId,
        content: 'Hello Maya',
        fromUser: 'Company',
        fromUserId: owner.profile.userId,
        toUser: 'Candidate',
        type: 'text',
        chatType: 'CHAT',
      },
    });
    const session = started.chatSession;
    const key = randomUUID();
    const send = () =>
      api.post('/api/chats', {
        token: owner.token,
        headers: withKey(key),
        body: {
          chatSessionId: session.id,
          content: 'Are you free on Monday?',
          fromUser: 'Company',
          fromUserId: owner.profile.userId,
          toUser: 'Candidate',
          type: 'text',
          chatType: 'CHAT',
        },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const chats = await api.ok.get('/api/chat-sessions/{id}/chats', { params: { id: session.id }, token: owner.token });
    expect(chats.filter((c) => c.content === 'Are you free on Monday?')).toHaveLength(1);
  });
});

describe('answers that are not kept', () => {
  // No route of the API fails on purpose: these run the same hooks on the test's database behind
  // two routes made to fail once and to set a cookie.
  let probe: FastifyInstance;
  let runs = 0;
  beforeAll(async () => {
    probe = Fastify();
    registerErrorHandling(probe);
    await probe.register(async (scope) => {
      scope.addHook('onRequest', async (request) => {
        request.principal = { userId: owner.profile.userId } as Principal;
      });
      registerIdempotency(scope, app.ctx);
      scope.post('/fails-once', async () => {
        runs += 1;
        if (runs === 1) throw new Error('the proxy timed out');
        return { runs };
      });
      scope.post('/sets-a-cookie', async (_request, reply) => {
        runs += 1;
        return reply.header('set-cookie', 'a=b').send({ runs });
      });
    });
  });
  afterAll(async () => {
    await probe?.close();
  });
  const post = (url: string, key: string) => probe.inject({ method: 'POST', url, headers: withKey(key), payload: { a: 1 } });

  it('does not keep a 5xx: the retry runs for real, and its answer is the one replayed after', async () => {
    runs = 0;
    const key = randomUUID();
    expect((await post('/fails-once', key)).statusCode).toBe(500);
    const retry = await post('/fails-once', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ runs: 2 });
    const again = await post('/fails-once', key);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json()).toEqual({ runs: 2 });
  });

  it('does not keep an answer that sets a cookie', async () => {
    runs = 0;
    const key = randomUUID();
    expect((await post('/sets-a-cookie', key)).json()).toEqual({ runs: 1 });
    expect((await post('/sets-a-cookie', key)).json()).toEqual({ runs: 2 });
  });
});
