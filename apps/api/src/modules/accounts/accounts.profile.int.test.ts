import { MESSAGES } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyUsers, users, userTokens } from '#api/db/schema/index.js';
import { json, signUpVerified, uniqueEmail, waitForMail } from '#test/helpers.js';
import { app, detailsOf, errorOf, get, post, useAccountsApp } from './accounts.fixture.js';

useAccountsApp();

describe('the user record', () => {
  it('reads and updates one’s own user, and hides users of other companies', async () => {
    const ann = await signUpVerified(app);
    const bob = await signUpVerified(app, { name: 'Bob Ray' });
    const own = await get(`/api/user/${ann.profile.userId}`, ann.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Ann Lee', email: ann.email, title: null, userType: 'Company', isAllowed: false });

    expect((await get(`/api/user/${bob.profile.userId}`, ann.token)).statusCode).toBe(404);
    expect((await get('/api/user/not-a-uuid', ann.token)).statusCode).toBe(404);
    const patchOther = await app.inject(json('PATCH', `/api/user/${bob.profile.userId}`, { title: 'x' }, ann.token));
    expect(patchOther.statusCode).toBe(404);

    const patched = await app.inject(
      json('PATCH', `/api/user/${ann.profile.userId}`, { name: 'Ann Lee-Smith', title: 'Head of Talent' }, ann.token),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Ann Lee-Smith', title: 'Head of Talent' });
    const emailPatch = await app.inject(json('PATCH', `/api/user/${ann.profile.userId}`, { email: 'x@example.com' }, ann.token));
    expect(emailPatch.statusCode).toBe(422);
  });
});

describe('change password', () => {
  it('checks the current password, then ends the other sessions but not this one', async () => {
    const user = await signUpVerified(app);
    const other = (await post('/api/user/login', { email: user.email, password: user.password })).json().token;
    const url = `/api/user/${user.profile.userId}/updatePassword`;
    const wrong = await post(url, { current_password: 'Not-it-123', new_password: 'Brand-new-1' }, user.token);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe(MESSAGES.currentPasswordWrong);
    const short = await post(url, { current_password: user.password, new_password: 'short' }, user.token);
    expect(detailsOf(short).new_password).toBe(MESSAGES.passwordMinLength);
    for (const new_password of ['aaaaaaaa', 'password1', 'AnnLee2024!']) {
      const guessable = await post(url, { current_password: user.password, new_password }, user.token);
      expect(guessable.statusCode, new_password).toBe(422);
      expect(detailsOf(guessable), new_password).toEqual({ new_password: MESSAGES.guessablePassword });
    }
    expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(200);

    const ok = await post(url, { current_password: user.password, new_password: 'Brand-new-1' }, user.token);
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/user/me', user.token)).statusCode).toBe(200);
    expect((await get('/api/user/me', other)).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: user.email, password: 'Brand-new-1' })).statusCode).toBe(200);
  });
});

describe('change email', () => {
  it('emails a 6-digit code to the new address and changes the email with it', async () => {
    const user = await signUpVerified(app);
    const newEmail = uniqueEmail('new');
    const res = await post(`/api/user/${user.profile.userId}/updateEmail`, { new_email: newEmail }, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.emailCodeSent });
    const code = /\b(\d{6})\b/.exec((await waitForMail(app, newEmail, { subject: /code/ })).text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const bad = await post(
      '/api/user/updatedEmailTokenVerification',
      { secretKey: code === '000000' ? '111111' : '000000' },
      user.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(MESSAGES.emailCodeInvalid);
    const malformed = await post('/api/user/updatedEmailTokenVerification', { secretKey: '12ab' }, user.token);
    expect(detailsOf(malformed).secretKey).toBe(MESSAGES.emailCodeInvalid);

    const ok = await post('/api/user/updatedEmailTokenVerification', { secretKey: code }, user.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(newEmail);
    expect((await post('/api/user/updatedEmailTokenVerification', { secretKey: code }, user.token)).statusCode).toBe(400);
    expect((await post('/api/user/login', { email: newEmail, password: user.password })).statusCode).toBe(200);
  });

  it('answers 409 for an address in use and burns the code after five wrong tries', async () => {
    const ann = await signUpVerified(app);
    const bob = await signUpVerified(app);
    const taken = await post(`/api/user/${ann.profile.userId}/updateEmail`, { new_email: bob.email }, ann.token);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(MESSAGES.emailAlreadyExists);

    const newEmail = uniqueEmail('burn');
    await post(`/api/user/${ann.profile.userId}/updateEmail`, { new_email: newEmail }, ann.token);
    const code = /\b(\d{6})\b/.exec((await waitForMail(app, newEmail)).text)?.[1] as string;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/user/updatedEmailTokenVerification', { secretKey: wrong }, ann.token)).statusCode).toBe(400);
    }
    expect((await post('/api/user/updatedEmailTokenVerification', { secretKey: code }, ann.token)).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const user = await signUpVerified(app);
    const newEmail = uniqueEmail('late');
    await post(`/api/user/${user.profile.userId}/updateEmail`, { new_email: newEmail }, user.token);
    const code = /\b(\d{6})\b/.exec((await waitForMail(app, newEmail)).text)?.[1];
    await app.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.purpose, 'change_email'));
    expect((await post('/api/user/updatedEmailTokenVerification', { secretKey: code }, user.token)).statusCode).toBe(400);
  });
});

