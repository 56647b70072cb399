import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { checkField, signUpRules } from './rules.js';
import { storableDateTime, text, urlField } from './schemas/common.js';
import { hasRefusedCharacters, isSafeUrl, isStorableDate } from './text.js';

describe('hasRefusedCharacters', () => {
  it('refuses C0 controls, DEL and lone surrogates; line breaks and tabs only in multi-line text', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', '\u007f', '\ud800', 'x\udc00', '\udbffx'])
      expect([hasRefusedCharacters(bad), hasRefusedCharacters(bad, true)], JSON.stringify(bad)).toEqual([true, true]);
    for (const multiLine of ['a\nb', 'a\tb', 'a\r\nb'])
      expect([hasRefusedCharacters(multiLine), hasRefusedCharacters(multiLine, true)]).toEqual([true, false]);
    for (const fine of ['', 'Ann Lee', 'Zoë 😀', '\udbff\udfff', '\u2028', '$& <b>'])
      expect(hasRefusedCharacters(fine, false), JSON.stringify(fine)).toBe(false);
  });

  it('is what text() and the forms check first, with its own message', () => {
    expect(
      text()
        .min(5)
        .safeParse('a\u0000')
        .error?.issues.map((i) => i.message),
    ).toEqual([MESSAGES.controlCharacters]);
    expect(text(undefined, { multiline: true }).safeParse('a\nb').success).toBe(true);
    expect(checkField(signUpRules.name, 'Ann\u0000Lee')).toBe(MESSAGES.controlCharacters);
    expect(checkField(signUpRules.name, 'Ann Lee')).toBeUndefined();
  });
});

describe('isSafeUrl', () => {
  it('takes http(s) URLs and our uploads only', () => {
    for (const ok of ['https://example.com', 'http://localhost:9000/talentdeck/uploads/ab.webp', '/uploads/ab12.webp'])
      expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:msgbox(1)',
      'https://',
      'https:///path',
      '//evil.example',
      'uploads/x.png',
      '/uploads/..',
      '/uploads/a/../../b',
      'https://exa mple.com',
      '',
    ])
      expect(isSafeUrl(bad), bad).toBe(false);
  });

  it('is the rule of urlField, which answers the field message', () => {
    expect(urlField().safeParse(' https://cdn.example.com/a.png ').data).toBe('https://cdn.example.com/a.png');
    expect(urlField().safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(MESSAGES.validLink);
  });
});

describe('storable dates', () => {
  it('takes the years 1 to 9999', () => {
    expect(isStorableDate(Date.parse('0001-01-01T00:00:00Z'))).toBe(true);
    expect(isStorableDate(Date.parse('9999-12-31T23:59:59.999Z'))).toBe(true);
    expect(isStorableDate(Date.parse('0000-12-31T23:59:59.999Z'))).toBe(false);
    expect(isStorableDate(Date.parse('+010000-01-01T00:00:00Z'))).toBe(false);
    expect(storableDateTime().safeParse('0000-01-01T00:00:00Z').error?.issues[0]?.message).toBe(MESSAGES.dateOutOfRange);
  });
});
