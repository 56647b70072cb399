import { MESSAGES, SIGNED_IN_HINT_COOKIE } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyUsers, users, userTokens } from '#api/db/schema/index.js';
import { secretFromLink, signUpVerified, uniqueEmail, validSignUp, waitForMail } from '#test/helpers.js';
import { app, detailsOf, errorOf, get, post, useAccountsApp } from './accounts.fixture.js';

useAccountsApp();

describe('sign-up', () => {
  it('creates the company and its owner, answers 200 and emails a verification link', async () => {
    const body = validSignUp();
    const res = await post('/api/user/createCompany', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.signUpSuccess });
    const mail = await waitForMail(app, body.email, { subject: /Verify your email/ });
    expect(mail.text).toContain('http://localhost:3000/companydetails/');
    const [user] = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.emailVerifiedAt).toBeNull();
    const [membership] = await app.db.select().from(companyUsers).where(eq(companyUsers.userId, user!.id));
    expect(membership?.isOwner).toBe(true);
  });

  it('answers each rule of the form with the specification’s message', async () => {
    const res = await post('/api/user/createCompany', {
      name: 'A',
      companyName: ' B ',
      email: 'not-an-email',
      phoneNumber: '4155550100',
      password: 'short',
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res)).toEqual({
      name: MESSAGES.fullName,
      companyName: MESSAGES.companyName,
      email: MESSAGES.validEmail,
      phoneNumber: MESSAGES.phoneNumber,
      password: MESSAGES.setPassword,
    });
  });

  it('refuses a guessable password after the specification’s rule, the account’s own words included', async () => {
    for (const password of ['aaaaaaaa', 'password1', 'Acme2024!']) {
      const body = { ...validSignUp(), companyName: 'Acme', password };
      const res = await post('/api/user/createCompany', body);
      expect(res.statusCode, password).toBe(422);
      expect(detailsOf(res), password).toEqual({ password: MESSAGES.guessablePassword });
      expect(await app.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    }
    // The specification's rule answers first, with its own message.
    expect(detailsOf(await post('/api/user/createCompany', { ...validSignUp(), password: 'aaaa' })).password).toBe(
      MESSAGES.setPassword,
    );
    // Another company's name is no known word for this account.
    const other = await post('/api/user/createCompany', { ...validSignUp(), companyName: 'Globex', password: 'Acme2024!' });
    expect(other.statusCode).toBe(200);
  });

  it('needs a leading + and 10 to 20 characters for the phone', async () => {
    for (const phoneNumber of ['+1415', '+1415555010012345678901', '14155550100x']) {
      const res = await post('/api/user/createCompany', { ...validSignUp(), phoneNumber });
      expect(res.statusCode, phoneNumber).toBe(422);
      expect(detailsOf(res).phoneNumber).toBe(MESSAGES.phoneNumber);
    }
  });

  it('refuses a field it does not know, naming it', async () => {
    const res = await post('/api/user/createCompany', { ...validSignUp(), isAllowed: true });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res).isAllowed).toBe('Unknown field: isAllowed');
  });

  it('answers 409 Email Already Exists for a second sign-up, whatever the letter case', async () => {
    const body = validSignUp();
    expect((await post('/api/user/createCompany', body)).statusCode).toBe(200);
    const again = await post('/api/user/createCompany', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.emailAlreadyExists);
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/createCompany',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBeTruthy();
  });
});

describe('email verification', () => {
  it('signs the user in once, with a token and a cookie, and refuses the link a second time', async () => {
    const body = validSignUp();
    await post('/api/user/createCompany', body);
    const secretKey = secretFromLink((await waitForMail(app, body.email)).text, '/companydetails');
    const res = await post('/api/user/emailTokenVerification', { secretKey });
    expect(res.statusCode).toBe(200);
    const { token, profile } = res.json();
    expect(token).toEqual(expect.any(String));
    expect(profile).toMatchObject({ userType: 'Company', isAllowed: false, isSignUpProcessCompleted: false });
    const cookies = [res.headers['set-cookie']].flat().map(String);
    expect(cookies.find((c) => c.startsWith('td_session='))).toMatch(/td_session=.+HttpOnly.*SameSite=Lax/i);
    // The web app's hint, readable by its code and holding nothing but "1".
    expect(cookies.find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))).toMatch(/^td_signed_in=1;/);
    expect(cookies.find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))).not.toMatch(/HttpOnly/i);
    const reused = await post('/api/user/emailTokenVerification', { secretKey });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).message).toBe(MESSAGES.verificationLinkInvalid);
  });

  it('refuses an expired link', async () => {
    const body = validSignUp();
    await post('/api/user/createCompany', body);
    const secretKey = secretFromLink((await waitForMail(app, body.email)).text, '/companydetails');
    await app.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userTokens.purpose, 'verify_email'));
    expect((await post('/api/user/emailTokenVerification', { secretKey })).statusCode).toBe(400);
  });

  it('resend answers the same for unknown and known addresses and replaces the old link', async () => {
    const body = validSignUp();
    await post('/api/user/createCompany', body);
    const first = secretFromLink((await waitForMail(app, body.email)).text, '/companydetails');
    const since = new Date();
    const known = await post('/api/user/resendVerficationCode', { email: body.email });
    const unknown = await post('/api/user/resendVerficationCode', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const second = secretFromLink((await waitForMail(app, body.email, { after: since })).text, '/companydetails');
    expect(second).not.toBe(first);
    expect((await post('/api/user/emailTokenVerification', { secretKey: first })).statusCode).toBe(400);
    expect((await post('/api/user/emailTokenVerification', { secretKey: second })).statusCode).toBe(200);
  });
});

