import { LIMITS, MESSAGES, TOKEN_TTL } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitationCounts, users, userTokens } from '#api/db/schema/index.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, errorOf, json, secretFromLink, uniqueEmail, validSignUp, waitForMail } from '#test/helpers.js';

/** The rules that keep invitations from locking people out or being used to flood inboxes. */
const app = await createTestApp();
afterAll(() => app.close());

type Owner = Awaited<ReturnType<typeof approvedCompany>>;
const api = testClient(app);
const inviteCall = (owner: Owner, email: string, name = 'Cara Diaz') =>
  api.post('/api/company/{id}/invite_collaborator', {
    params: { id: owner.companyId },
    token: owner.token,
    body: { name, email },
  });

async function invite(owner: Owner, email = uniqueEmail('cara'), name = 'Cara Diaz') {
  // Only a message delivered after this call counts: an earlier invitation may be in the mailbox.
  const after = new Date();
  const res = await inviteCall(owner, email, name);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await waitForMail(app, email, { subject: /invited/, after });
  return {
    member: res.json() as { id: string; userId: string },
    email,
    key: secretFromLink(mail.text, '/collaborators-sign-up'),
  };
}
const verifyInvite = (key: string) => api.post('/api/collaborator-verification', { body: { collaboratorVerificationKey: key } });
const acceptInvite = (key: string) =>
  api.post('/api/collaborator-sign-up', { body: { collaboratorVerificationKey: key, password: 'Joined#Quartz-Lumen84' } });
const signUp = (email: string) => api.post('/api/user/createCompany', { body: { ...validSignUp(email), name: 'Own Founder' } });
const team = async (owner: Owner) =>
  (await api.get('/api/company/{id}/users', { params: { id: owner.companyId }, token: owner.token })).json() as {
    email: string;
    hasJoined: boolean;
  }[];

async function expectVoid(key: string) {
  for (const res of [await verifyInvite(key), await acceptInvite(key)]) {
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.invitationInvalid);
  }
}

/** Verifies a sign-up's email through the mailbox and answers the session. */
async function verifySignUp(email: string) {
  const mail = await waitForMail(app, email, { subject: /Verify/ });
  const res = await api.post('/api/user/emailTokenVerification', {
    body: { secretKey: secretFromLink(mail.text, '/companydetails') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; profile: { id: string; userId: string } };
}

describe('a pending invitation blocks nothing', () => {
  it('lets the invited address sign up a company of its own, and voids the invitation', async () => {
    const owner = await approvedCompany(app);
    const { email, key } = await invite(owner);

    const res = await signUp(email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.signUpSuccess });
    await expectVoid(key);
    expect(await team(owner)).toEqual([]);

    // The address is now the owner of a new company, proved through its own verification link.
    const signedIn = await verifySignUp(email);
    expect(signedIn.profile.id).not.toBe(owner.companyId);
    const me = await api.get('/api/user/{userId}', { params: { userId: signedIn.profile.userId }, token: signedIn.token });
    expect(me.json()).toMatchObject({ email, name: 'Own Founder', companyId: signedIn.profile.id });
    // Their company's team is theirs alone, and the inviter cannot read them any more.
    expect(
      (await api.get('/api/company/{id}/users', { params: { id: signedIn.profile.id }, token: signedIn.token })).json(),
    ).toEqual([]);
    expect(
      (await api.get('/api/user/{userId}', { params: { userId: signedIn.profile.userId }, token: owner.token })).statusCode,
    ).toBe(404);
    // A second sign-up with the address is refused as always.
    expect(errorOf(await signUp(email)).message).toBe(MESSAGES.emailAlreadyExists);
  });

  it('makes the new owner prove the address even when the invitee had joined before', async () => {
    const owner = await approvedCompany(app);
    const first = await invite(owner);
    expect((await acceptInvite(first.key)).statusCode).toBe(200);
    await api.patch('/api/company-user-delete/{id}', {
      params: { id: first.member.id },
      token: owner.token,
      body: { isDeleted: true },
    });
    // Invited again after removal: their password is cleared, so they are an invitee who has not joined.
    const again = await invite(owner, first.email);

    expect((await signUp(first.email)).statusCode).toBe(200);
    await expectVoid(again.key);
    const login = await api.post('/api/user/login', { body: { email: first.email, password: validSignUp().password } });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).message).toBe(MESSAGES.verifyEmailFirst);
    expect(
      (await api.post('/api/user/login', { body: { email: first.email, password: 'Joined#Quartz-Lumen84' } })).statusCode,
    ).toBe(401);
  });

  it('still refuses the address of a collaborator who joined', async () => {
    const owner = await approvedCompany(app);
    const { email, key } = await invite(owner);
    expect((await acceptInvite(key)).statusCode).toBe(200);
    const res = await signUp(email);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(MESSAGES.emailAlreadyExists);
    expect(await team(owner)).toEqual([expect.objectContaining({ email, hasJoined: true })]);
  });

  it('settles a sign-up and an acceptance racing on one address: exactly one of them wins', async () => {
    const owner = await approvedCompany(app);
    for (let round = 0; round < 4; round++) {
      const { email, key } = await invite(owner);
      const [signedUp, accepted] = await Promise.all([signUp(email), acceptInvite(key)]);
      const members = await team(owner);
      const [user] = await app.db.select().from(users).where(eq(users.email, email));
      if (signedUp.statusCode === 200) {
        expect(accepted.statusCode).toBe(400);
        expect(members.map((m) => m.email)).not.toContain(email);
        expect(user?.name).toBe('Own Founder');
        await expectVoid(key);
      } else {
        expect(signedUp.statusCode).toBe(409);
        expect(accepted.statusCode).toBe(200);
        expect(members).toContainEqual(expect.objectContaining({ email, hasJoined: true }));
        expect(await ownerOfProfile((accepted.json() as { token: string }).token)).toBe(owner.companyId);
      }
    }
  });
});

