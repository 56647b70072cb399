import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { lt } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { captchaUses } from '#api/db/schema/index.js';
import { AppError } from '../errors.js';

/** How long a challenge stays solvable; also how long its replay guard is kept. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Proof-of-work size: a fraction of a second in a browser, costly for a bot at scale. */
const MAX_NUMBER = 50_000;

export interface Captcha {
  readonly provider: 'altcha' | 'none';
  createChallenge(): Promise<object>;
  /** Throws a 400 unless the payload is a fresh, correctly solved challenge of ours. */
  verify(payload: string | undefined): Promise<void>;
}

export function createCaptcha(provider: 'altcha' | 'none', secret: string, db: Db): Captcha {
  if (provider === 'none') {
    return {
      provider,
      createChallenge: async () => ({}),
      verify: async () => {},
    };
  }
  return {
    provider,
    createChallenge: () =>
      createChallenge({ hmacKey: secret, maxNumber: MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) }),
    async verify(payload) {
      if (!payload) throw new AppError('CAPTCHA_REQUIRED');
      let ok = false;
      let signature = '';
      try {
        const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
        signature = typeof decoded?.signature === 'string' ? decoded.signature : '';
        ok = signature !== '' && (await verifySolution(decoded, secret, true));
        // The expiry travels inside the signed salt; refuse challenges without one.
        ok = ok && Boolean(extractParams(decoded).expires);
      } catch {
        ok = false;
      }
      if (!ok) throw new AppError('CAPTCHA_INVALID');
      // A solved challenge is accepted once: the insert fails if it was seen before.
      await db.delete(captchaUses).where(lt(captchaUses.expiresAt, new Date()));
      const inserted = await db
        .insert(captchaUses)
        .values({ signature, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new AppError('CAPTCHA_REPLAYED');
    },
  };
}
