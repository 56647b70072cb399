import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, errorOf, json, secretFromLink, uniqueEmail, waitForMail } from '#test/helpers.js';

const app = await createTestApp();
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, body?: unknown) =>
  app.inject(json(method, url, body, token));

type Owner = Awaited<ReturnType<typeof approvedCompany>>;

async function invite(owner: Owner, name = 'Cara Diaz', email = uniqueEmail('cara')) {
  const res = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, { name, email });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await waitForMail(app, email, { subject: /invited/ });
  return { member: res.json(), email, name, key: secretFromLink(mail.text, '/collaborators-sign-up'), mail };
}

async function join(key: string) {
  const res = await call('POST', '/api/collaborator-sign-up', undefined, {
    collaboratorVerificationKey: key,
    password: 'Joined-123',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; profile: { id: string; userId: string } };
}

describe('collaborators', () => {
  it('starts empty: the owner is not listed', async () => {
    const owner = await approvedCompany(app);
    const res = await call('GET', `/api/company/${owner.profile.id}/users`, owner.token);
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
    expect((await call('POST', '/api/user/login', undefined, { email, password: 'Joined-123' })).statusCode).toBe(401);

    const read = await call('POST', '/api/collaborator-verification', undefined, { collaboratorVerificationKey: key });
    expect(read.json()).toEqual({ userObj: { name: 'Cara Diaz', email } });
    const joined = await join(key);
    expect(joined.profile.id).toBe(owner.profile.id);

    const list = (await call('GET', `/api/company/${owner.profile.id}/users`, owner.token)).json();
    expect(list).toEqual([expect.objectContaining({ id: member.id, email, hasJoined: true })]);
    // The collaborator works in the company's account and sees the same list, own entry included.
    expect((await call('GET', `/api/company/${owner.profile.id}/users`, joined.token)).json()).toHaveLength(1);
    expect((await call('GET', `/api/company/${owner.profile.id}`, joined.token)).statusCode).toBe(200);
  });

  it('answers Person Already Exists for a member of this company and Email Already Exists for another account', async () => {
    const owner = await approvedCompany(app);
    const other = await approvedCompany(app);
    const { email, key } = await invite(owner);
    await join(key);
    const again = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, {
      name: 'Cara Diaz',
      email: email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.personAlreadyExists);
    const ownerAgain = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, {
      name: 'Me',
      email: owner.email,
    });
    expect(errorOf(ownerAgain).message).toBe(MESSAGES.personAlreadyExists);
    const elsewhere = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, {
      name: 'Someone',
      email: other.email,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(errorOf(elsewhere).message).toBe(MESSAGES.emailAlreadyExists);
  });

  it('requires a name and a valid email, with the specification’s messages', async () => {
    const owner = await approvedCompany(app);
    const empty = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, {
      name: ' ',
      email: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(detailsOf(empty)).toEqual({
      name: MESSAGES.collaboratorNameRequired,
      email: MESSAGES.collaboratorEmailRequired,
    });
    const bad = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, {
      name: 'X',
      email: 'nope',
    });
    expect(detailsOf(bad).email).toBe(MESSAGES.validEmail);
  });

  it('removes a collaborator: their token stops working on the next request and the list drops them', async () => {
    const owner = await approvedCompany(app);
    const { member, key, email } = await invite(owner);
    const joined = await join(key);
    expect((await call('GET', '/api/user/me', joined.token)).statusCode).toBe(200);

    const removed = await call('PATCH', `/api/company-user-delete/${member.id}`, owner.token, { isDeleted: true });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: member.id, isDeleted: true });
    expect((await call('GET', '/api/user/me', joined.token)).statusCode).toBe(401);
    expect((await call('GET', `/api/company/${owner.profile.id}`, joined.token)).statusCode).toBe(401);
    expect((await call('GET', `/api/company/${owner.profile.id}/users`, owner.token)).json()).toEqual([]);
    expect((await call('POST', '/api/user/login', undefined, { email, password: 'Joined-123' })).statusCode).toBe(401);
    // Removing twice: it is gone.
    expect((await call('PATCH', `/api/company-user-delete/${member.id}`, owner.token, { isDeleted: true })).statusCode).toBe(404);
  });

  it('retires a pending invitation when the invitee is removed, and a new invitation works again', async () => {
    const owner = await approvedCompany(app);
    const first = await invite(owner);
    await call('PATCH', `/api/company-user-delete/${first.member.id}`, owner.token, { isDeleted: true });
    const stale = await call('POST', '/api/collaborator-verification', undefined, { collaboratorVerificationKey: first.key });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).message).toBe(MESSAGES.invitationInvalid);

    // Taken before the new invitation is sent, so its mail counts however long the call takes; a
    // window measured after the answer (now - 50 ms) missed the mail whenever the call was slower.
    const reinvitedAt = new Date();
    const again = await call('POST', `/api/company/${owner.profile.id}/invite_collaborator`, owner.token, {
      name: 'Cara D.',
      email: first.email,
    });
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
    const refused = await call('PATCH', `/api/company-user-delete/${ownerMembership!.id}`, joined.token, { isDeleted: true });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.ownerCannotBeRemoved);
    const self = await call('PATCH', `/api/company-user-delete/${member.id}`, joined.token, { isDeleted: true });
    expect(self.statusCode).toBe(400);
    expect((await call('GET', '/api/user/me', owner.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/me', joined.token)).statusCode).toBe(200);
  });

  it('answers 404 for another company’s team, invitations and members', async () => {
    const owner = await approvedCompany(app);
    const other = await approvedCompany(app);
    const { member } = await invite(other);
    expect((await call('GET', `/api/company/${other.profile.id}/users`, owner.token)).statusCode).toBe(404);
    const inv = await call('POST', `/api/company/${other.profile.id}/invite_collaborator`, owner.token, {
      name: 'Eve',
      email: uniqueEmail('eve'),
    });
    expect(inv.statusCode).toBe(404);
    expect((await call('PATCH', `/api/company-user-delete/${member.id}`, owner.token, { isDeleted: true })).statusCode).toBe(404);
    expect((await call('GET', `/api/company/${other.profile.id}/users`, other.token)).json()).toHaveLength(1);
  });

  it('accepts only isDeleted: true on the delete call', async () => {
    const owner = await approvedCompany(app);
    const { member } = await invite(owner);
    expect((await call('PATCH', `/api/company-user-delete/${member.id}`, owner.token, { isDeleted: false })).statusCode).toBe(
      422,
    );
    expect((await call('PATCH', `/api/company-user-delete/${member.id}`, owner.token, {})).statusCode).toBe(422);
  });
});