const ownerOfProfile = async (token: string) => ((await api.get('/api/user/me', { token })).json() as { id: string }).id;

describe('invitation links', () => {
  it(`expire ${TOKEN_TTL.collaboratorInviteDays} days after they are sent`, async () => {
    const owner = await approvedCompany(app);
    const { member, key } = await invite(owner);
    const [token] = await app.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, member.userId), eq(userTokens.purpose, 'collaborator_invite')));
    const lifetime = (token?.expiresAt.getTime() ?? 0) - (token?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - TOKEN_TTL.collaboratorInviteDays * 24 * 3600_000)).toBeLessThan(60_000);
    expect((await verifyInvite(key)).statusCode).toBe(200);

    // Seven days later (the stored expiry moved back instead of the clock forward).
    await app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.id, token?.id as string));
    await expectVoid(key);
  });

  it('let another company invite the address once an invitation lapsed unanswered, not before', async () => {
    const [first, second] = [await approvedCompany(app), await approvedCompany(app)];
    const pending = await invite(first);
    const refused = await inviteCall(second, pending.email);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(MESSAGES.emailAlreadyExists);

    await app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, pending.member.userId));
    const moved = await invite(second, pending.email);
    expect(await team(first)).toEqual([]);
    expect(await team(second)).toEqual([expect.objectContaining({ email: pending.email, hasJoined: false })]);
    await expectVoid(pending.key);
    expect((await acceptInvite(moved.key)).statusCode).toBe(200);
    const login = await api.post('/api/user/login', { body: { email: pending.email, password: 'Joined#Quartz-Lumen84' } });
    expect(login.json().profile.id).toBe(second.companyId);
  });

  it('are sent afresh when a pending collaborator is invited again; the earlier link stops working', async () => {
    const owner = await approvedCompany(app);
    const first = await invite(owner, uniqueEmail('pending'), 'Cara Dias');
    const second = await invite(owner, first.email.toUpperCase(), 'Cara Diaz');
    expect(second.member.id).toBe(first.member.id);
    expect(second.key).not.toBe(first.key);
    await expectVoid(first.key);
    expect((await verifyInvite(second.key)).json()).toEqual({ userObj: { name: 'Cara Diaz', email: first.email } });
    expect(await team(owner)).toEqual([expect.objectContaining({ email: first.email, name: 'Cara Diaz', hasJoined: false })]);
    expect((await acceptInvite(second.key)).statusCode).toBe(200);

    const joined = await inviteCall(owner, first.email);
    expect(joined.statusCode).toBe(409);
    expect(errorOf(joined).message).toBe(MESSAGES.personAlreadyExists);
  });
});

