import { describe, expect, it } from 'vitest';
import { countryCode, countryName, countryOptions, isCountryCode } from './countries.js';

describe('country codes (ISO 3166-1 alpha-2)', () => {
  it('reads names, common aliases, alpha-3 and alpha-2 codes, and nothing else', () => {
    expect(countryCode('Pakistan')).toBe('PK');
    expect(countryCode(' germany ')).toBe('DE');
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('gb')).toBe('GB');
    expect(countryCode('Narnia')).toBeUndefined();
    expect(countryCode('')).toBeUndefined();
    expect(countryCode(null)).toBeUndefined();
  });

  it('knows the stored form only: upper-case known codes', () => {
    expect(isCountryCode('PK')).toBe(true);
    expect(isCountryCode('pk')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(countryName('PK')).toBe('Pakistan');
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(240);
    expect(options.every((o) => isCountryCode(o.code))).toBe(true);
  });
});
