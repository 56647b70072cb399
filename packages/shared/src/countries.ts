import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// The maintained ISO 3166-1 data set, with English names (the app's language).
countries.registerLocale(en);

/**
 * The ISO 3166-1 alpha-2 code of a country as people write it ("Pakistan", "Germany", "United
 * States", "USA", or already a code), or undefined when it names no country.
 */
export function countryCode(name: string | null | undefined): string | undefined {
  const text = name?.trim();
  if (!text) return undefined;
  if (knownCodes.has(text)) return knownCodes.get(text);
  const code = codeOf(text);
  // The names people write are few; a job's rematch asks for tens of thousands of them, and a name
  // is looked up by a search through every country's names.
  if (knownCodes.size < KNOWN_CODES_MAX) knownCodes.set(text, code);
  return code;
}

const knownCodes = new Map<string, string | undefined>();
const KNOWN_CODES_MAX = 10_000;

function codeOf(text: string) {
  if (/^[a-z]{2}$/i.test(text) && countries.isValid(text.toUpperCase())) return text.toUpperCase();
  if (/^[a-z]{3}$/i.test(text)) return countries.alpha3ToAlpha2(text.toUpperCase()) ?? undefined;
  return countries.getAlpha2Code(text, 'en') ?? undefined;
}

/** Whether `code` is an ISO 3166-1 alpha-2 code (upper case, as the job stores it). */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && countries.isValid(code);

/** The English name of an alpha-2 code ("PK" → "Pakistan"). */
export const countryName = (code: string) => countries.getName(code, 'en') ?? code;

/** Every country, by name: the choices of a country picker. */
export function countryOptions() {
  return Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