describe('sign-in, sessions and sign-out', () => {
  it('tells an unverified user to verify', async () => {
    const body = validSignUp();
    await post('/api/user/createCompany', body);
    const res = await post('/api/user/login', { email: body.email, password: body.password });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(MESSAGES.verifyEmailFirst);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await signUpVerified(app);
    const wrong = await post('/api/user/login', { email: user.email, password: 'Wrong-pass1' });
    const unknown = await post('/api/user/login', { email: uniqueEmail('ghost'), password: 'Wrong-pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong).message).toBe(errorOf(unknown).message);
  });

  it('validates the sign-in form on the server with the specification’s messages', async () => {
    const res = await post('/api/user/login', { email: 'x', password: '123' });
    expect(detailsOf(res)).toEqual({ email: MESSAGES.validEmail, password: MESSAGES.validPassword });
  });

  it('works with the Bearer header and with the cookie, and logout revokes the session', async () => {
    const user = await signUpVerified(app);
    const login = await post('/api/user/login', { email: user.email, password: user.password, fcmToken: 'device-1' });
    expect(login.statusCode).toBe(200);
    const { token, profile } = login.json();
    const bearer = await get('/api/user/me', token);
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual(profile);
    const cookie = await app.inject({ method: 'GET', url: '/api/user/me', cookies: { td_session: token } });
    expect(cookie.statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: '/api/user/logout', cookies: { td_session: token } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/td_session=;/);
    expect(String(out.headers['set-cookie'])).toMatch(/td_signed_in=;/);
    expect((await get('/api/user/me', token)).statusCode).toBe(401);
  });

  it('answers 401 without a session and with a made-up token', async () => {
    expect((await get('/api/user/me')).statusCode).toBe(401);
    const res = await get('/api/user/me', 'made-up-token');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe(MESSAGES.notSignedIn);
  });

  it('reads approval live from the database, not from the token', async () => {
    const user = await signUpVerified(app);
    expect((await get('/api/user/me', user.token)).json().isAllowed).toBe(false);
    await app.db
      .update(companies)
      .set({ isAllowed: true, isSignUpProcessCompleted: true })
      .where(eq(companies.id, user.profile.id));
    expect((await get('/api/user/me', user.token)).json()).toMatchObject({ isAllowed: true, isSignUpProcessCompleted: true });
  });

  it('refuses a state change carried by the cookie from another site', async () => {
    const user = await signUpVerified(app);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/user/${user.profile.userId}`,
      cookies: { td_session: user.token },
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { title: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('forgot and reset password', () => {
  it('answers Email Does Not Exist! for an unknown address', async () => {
    const res = await post('/api/user/forgetPasswordEmail', { email: uniqueEmail('nobody') });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.emailDoesNotExist);
  });

  it('resets with the emailed link once, enforces the rules and ends every session', async () => {
    const user = await signUpVerified(app);
    expect((await post('/api/user/forgetPasswordEmail', { email: user.email })).statusCode).toBe(200);
    const secretKey = secretFromLink((await waitForMail(app, user.email, { subject: /Reset/ })).text, '/resetpassword');

    expect((await post('/api/user/forgetPasswordTokenVerification', { secretKey: 'nope' })).statusCode).toBe(400);
    const verified = await post('/api/user/forgetPasswordTokenVerification', { secretKey });
    expect(verified.statusCode).toBe(200);
    const { uniqueKey } = verified.json();

    const weak = await post('/api/user/resetPassword', { password: 'alllowercase1!', uniqueKey });
    expect(weak.statusCode).toBe(422);
    expect(detailsOf(weak).password).toBe(MESSAGES.strongPassword);
    // Passes the strong rule but is a common password in disguise; the link stays usable.
    const guessable = await post('/api/user/resetPassword', { password: 'P@ssw0rd', uniqueKey });
    expect(guessable.statusCode).toBe(422);
    expect(detailsOf(guessable)).toEqual({ password: MESSAGES.guessablePassword });
    expect((await get('/api/user/me', user.token)).statusCode).toBe(200);

    const done = await post('/api/user/resetPassword', { password: 'N3w-Passw0rd!', uniqueKey });
    expect(done.statusCode).toBe(200);
    expect((await get('/api/user/me', user.token)).statusCode).toBe(401);
    expect((await post('/api/user/resetPassword', { password: 'An0ther-pass!', uniqueKey })).statusCode).toBe(400);
    expect((await post('/api/user/forgetPasswordTokenVerification', { secretKey })).statusCode).toBe(400);
    expect((await post('/api/user/login', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: user.email, password: 'N3w-Passw0rd!' })).statusCode).toBe(200);
  });

  it('refuses a reset link older than an hour', async () => {
    const user = await signUpVerified(app);
    await post('/api/user/forgetPasswordEmail', { email: user.email });
    const secretKey = secretFromLink((await waitForMail(app, user.email, { subject: /Reset/ })).text, '/resetpassword');
    await app.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.purpose, 'reset_password'));
    const res = await post('/api/user/forgetPasswordTokenVerification', { secretKey });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.resetLinkInvalid);
  });
});