describe('invitation limits', () => {
  it(`lets a company send ${LIMITS.invitationsPerCompanyPerDay} invitations a day, then answers 429`, async () => {
    const owner = await approvedCompany(app);
    const other = await approvedCompany(app);
    const { key } = await invite(owner);
    expect((await acceptInvite(key)).statusCode).toBe(200);
    for (let i = 1; i < LIMITS.invitationsPerCompanyPerDay; i++) {
      expect((await inviteCall(owner, uniqueEmail('bulk'))).statusCode).toBe(200);
    }
    const refused = await inviteCall(owner, uniqueEmail('one-more'));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(MESSAGES.tooManyInvitations);
    // The count is per company.
    expect((await inviteCall(other, uniqueEmail('elsewhere'))).statusCode).toBe(200);

    // It lives in the database, by day: yesterday's invitations do not count today.
    await app.db
      .update(companyInvitationCounts)
      .set({ day: '2000-01-01' })
      .where(eq(companyInvitationCounts.companyId, owner.companyId));
    expect((await inviteCall(owner, uniqueEmail('next-day'))).statusCode).toBe(200);
  });

  it('counts only invitations sent: a refused one uses no slot', async () => {
    const owner = await approvedCompany(app);
    const { email, key } = await invite(owner);
    expect((await acceptInvite(key)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await inviteCall(owner, email)).statusCode).toBe(409);
    const [row] = await app.db
      .select()
      .from(companyInvitationCounts)
      .where(eq(companyInvitationCounts.companyId, owner.companyId));
    expect(row?.sent).toBe(1);
  });

  it('holds under concurrency: parallel invitations never go past the limit', async () => {
    const owner = await approvedCompany(app);
    await app.db.insert(companyInvitationCounts).values({
      companyId: owner.companyId,
      day: new Date().toISOString().slice(0, 10),
      sent: LIMITS.invitationsPerCompanyPerDay - 3,
    });
    const results = await Promise.all(Array.from({ length: 8 }, () => inviteCall(owner, uniqueEmail('rush'))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});

describe('invitation email', () => {
  it('has a fixed subject whatever the inviter typed, and names the company in the body, escaped', async () => {
    const owner = await approvedCompany(app, {
      name: 'Mallory <script>',
      companyName: 'Your account is locked: call +1 555 0100 <b>now</b>',
    });
    const { email } = await invite(owner);
    const mail = await waitForMail(app, email, { subject: /invited/ });
    expect(mail.subject).toBe('You are invited to join a team on Talentdeck');
    expect(mail.text).toContain('Mallory <script> invited you to join the Your account is locked');
    expect(mail.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('never carries a line break into a recipient or subject header', async () => {
    const to = uniqueEmail('headers');
    await app.ctx.mailer.send({ to: `${to}\r\n`, subject: 'Hello\r\nBcc: evil@example.com\nX-Extra: 1', text: 'x', html: 'x' });
    const mail = await waitForMail(app, to);
    expect(mail.to).toBe(to);
    expect(mail.subject).toBe('Hello Bcc: evil@example.com X-Extra: 1');
  });
});

describe('per client address', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: { authMax: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 past the limit to one client while another still invites', async () => {
    const owner = await approvedCompany(limited);
    const from = (remoteAddress: string) =>
      limited.inject({
        ...json(
          'POST',
          `/api/company/${owner.companyId}/invite_collaborator`,
          { name: 'Cara', email: uniqueEmail() },
          owner.token,
        ),
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const res = await from('203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe(MESSAGES.tooManyRequests);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });
});