describe('collaborator invitation acceptance', () => {
  /** Stands in for the invite call of the collaborators module: an invited user with a key. */
  async function invite(companyId: string) {
    const { insertToken } = await import('./accounts.repository.js');
    const { hashSecret, newSecret } = await import('#api/platform/tokens.js');
    const email = uniqueEmail('invitee');
    const [user] = await app.db.insert(users).values({ name: 'Cara Diaz', email, userType: 'Company' }).returning();
    await app.db.insert(companyUsers).values({ companyId, userId: user!.id });
    const key = newSecret();
    await insertToken(app.db, {
      userId: user!.id,
      purpose: 'collaborator_invite',
      tokenHash: hashSecret(key),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { key, email };
  }

  it('shows the invited name and email, sets the password once and signs in to the company', async () => {
    const owner = await signUpVerified(app);
    const { key, email } = await invite(owner.profile.id);
    const read = await post('/api/collaborator-verification', { collaboratorVerificationKey: key });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ userObj: { name: 'Cara Diaz', email } });

    const short = await post('/api/collaborator-sign-up', { collaboratorVerificationKey: key, password: 'short' });
    expect(detailsOf(short).password).toBe(MESSAGES.passwordMinLength);
    // Guessable: a common password, and the invited person's own name with a year; the invitation stays usable.
    for (const password of ['password1', 'CaraDiaz2024!']) {
      const guessable = await post('/api/collaborator-sign-up', { collaboratorVerificationKey: key, password });
      expect(guessable.statusCode, password).toBe(422);
      expect(detailsOf(guessable), password).toEqual({ password: MESSAGES.guessablePassword });
    }
    const joined = await post('/api/collaborator-sign-up', {
      collaboratorVerificationKey: key,
      password: 'Joined#Quartz-Lumen84',
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().profile).toMatchObject({ id: owner.profile.id, userType: 'Company' });
    expect((await get('/api/user/me', joined.json().token)).statusCode).toBe(200);

    const again = await post('/api/collaborator-sign-up', {
      collaboratorVerificationKey: key,
      password: 'Joined#Quartz-Lumen84',
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(MESSAGES.invitationInvalid);
    expect((await post('/api/collaborator-verification', { collaboratorVerificationKey: key })).statusCode).toBe(400);
    expect((await post('/api/user/login', { email, password: 'Joined#Quartz-Lumen84' })).statusCode).toBe(200);
  });

  it('signs out a removed collaborator on the next request', async () => {
    const owner = await signUpVerified(app);
    const { key } = await invite(owner.profile.id);
    const { token, profile } = (
      await post('/api/collaborator-sign-up', { collaboratorVerificationKey: key, password: 'Joined#Quartz-Lumen84' })
    ).json();
    expect((await get('/api/user/me', token)).statusCode).toBe(200);
    await app.db.update(companyUsers).set({ isDeleted: true }).where(eq(companyUsers.userId, profile.userId));
    expect((await get('/api/user/me', token)).statusCode).toBe(401);
  });
});
