import {
  checkPassword,
  loadPasswordDictionaries,
  type PasswordUserInputs,
  passwordDictionariesLoaded,
} from '@talentdeck/shared/password-strength';
import { checkField, type FieldRule } from '@talentdeck/shared/rules';
import type { FormRule } from 'antd';
import { useCallback, useState } from 'react';

/**
 * The password fields' check on the web: the screen's rule, then guessability once zxcvbn's
 * dictionaries are here (packages/shared/src/password-strength.ts). They are about 1 MB gzipped,
 * so they are fetched in chunks of their own when a password field is first used or the form is
 * submitted, never with the page; until they arrive only the rule is checked (the API checks both).
 */
export function checkPasswordField(rule: FieldRule, value: unknown, userInputs: PasswordUserInputs): string | undefined {
  return passwordDictionariesLoaded() ? checkPassword(rule, value, userInputs) : checkField(rule, value);
}

/** Starts loading the dictionaries; a failed download leaves the check to the API. */
const loadQuietly = () => loadPasswordDictionaries().catch(() => undefined);

/**
 * For the forms built on `useForm`: `load` (on the password field's focus) and `ready` (awaited
 * before a submit is checked). The component renders again when the dictionaries arrive, so an
 * error already due shows at once.
 */
export function usePasswordDictionaries() {
  const [, setLoaded] = useState(passwordDictionariesLoaded);
  const ready = useCallback(async () => {
    await loadQuietly();
    setLoaded(passwordDictionariesLoaded());
  }, []);
  return { load: () => void ready(), ready };
}

/** The same check as an antd rule: antd runs it as the field changes, so the first keystroke fetches the dictionaries. */
export function passwordRule(rule: FieldRule, userInputs: () => PasswordUserInputs): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      await loadQuietly();
      // antd gives '' for a cleared input and undefined for an untouched one; both are "missing".
      const message = checkPasswordField(rule, value ?? '', userInputs());
      if (message) throw new Error(message);
    },
  };
}
