import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index.js';
import { type BodyOf, testClient } from '#test/api-client.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, errorOf, json, secretFromLink, uniqueEmail, waitForMail } from '#test/helpers.js';

const app = await createTestApp();
afterAll(() => app.close());

const api = testClient(app);

type Owner = Awaited<ReturnType<typeof approvedCompany>>;

/** Sends the invitation to the company's team as the caller (the invite call, whatever it answers). */
const sendInvitation = (companyId: string, token: string, body: BodyOf<'post', '/api/company/{id}/invite_collaborator'>) =>
  api.post('/api/company/{id}/invite_collaborator', { params: { id: companyId }, token, body });

/** Removes the membership as the caller, with the delete call's one accepted body. */
const removeMember = (membershipId: string, token: string) =>
  api.patch('/api/company-user-delete/{id}', { params: { id: membershipId }, token, body: { isDeleted: true } });

async function invite(owner: Owner, name = 'Cara Diaz', email = uniqueEmail('cara')) {
  const res = await sendInvitation(owner.profile.id, owner.token, { name, email });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await waitForMail(app, email, { subject: /invited/ });
  return { member: res.json(), email, name, key: secretFromLink(mail.text, '/collaborators-sign-up'), mail };
}

async function join(key: string) {
  const res = await api.post('/api/collaborator-sign-up', {
    body: { collaboratorVerificationKey: key, password: 'Joined#Quartz-Lumen84' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; profile: { id: string; userId: string } };
}

describe('collaborators', () => {
  it('starts empty: the owner is not listed', async () => {
    const owner = await approvedCompany(app);
    const res = await api.get('/api/company/{id}/users', { params: { id: owner.profile.id }, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('invites by email with a greeting and a single-use link, then lists the collaborator', async () => {
    const owner = await approvedCompany(app, { name: 'Olivia Owner', companyName: 'Northwind Labs' });
    const { member, email, key, mail } = await invite(owner);
    expect(member).toMatchObject({ name: 'Cara Diaz', email, isOwner: false, isDeleted: false, hasJoined: false });
    expect(mail.subject).toBe('You are invited to join a team on Talentdeck');
    expect(mail.text).toContain('join the Northwind Labs team');
    expect(mail.text).toContain('Hello Cara Diaz,');
    expect(mail.text).toContain('Olivia Owner invited you');
    expect(mail.text).toContain(`http://localhost:3000/collaborators-sign-up/${key}`);

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ userType: 'Company', passwordHash: null });
    // Not able to sign in before accepting.
    expect((await api.post('/api/user/login', { body: { email, password: 'Joined#Quartz-Lumen84' } })).statusCode).toBe(401);

    const read = await api.post('/api/collaborator-verification', { body: { collaboratorVerificationKey: key } });
    expect(read.json()).toEqual({ userObj: { name: 'Cara Diaz', email } });
    const joined = await join(key);
    expect(joined.profile.id).toBe(owner.profile.id);

    const list = (await api.get('/api/company/{id}/users', { params: { id: owner.profile.id }, token: owner.token })).json();
    expect(list).toEqual([expect.objectContaining({ id: member.id, email, hasJoined: true })]);
    // The collaborator works in the company's account and sees the same list, own entry included.
    expect(
      (await api.get('/api/company/{id}/users', { params: { id: owner.profile.id }, token: joined.token })).json(),
    ).toHaveLength(1);
    expect((await api.get('/api/company/{id}', { params: { id: owner.profile.id }, token: joined.token })).statusCode).toBe(200);
  });

  it('answers Person Already Exists for a member of this company and Email Already Exists for another account', async () => {
    const owner = await approvedCompany(app);
    const other = await approvedCompany(app);
    const { email, key } = await invite(owner);
    await join(key);
    const again = await sendInvitation(owner.profile.id, owner.token, { name: 'Cara Diaz', email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.personAlreadyExists);
    const ownerAgain = await sendInvitation(owner.profile.id, owner.token, { name: 'Me', email: owner.email });
    expect(errorOf(ownerAgain).message).toBe(MESSAGES.personAlreadyExists);
    const elsewhere = await sendInvitation(owner.profile.id, owner.token, { name: 'Someone', email: other.email });
    expect(elsewhere.statusCode).toBe(409);
    expect(errorOf(elsewhere).message).toBe(MESSAGES.emailAlreadyExists);
  });

  it('requires a name and a valid email, with the specification’s messages', async () => {
    const owner = await approvedCompany(app);
    const empty = await sendInvitation(owner.profile.id, owner.token, { name: ' ', email: '' });
    expect(empty.statusCode).toBe(422);
    expect(detailsOf(empty)).toEqual({
      name: MESSAGES.collaboratorNameRequired,
      email: MESSAGES.collaboratorEmailRequired,
    });
    const bad = await sendInvitation(owner.profile.id, owner.token, { name: 'X', email: 'nope' });
    expect(detailsOf(bad).email).toBe(MESSAGES.validEmail);
  });

  it('removes a collaborator: their token stops working on the next request and the list drops them', async () => {
    const owner = await approvedCompany(app);
    const { member, key, email } = await invite(owner);
    const joined = await join(key);
    expect((await api.get('/api/user/me', { token: joined.token })).statusCode).toBe(200);

    const removed = await removeMember(member.id, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: member.id, isDeleted: true });
    expect((await api.get('/api/user/me', { token: joined.token })).statusCode).toBe(401);
    expect((await api.get('/api/company/{id}', { params: { id: owner.profile.id }, token: joined.token })).statusCode).toBe(401);
    expect((await api.get('/api/company/{id}/users', { params: { id: owner.profile.id }, token: owner.token })).json()).toEqual(
      [],
    );
    expect((await api.post('/api/user/login', { body: { email, password: 'Joined#Quartz-Lumen84' } })).statusCode).toBe(401);
    // Removing twice: it is gone.
    expect((await removeMember(member.id, owner.token)).statusCode).toBe(404);
  });

  it('retires a pending invitation when the invitee is removed, and a new invitation works again', async () => {
    const owner = await approvedCompany(app);
    const first = await invite(owner);
    await removeMember(first.member.id, owner.token);
    const stale = await api.post('/api/collaborator-verification', { body: { collaboratorVerificationKey: first.key } });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).message).toBe(MESSAGES.invitationInvalid);

    // Taken before the new invitation is sent, so its mail counts however long the call takes; a
    // window measured after the answer (now - 50 ms) missed the mail whenever the call was slower.
    const reinvitedAt = new Date();
    const again = await sendInvitation(owner.profile.id, owner.token, { name: 'Cara D.', email: first.email });
    expect(again.statusCode).toBe(200);
    const mail = await waitForMail(app, first.email, { subject: /invited/, after: reinvitedAt });
    const key = secretFromLink(mail.text, '/collaborators-sign-up');
    expect(key).not.toBe(first.key);
    expect((await join(key)).profile.id).toBe(owner.profile.id);
  });

  it('never removes the owner, nor lets a collaborator remove themselves', async () => {
    const owner = await approvedCompany(app);
    const { member, key } = await invite(owner);
    const joined = await join(key);
    const team = await app.inject(json('GET', `/api/company/${owner.profile.id}/users`, undefined, owner.token));
    expect(team.json()).toHaveLength(1);
    // The owner's membership id is not listed; find it through the database.
    const { companyUsers } = await import('#api/db/schema/index.js');
    const [ownerMembership] = await app.db.select().from(companyUsers).where(eq(companyUsers.userId, owner.profile.userId));
    const refused = await removeMember(ownerMembership!.id, joined.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.ownerCannotBeRemoved);
    const self = await removeMember(member.id, joined.token);
    expect(self.statusCode).toBe(400);
    expect((await api.get('/api/user/me', { token: owner.token })).statusCode).toBe(200);
    expect((await api.get('/api/user/me', { token: joined.token })).statusCode).toBe(200);
  });

  it('answers 404 for another company’s team, invitations and members', async () => {
    const owner = await approvedCompany(app);
    const other = await approvedCompany(app);
    const { member } = await invite(other);
    expect((await api.get('/api/company/{id}/users', { params: { id: other.profile.id }, token: owner.token })).statusCode).toBe(
      404,
    );
    const inv = await sendInvitation(other.profile.id, owner.token, { name: 'Eve', email: uniqueEmail('eve') });
    expect(inv.statusCode).toBe(404);
    expect((await removeMember(member.id, owner.token)).statusCode).toBe(404);
    expect(
      (await api.get('/api/company/{id}/users', { params: { id: other.profile.id }, token: other.token })).json(),
    ).toHaveLength(1);
  });

  it('accepts only isDeleted: true on the delete call', async () => {
    const owner = await approvedCompany(app);
    const { member } = await invite(owner);
    expect(
      (
        await api.raw('PATCH', `/api/company-user-delete/${member.id}`, {
          token: owner.token,
          body: { isDeleted: false },
        })
      ).statusCode,
    ).toBe(422);
    expect((await api.raw('PATCH', `/api/company-user-delete/${member.id}`, { token: owner.token, body: {} })).statusCode).toBe(
      422,
    );
  });
});
