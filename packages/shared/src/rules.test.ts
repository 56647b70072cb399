import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  changePasswordRules,
  checkField,
  collaboratorSignUpRules,
  emailChangeRules,
  type FieldRule,
  forgotPasswordRules,
  resetPasswordRules,
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
