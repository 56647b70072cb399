/**
 * Guessable passwords: the one check of every path that sets a password (sign-up, change, reset,
 * collaborator join, the admin command), after the screen's own rule of the specification.
 *
 * zxcvbn and its common and English dictionaries are about 1 MB gzipped, so this module only
 * names them in dynamic imports: the web app downloads them when a password field is first used
 * (or on submit), never with the sign-in or sign-up page itself, and the API loads them once at
 * start. Until `loadPasswordDictionaries()` has settled, `guessablePasswordMessage` throws.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { MESSAGES } from './messages.js';
import { checkField, type FieldRule } from './rules.js';

/** zxcvbn's score (0 to 4) below which a password is refused: 0 and 1 fall to an online or a cheap offline attack. */
export const MIN_PASSWORD_SCORE = 2;

/** The words an attacker who targets this account knows: its name, email, company name. */
export type PasswordUserInputs = readonly (string | null | undefined)[];

let factory: ZxcvbnFactory | undefined;
let loading: Promise<void> | undefined;

/** Loads zxcvbn with its dictionaries once; later calls share the same promise (a failed load may be retried). */
export function loadPasswordDictionaries(): Promise<void> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')])
    .then(([core, common, en]) => {
      factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      });
    })
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

export const passwordDictionariesLoaded = (): boolean => factory !== undefined;

/** Each input whole and its words of 3+ letters or digits ("jane.doe@acme.io" gives jane, doe, acme), lower case. */
function userWords(inputs: PasswordUserInputs): { whole: string[]; words: string[] } {
  const whole = inputs.map((input) => input?.trim().toLowerCase() ?? '').filter((input) => input !== '');
  const words = whole.flatMap((input) => input.split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  return { whole, words: [...new Set(words)].sort((a, b) => b.length - a.length) };
}

/**
 * zxcvbn's score of the password with the account's words as user inputs, and of what is left
 * once those words are taken out: zxcvbn prices "Acme" in "Acme2024!" as a known word but still
 * counts "2024!" as five random characters (score 2), while someone aiming at Acme's account
 * tries its name with years and a symbol first. The weaker of the two scores counts.
 */
export function passwordScore(password: string, userInputs: PasswordUserInputs = []): number {
  if (!factory) throw new Error('loadPasswordDictionaries() must settle before passwords are scored');
  const { whole, words } = userWords(userInputs);
  const inputs = [...whole, ...words];
  const score = factory.check(password, inputs).score;
  let rest = password;
  for (const word of words) rest = rest.replace(new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), '');
  if (rest === password) return score;
  return rest === '' ? 0 : Math.min(score, factory.check(rest, inputs).score);
}

/** The message when the password is too easy to guess, or undefined when it is not. */
export function guessablePasswordMessage(password: string, userInputs: PasswordUserInputs = []): string | undefined {
  return passwordScore(password, userInputs) < MIN_PASSWORD_SCORE ? MESSAGES.guessablePassword : undefined;
}

/**
 * A password field's whole check, in order: the screen's rule of the specification (its own
 * message), then guessability. The forms call this; the API runs the same two steps (the rule
 * through `ruleToZod`, then `guessablePasswordMessage`), and rules.test.ts proves them equal.
 */
export function checkPassword(rule: FieldRule, value: unknown, userInputs: PasswordUserInputs = []): string | undefined {
  return checkField(rule, value) ?? guessablePasswordMessage(value as string, userInputs);
}
