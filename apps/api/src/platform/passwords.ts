import { guessablePasswordMessage, loadPasswordDictionaries, type PasswordUserInputs } from '@talentdeck/shared';
import argon2, { type HashOptions } from 'argon2';
import { validationError } from './errors.js';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string | null, password: string): Promise<boolean>;
}

/**
 * argon2id. Tests use a cheaper cost so suites that create many users stay fast; production keeps
 * the library's defaults (64 MiB, 3 passes).
 */
export function createPasswordHasher(cheap: boolean): PasswordHasher {
  const options: HashOptions & { raw?: false } = cheap
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, options),
    async verify(hash, password) {
      if (!hash) {
        // Spend the same time when there is no such user, so timing does not reveal accounts.
        dummy ??= argon2.hash('not-a-real-password', options);
        await argon2.verify(await dummy, password).catch(() => false);
        return false;
      }
      return argon2.verify(hash, password).catch(() => false);
    },
  };
}

/**
 * Refuses a password zxcvbn finds too easy to guess (packages/shared/src/password-strength.ts)
 * with a 422 on `field`, after the route's schema has applied the screen's own rule. The
 * dictionaries are loaded when the server starts; awaiting them here costs nothing then and keeps
 * the check safe for callers outside the server (the admin command).
 */
export async function refuseGuessablePassword(field: string, password: string, userInputs: PasswordUserInputs) {
  await loadPasswordDictionaries();
  const message = guessablePasswordMessage(password, userInputs);
  if (message) throw validationError([{ field, message }]);
}
