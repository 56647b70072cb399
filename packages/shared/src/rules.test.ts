import { beforeAll, describe, expect, it } from 'vitest';
import { cardExpiryCurrent, luhnValid } from './billing.js';
import { MESSAGES } from './messages.js';
import { checkPassword, guessablePasswordMessage, loadPasswordDictionaries } from './password-strength.js';
import {
  changePasswordRules,
  checkField,
  collaboratorSignUpRules,
  emailChangeRules,
  type FieldRule,
  forgotPasswordRules,
  resetPasswordRules,
  STRONG_PASSWORD_RULE,
  signInRules,
  signUpRules,
} from './rules.js';
import { ruleToZod } from './schemas/common.js';

const ruleSets = {
  signUpRules,
  signInRules,
  forgotPasswordRules,
  resetPasswordRules,
  changePasswordRules,
  collaboratorSignUpRules,
  emailChangeRules,
};

const samples: unknown[] = [
  undefined,
  null,
  42,
  '',
  '   ',
  'a',
  ' ab ',
  'abcdefgh',
  'Abcdefg1!',
  'ABCDEFG1!',
  'x'.repeat(129),
  'a'.repeat(201),
  'user@example.com',
  ' USER@Example.COM ',
  'bad@',
  'a..b@x.io',
  "o'neil@x.co",
  `${'a'.repeat(250)}@x.io`,
  '+442079460958',
  '442079460958',
  '+1 (555) 010-0000',
  '+12345',
  '+1234567890123456789012',
  '123456',
  ' 123456 ',
  '12345',
  'abcdef',
];

/** What the API answers for a value: the first issue's message, as its error handler reports it. */
function serverMessage(rule: FieldRule, value: unknown): string | undefined {
  const result = ruleToZod(rule).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('shared field rules', () => {
  for (const [setName, rules] of Object.entries(ruleSets)) {
    for (const [field, rule] of Object.entries(rules) as [string, FieldRule][]) {
      it(`${setName}.${field}: the form and the API accept the same values with the same message`, () => {
        for (const value of samples) {
          const client = checkField(rule, value);
          const server = serverMessage(rule, value);
          const emptyAfterTrim = typeof value === 'string' && (rule.trim ? value.trim() : value) === '';
          if (emptyAfterTrim && !rule.requiredFirst) {
            // The API lets the length or pattern check answer an empty value; the form says `required`.
            expect(client, JSON.stringify(value)).toBe(rule.required);
            expect(server, JSON.stringify(value)).toBeDefined();
            continue;
          }
          expect(client, JSON.stringify(value)).toBe(server);
        }
      });
    }
  }

  it('keeps the specification messages', () => {
    expect(checkField(signInRules.email, 'not-an-email')).toBe(MESSAGES.validEmail);
    expect(checkField(signInRules.password, 'short')).toBe(MESSAGES.validPassword);
    expect(checkField(signUpRules.name, ' J ')).toBe(MESSAGES.fullName);
    expect(checkField(signUpRules.phoneNumber, '+44 20')).toBe(MESSAGES.phoneNumber);
    expect(checkField(signUpRules.phoneNumber, '+44 20 7946 0958')).toBeUndefined();
    expect(checkField(resetPasswordRules.password, 'weakpassword')).toBe(MESSAGES.strongPassword);
    expect(checkField(changePasswordRules.new_password, '')).toBe(MESSAGES.newPasswordRequired);
    expect(checkField(changePasswordRules.new_password, 'short')).toBe(MESSAGES.passwordMinLength);
    expect(checkField(emailChangeRules.code, '12a456')).toBe(MESSAGES.emailCodeInvalid);
  });
});

describe('guessable passwords', () => {
  beforeAll(() => loadPasswordDictionaries());

  /** Every rule of a field that sets a password; the admin command uses the reset rule. */
  const passwordRules: Record<string, FieldRule> = {
    'sign-up': signUpRules.password,
    change: changePasswordRules.new_password,
    reset: resetPasswordRules.password,
    'collaborator join': collaboratorSignUpRules.password,
    'admin command': STRONG_PASSWORD_RULE,
  };
  const passwords = [
    '',
    'short',
    'aaaaaaaa',
    'password1',
    'P@ssw0rd',
    'Passw0rd!',
    'Acme2024!',
    'Jane2024!',
    'abcdefgh',
    'Kite7#Lumen',
    'kite lumen harbour',
    'Correct-Horse-42',
    'x'.repeat(129),
  ];
  const inputSets = [[], ['Jane Doe', 'jane@acme.io', 'Acme']];

  for (const [path, rule] of Object.entries(passwordRules)) {
    it(`${path}: the form and the API refuse the same passwords with the same message, the rule first`, () => {
      for (const inputs of inputSets) {
        for (const value of passwords) {
          // The API: the route's zod schema, then the service's guessability check.
          const server = serverMessage(rule, value) ?? guessablePasswordMessage(value, inputs);
          const label = `${JSON.stringify(value)} with ${JSON.stringify(inputs)}`;
          if (value === '' && !rule.requiredFirst) expect(checkPassword(rule, value, inputs), label).toBe(rule.required);
          else expect(checkPassword(rule, value, inputs), label).toBe(server);
        }
      }
    });

    it(`${path}: guessable passwords that pass the rule are refused`, () => {
      expect(checkPassword(rule, 'P@ssw0rd')).toBe(MESSAGES.guessablePassword);
      expect(checkPassword(rule, 'Kite7#Lumen')).toBeUndefined();
      // The account's own words give no strength: Acme's "Acme2024!" is guessable, another company's is not.
      expect(checkPassword(rule, 'Acme2024!', ['Jane Doe', 'jane@acme.io', 'Acme'])).toBe(MESSAGES.guessablePassword);
      expect(checkPassword(rule, 'Acme2024!', ['Kim Lee', 'kim@globex.io', 'Globex'])).toBeUndefined();
    });
  }

  it('keeps each screen’s own message for what its rule refuses', () => {
    expect(checkPassword(signUpRules.password, 'short')).toBe(MESSAGES.setPassword);
    expect(checkPassword(resetPasswordRules.password, 'aaaaaaaa')).toBe(MESSAGES.strongPassword);
    expect(checkPassword(changePasswordRules.new_password, 'short')).toBe(MESSAGES.passwordMinLength);
    expect(checkPassword(signUpRules.password, 'aaaaaaaa')).toBe(MESSAGES.guessablePassword);
    expect(checkPassword(changePasswordRules.new_password, 'password1')).toBe(MESSAGES.guessablePassword);
  });
});

describe('card checks', () => {
  it('accepts numbers whose Luhn check digit is right, and refuses a mistyped digit', () => {
    for (const good of ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005'])
      expect(luhnValid(good)).toBe(true);
    for (const bad of ['4242424242424241', '4000000000000003', '1234567812345678', '', '4242-4242'])
      expect(luhnValid(bad)).toBe(false);
  });

  it('keeps a card valid through the last day of its expiry month (UTC)', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(cardExpiryCurrent('11/26', now)).toBe(true);
    expect(cardExpiryCurrent('12/26', now)).toBe(true);
    expect(cardExpiryCurrent('10/26', now)).toBe(false);
    expect(cardExpiryCurrent('01/20', now)).toBe(false);
    expect(cardExpiryCurrent('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(cardExpiryCurrent('13/30', now)).toBe(false);
  });
});
