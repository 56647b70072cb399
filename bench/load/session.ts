import { solveChallenge } from 'altcha-lib/v1';
import { type Answer, type CallOptions, call, cookieFrom, okJson } from './http-client.js';

/** The session cookie's name (apps/api/src/platform/auth.ts). */
const SESSION_COOKIE = 'td_session';

export type Profile = { id: string; userId: string; userType: string };

/**
 * A signed-in browser as the proxy sees it: the session cookie on every call, and on writes the
 * Origin header a browser adds, so the same-origin check of cookie-carried writes runs behind the
 * proxy as it does in production.
 */
export class Session {
  constructor(
    readonly origin: string,
    readonly cookie: string,
    readonly profile: Profile,
  ) {}

  get headers() {
    return { cookie: `${SESSION_COOKIE}=${this.cookie}` };
  }

  get(path: string, o: CallOptions = {}): Promise<Answer> {
    return call(this.origin, 'GET', path, { ...o, headers: { ...this.headers, ...o.headers } });
  }

  send(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, o: CallOptions = {}): Promise<Answer> {
    return call(this.origin, method, path, { ...o, body, headers: { ...this.headers, origin: this.origin, ...o.headers } });
  }

  /** The same session against another origin (an upstream directly, bypassing the proxy). */
  at(origin: string) {
    return new Session(origin, this.cookie, this.profile);
  }
}

/**
 * The captcha the web app solves in the browser's workers: the server's own ALTCHA challenge
 * (fetched through the proxy, so it may be checked by the other process), solved here.
 */
export async function solvedCaptcha(origin: string) {
  const challenge = okJson<{ algorithm: string; challenge: string; salt: string; signature: string; maxnumber?: number }>(
    await call(origin, 'GET', '/api/captcha/challenge'),
    'GET /api/captcha/challenge',
  );
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the captcha challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A session from an answer that signs in (login, email verification): its cookie and profile. */
export function sessionFrom(origin: string, a: Answer, what: string) {
  const { profile } = okJson<{ profile: Profile }>(a, what);
  const cookie = cookieFrom(a.headers, SESSION_COOKIE);
  if (!cookie) throw new Error(`${what} set no session cookie`);
  return new Session(origin, cookie, profile);
}

/** Signs in as the web app does: captcha solved, POST /api/user/login, the cookie kept. */
export async function signIn(origin: string, email: string, password: string) {
  const captcha = await solvedCaptcha(origin);
  return sessionFrom(
    origin,
    await call(origin, 'POST', '/api/user/login', { body: { email, password, captcha } }),
    `sign-in of ${email}`,
  );
}
