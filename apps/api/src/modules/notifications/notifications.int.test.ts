import { NOTIFICATION_TYPES, type Notification, type NotificationExtras, type NotificationType } from '@talentdeck/shared';
import { eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications, serverEvents } from '#api/db/schema/index.js';
import { deleteOldEvents } from '#api/platform/events/event-store.js';
import { createTestApp, json, signUpVerified } from '#test/helpers.js';
import { baseUrlOf, openEventStream, signInAdmin } from '#test/realtime-helpers.js';
import { type NotifyCompanyInput, notifyCompany } from './notifications.service.js';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  // A short heartbeat so the stream's keep-alive and session re-check can be observed.
  app = await createTestApp({ sseHeartbeatMs: 300 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(app);
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, token?: string) => app.inject(json('GET', url, undefined, token));
const post = (url: string, body?: unknown, token?: string) => app.inject(json('POST', url, body, token));
const listUrl = (userId: string, filter?: object) =>
  `/api/company-user-notification/${userId}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

const EXTRAS: { [T in NotificationType]: NotificationExtras<T> } = {
  JOBAPPLICATION: { jobId: crypto.randomUUID(), candidateId: crypto.randomUUID(), jobApplicationId: crypto.randomUUID() },
  JOBEXPIRED: { companyJobId: crypto.randomUUID(), jobTitle: 'Designer' },
  CHAT: { chatSessionId: crypto.randomUUID() },
  NOTES: { jobId: crypto.randomUUID(), candidateId: crypto.randomUUID(), jobApplicationId: crypto.randomUUID() },
  INTERVIEWINVITE: { jobId: crypto.randomUUID(), candidateId: crypto.randomUUID(), jobApplicationId: crypto.randomUUID() },
};

describe('notifyCompany', () => {
  it('stores each of the five types with content and extras, unread by every member', async () => {
    const owner = await signUpVerified(app);
    const companyId = owner.profile.id;
    const created: Notification[] = [];
    for (const type of NOTIFICATION_TYPES) {
      const input = { companyId, type, content: `A ${type} happened`, extras: EXTRAS[type] } as NotifyCompanyInput;
      const n = await notifyCompany(app.ctx, input);
      expect(n).toMatchObject({
        companyId,
        notificationType: type,
        content: `A ${type} happened`,
        extras: EXTRAS[type],
        companyUsers: [{ companyUserId: owner.profile.userId, read: false }],
      });
      created.push(n);
    }
    const rows = await app.db.select().from(notifications).where(eq(notifications.companyId, companyId));
    expect(rows.map((r) => r.notificationType).sort()).toEqual([...NOTIFICATION_TYPES].sort());

    const res = await get(listUrl(owner.profile.userId, { limit: 10 }), owner.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Notification[];
    // Newest first.
    expect(list.map((n) => n.id)).toEqual(created.map((n) => n.id).reverse());
    expect(list.every((n) => n.companyUsers[0]?.read === false)).toBe(true);
  });

  it('defaults extras to an empty object and trims the content', async () => {
    const owner = await signUpVerified(app);
    const n = await notifyCompany(app.ctx, { companyId: owner.profile.id, type: 'CHAT', content: '  New message  ' });
    expect(n.extras).toEqual({});
    expect(n.content).toBe('New message');
  });

  it('refuses an unknown type and empty content', async () => {
    const owner = await signUpVerified(app);
    await expect(notifyCompany(app.ctx, { companyId: owner.profile.id, type: 'SPAM' as never, content: 'x' })).rejects.toThrow(
      /unknown notification type/,
    );
    await expect(notifyCompany(app.ctx, { companyId: owner.profile.id, type: 'CHAT', content: '   ' })).rejects.toThrow(
      /needs content/,
    );
  });

  it('refuses extras that do not match the type’s schema, so the bell can always read them', async () => {
    const owner = await signUpVerified(app);
    const companyId = owner.profile.id;
    // The key the expiry once wrote under the wrong name: a JOBEXPIRED needs companyJobId.
    // @ts-expect-error the type of notifyCompany's input refuses it already
    const wrongKey: NotifyCompanyInput = { companyId, type: 'JOBEXPIRED', content: 'x', extras: { jobId: crypto.randomUUID() } };
    await expect(notifyCompany(app.ctx, wrongKey)).rejects.toThrow(/invalid extras for a JOBEXPIRED/);
    const missing = { companyId, type: 'JOBAPPLICATION', content: 'x', extras: { jobId: crypto.randomUUID() } };
    await expect(notifyCompany(app.ctx, missing as unknown as NotifyCompanyInput)).rejects.toThrow(/JOBAPPLICATION/);
    const rows = await app.db.select().from(notifications).where(eq(notifications.companyId, companyId));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/company-user-notification/{userId}', () => {
  it('filters by type with inq, orders, pages with limit and offset', async () => {
    const owner = await signUpVerified(app);
    for (const type of ['CHAT', 'NOTES', 'CHAT', 'JOBEXPIRED'] as const) {
      await notifyCompany(app.ctx, {
        companyId: owner.profile.id,
        type,
        content: type,
        extras: EXTRAS[type],
      } as NotifyCompanyInput);
    }
    const chats = await get(listUrl(owner.profile.userId, { where: { notificationType: { inq: ['CHAT'] } } }), owner.token);
    expect((chats.json() as Notification[]).map((n) => n.notificationType)).toEqual(['CHAT', 'CHAT']);

    const all = { where: { notificationType: { inq: [...NOTIFICATION_TYPES] } }, order: 'createdAt DESC' };
    const page1 = (await get(listUrl(owner.profile.userId, { ...all, limit: 3 }), owner.token)).json() as Notification[];
    const page2 = (
      await get(listUrl(owner.profile.userId, { ...all, limit: 3, offset: 3 }), owner.token)
    ).json() as Notification[];
    expect(page1.map((n) => n.content)).toEqual(['JOBEXPIRED', 'CHAT', 'NOTES']);
    expect(page2.map((n) => n.content)).toEqual(['CHAT']);

    const oldest = (await get(listUrl(owner.profile.userId, { order: 'createdAt ASC', limit: 1 }), owner.token)).json();
    expect(oldest[0].content).toBe('CHAT');
  });

  it('answers 422 for a type outside the five, an unknown field, or a bad filter', async () => {
    const owner = await signUpVerified(app);
    for (const filter of [
      { where: { notificationType: { inq: ['SPAM'] } } },
      { where: { companyId: owner.profile.id } },
      { order: 'content DESC' },
    ]) {
      const res = await get(listUrl(owner.profile.userId, filter), owner.token);
      expect(res.statusCode, JSON.stringify(filter)).toBe(422);
    }
    const broken = await get(`/api/company-user-notification/${owner.profile.userId}?filter=%7Bnope`, owner.token);
    expect(broken.statusCode).toBe(422);
  });

  it('shows only the caller’s own company; anyone else’s userId answers 404', async () => {
    const a = await signUpVerified(app);
    const b = await signUpVerified(app);
    await notifyCompany(app.ctx, { companyId: a.profile.id, type: 'NOTES', content: 'secret note', extras: EXTRAS.NOTES });
    const own = (await get(listUrl(b.profile.userId), b.token)).json() as Notification[];
    expect(own).toEqual([]);
    const other = await get(listUrl(a.profile.userId), b.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.statusCode).toBe(404);
    expect((await get(listUrl(crypto.randomUUID()), b.token)).statusCode).toBe(404);
    expect((await get(listUrl('not-a-uuid'), b.token)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const a = await signUpVerified(app);
    expect((await get(listUrl(a.profile.userId))).statusCode).toBe(401);
  });
});

describe('POST /api/notification-mark-completed/{userId}', () => {
  it('marks every notification read for the caller only, and new ones arrive unread', async () => {
    const owner = await signUpVerified(app);
    const first = await notifyCompany(app.ctx, {
      companyId: owner.profile.id,
      type: 'JOBAPPLICATION',
      content: 'one',
      extras: EXTRAS.JOBAPPLICATION,
    });
    await notifyCompany(app.ctx, { companyId: owner.profile.id, type: 'CHAT', content: 'two' });
    const res = await post(`/api/notification-mark-completed/${owner.profile.userId}`, undefined, owner.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    // Twice is harmless.
    expect((await post(`/api/notification-mark-completed/${owner.profile.userId}`, undefined, owner.token)).statusCode).toBe(204);
    const reads = await app.db.select().from(notificationReads).where(eq(notificationReads.notificationId, first.id));
    expect(reads.map((r) => r.userId)).toEqual([owner.profile.userId]);

    await notifyCompany(app.ctx, { companyId: owner.profile.id, type: 'NOTES', content: 'three', extras: EXTRAS.NOTES });
    const list = (await get(listUrl(owner.profile.userId), owner.token)).json() as Notification[];
    expect(list.map((n) => [n.content, n.companyUsers[0]?.read])).toEqual([
      ['three', false],
      ['two', true],
      ['one', true],
    ]);
  });

  it('answers 404 for another user and 405 for GET', async () => {
    const a = await signUpVerified(app);
    const b = await signUpVerified(app);
    await notifyCompany(app.ctx, { companyId: a.profile.id, type: 'CHAT', content: 'x' });
    expect((await post(`/api/notification-mark-completed/${a.profile.userId}`, undefined, b.token)).statusCode).toBe(404);
    const list = (await get(listUrl(a.profile.userId), a.token)).json() as Notification[];
    expect(list[0]?.companyUsers[0]?.read).toBe(false);
    const viaGet = await get(`/api/notification-mark-completed/${a.profile.userId}`, a.token);
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('POST');
    expect(viaGet.json().error.statusCode).toBe(405);
  });
});

describe('GET /api/events', () => {
  it('pushes a new notification at once to every connected user of that company, and only to them', async () => {
    const a = await signUpVerified(app);
    const b = await signUpVerified(app);
    // The web app authenticates the stream with its session cookie; other clients with a Bearer token.
    const viaCookie = await openEventStream(base, { cookie: `td_session=${a.token}` });
    const viaBearer = await openEventStream(base, { authorization: `Bearer ${a.token}` });
    const otherCompany = await openEventStream(base, { cookie: `td_session=${b.token}` });
    try {
      expect(viaCookie.response.status).toBe(200);
      expect(viaCookie.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(viaCookie.response.headers.get('cache-control')).toContain('no-cache');
      expect(viaCookie.response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(viaCookie.response.headers.get('x-request-id')).toBeTruthy();
      const hello = await viaCookie.next((f) => f.retry !== undefined);
      expect(Number(hello.retry)).toBeGreaterThan(0);

      const sent = await notifyCompany(app.ctx, {
        companyId: a.profile.id,
        type: 'JOBAPPLICATION',
        content: 'Jane applied',
        extras: EXTRAS.JOBAPPLICATION,
      });
      for (const stream of [viaCookie, viaBearer]) {
        const frame = await stream.next((f) => f.event === 'notification');
        // The stream's id is the event's place in the stored order (its Last-Event-ID on reconnecting).
        expect(frame.id).toMatch(/^[1-9]\d*$/);
        expect(JSON.parse(frame.data ?? '')).toEqual(sent);
      }
      // The other company's stream gets heartbeats but never this notification.
      await otherCompany.next((f) => f.comments.some((c) => c.startsWith('heartbeat')));
      await otherCompany.next((f) => f.comments.some((c) => c.startsWith('heartbeat')));
      expect(otherCompany.frames.filter((f) => f.event === 'notification')).toEqual([]);
    } finally {
      await Promise.all([viaCookie.close(), viaBearer.close(), otherCompany.close()]);
    }
  });

  it('sends heartbeat comments while idle', async () => {
    const a = await signUpVerified(app);
    const stream = await openEventStream(base, { authorization: `Bearer ${a.token}` });
    try {
      const beats = [];
      for (let i = 0; i < 3; i++) beats.push(await stream.next((f) => f.comments.some((c) => c.startsWith('heartbeat'))));
      expect(beats).toHaveLength(3);
      expect(stream.ended).toBe(false);
    } finally {
      await stream.close();
    }
  });

  it('ends the stream once the session is signed out', async () => {
    const a = await signUpVerified(app);
    const stream = await openEventStream(base, { authorization: `Bearer ${a.token}` });
    await stream.next((f) => f.retry !== undefined);
    expect((await post('/api/user/logout', undefined, a.token)).statusCode).toBe(204);
    await stream.waitForEnd();
    await stream.close();
  });

  it('answers 401 without a session and 404 to an administrator, who has no company', async () => {
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
    const admin = await signInAdmin(app);
    const res = await fetch(`${base}/api/events`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});

describe('GET /api/events after a dropped connection (Last-Event-ID)', () => {
  const chat = (companyId: string, content: string, authorUserId?: string) =>
    notifyCompany(app.ctx, { companyId, type: 'CHAT', content, extras: EXTRAS.CHAT, authorUserId });
  const isNotification = (f: { event?: string }) => f.event === 'notification';
  const contentOf = (f: { data?: string }) => JSON.parse(f.data ?? 'null').content;

  it('replays what was published while the client was away, in order, then goes on live', async () => {
    const a = await signUpVerified(app);
    const auth = { authorization: `Bearer ${a.token}` };
    const first = await openEventStream(base, auth);
    await chat(a.profile.id, 'seen');
    const seen = await first.next(isNotification);
    await first.close();

    await chat(a.profile.id, 'away 1');
    await chat(a.profile.id, 'away 2');
    const back = await openEventStream(base, { ...auth, 'last-event-id': seen.id ?? '' });
    try {
      const replayed = [await back.next(isNotification), await back.next(isNotification)];
      expect(replayed.map(contentOf)).toEqual(['away 1', 'away 2']);
      const ids = [seen, ...replayed].map((f) => Number(f.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(3);

      await chat(a.profile.id, 'live');
      expect(contentOf(await back.next(isNotification))).toBe('live');
      await back.next((f) => f.comments.some((c) => c.startsWith('heartbeat')));
      expect(back.frames.filter((f) => isNotification(f) || f.event === 'resync')).toEqual([]);
    } finally {
      await back.close();
    }
  });

  it('replays neither another company’s events nor those that were not for this member', async () => {
    const a = await signUpVerified(app);
    const b = await signUpVerified(app);
    const first = await openEventStream(base, { authorization: `Bearer ${a.token}` });
    await chat(a.profile.id, 'mark');
    const mark = await first.next(isNotification);
    await first.close();

    await chat(b.profile.id, 'for the other company');
    await chat(a.profile.id, 'written by a', a.profile.userId);
    await chat(a.profile.id, 'for a');
    const back = await openEventStream(base, { authorization: `Bearer ${a.token}`, 'last-event-id': mark.id ?? '' });
    try {
      expect(contentOf(await back.next(isNotification))).toBe('for a');
      await back.next((f) => f.comments.some((c) => c.startsWith('heartbeat')));
      expect(back.frames.filter(isNotification)).toEqual([]);
    } finally {
      await back.close();
    }
  });

  it('tells the client to reload (resync) when the last event is unknown or no longer kept', async () => {
    const a = await signUpVerified(app);
    const auth = { authorization: `Bearer ${a.token}` };
    for (const unknown of ['not-a-number', '0', '99999999999999']) {
      const stream = await openEventStream(base, { ...auth, 'last-event-id': unknown });
      try {
        expect((await stream.next((f) => f.event !== undefined)).event).toBe('resync');
      } finally {
        await stream.close();
      }
    }

    const first = await openEventStream(base, auth);
    await chat(a.profile.id, 'long ago');
    const old = await first.next(isNotification);
    await first.close();
    // Older than the replay window, and swept as the bus sweeps.
    await app.ctx.db
      .update(serverEvents)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(lte(serverEvents.id, Number(old.id)));
    await deleteOldEvents(app.ctx.db);
    const back = await openEventStream(base, { ...auth, 'last-event-id': old.id ?? '' });
    try {
      expect((await back.next((f) => f.event !== undefined)).event).toBe('resync');
      // Live events still reach it after the resync.
      await chat(a.profile.id, 'after the resync');
      expect(contentOf(await back.next(isNotification))).toBe('after the resync');
    } finally {
      await back.close();
    }
  });
});
