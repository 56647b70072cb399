import { hash, randomBytes, randomInt } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session tokens and emailed link secrets. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** A 6-digit code for typing by hand (email change). */
export const newNumericCode = (digits = 6) =>
  randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');

/**
 * Secrets are stored only as hashes; a fast hash suffices because they carry 256 bits (codes are
 * attempt-limited). The one-shot `hash` creates no Hash object: this runs on every authenticated
 * request.
 */
export const hashSecret = (secret: string) => hash('sha256', secret, 'hex');
