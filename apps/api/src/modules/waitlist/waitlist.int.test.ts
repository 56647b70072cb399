import { MESSAGES, type WaitlistEntry } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitingLists } from '#api/db/schema/index.js';
import { createTestApp, json, signUpVerified } from '#test/helpers.js';

const app = await createTestApp();
afterAll(() => app.close());

const get = (url: string, token?: string) => app.inject(json('GET', url, undefined, token));
const post = (url: string, body?: unknown, token?: string) => app.inject(json('POST', url, body, token));

describe('waitlist', () => {
  it('answers null before joining, then the entry; joining again answers the same entry', async () => {
    const owner = await signUpVerified(app);
    const before = await get(`/api/waiting-list-against-user/${owner.profile.userId}`, owner.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const joined = await post('/api/waiting-lists', { email: owner.email, userId: owner.profile.userId }, owner.token);
    expect(joined.statusCode).toBe(200);
    const entry = joined.json() as WaitlistEntry;
    expect(entry).toMatchObject({ email: owner.email, userId: owner.profile.userId, companyId: owner.profile.id });
    expect(new Date(entry.createdAt).getTime()).not.toBeNaN();

    const after = await get(`/api/waiting-list-against-user/${owner.profile.userId}`, owner.token);
    expect(after.json()).toEqual(entry);

    const again = await post(
      '/api/waiting-lists',
      { email: owner.email.toUpperCase(), userId: owner.profile.userId },
      owner.token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(entry);
    const rows = await app.db.select().from(waitingLists).where(eq(waitingLists.userId, owner.profile.userId));
    expect(rows).toHaveLength(1);
  });

  it('keeps one entry when the same user joins twice at the same moment', async () => {
    const owner = await signUpVerified(app);
    const body = { email: owner.email, userId: owner.profile.userId };
    const [x, y] = await Promise.all([
      post('/api/waiting-lists', body, owner.token),
      post('/api/waiting-lists', body, owner.token),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().id).toBe(y.json().id);
  });

  it('is only for oneself: another user’s entry or userId answers 404', async () => {
    const a = await signUpVerified(app);
    const b = await signUpVerified(app);
    await post('/api/waiting-lists', { email: a.email, userId: a.profile.userId }, a.token);
    expect((await get(`/api/waiting-list-against-user/${a.profile.userId}`, b.token)).statusCode).toBe(404);
    const forOther = await post('/api/waiting-lists', { email: a.email, userId: a.profile.userId }, b.token);
    expect(forOther.statusCode).toBe(404);
    expect((await get(`/api/waiting-list-against-user/${b.profile.userId}`, b.token)).json()).toBeNull();
  });

  it('needs the account’s own email, known fields only, and a session', async () => {
    const a = await signUpVerified(app);
    const wrongEmail = await post('/api/waiting-lists', { email: 'someone@else.com', userId: a.profile.userId }, a.token);
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json().error.details).toEqual([{ field: 'email', message: MESSAGES.waitlistEmailMismatch }]);
    const extra = await post('/api/waiting-lists', { email: a.email, userId: a.profile.userId, isAllowed: true }, a.token);
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error.details[0].field).toBe('isAllowed');
    const badEmail = await post('/api/waiting-lists', { email: 'nope', userId: a.profile.userId }, a.token);
    expect(badEmail.json().error.details[0]).toEqual({ field: 'email', message: MESSAGES.validEmail });
    expect((await post('/api/waiting-lists', { email: a.email, userId: a.profile.userId })).statusCode).toBe(401);
    expect((await get(`/api/waiting-list-against-user/${a.profile.userId}`)).statusCode).toBe(401);
  });
});
