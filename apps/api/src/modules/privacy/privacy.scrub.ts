import { ERASURE } from '@talentdeck/shared';

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with the person's full name, and each word of it of at least ERASURE.nameWordMin
 * characters, replaced by "[name deleted]": whole words only (a letter or digit on either side is
 * another word: "Ann" is not scrubbed from "Annual"), in any case. Neighbouring replacements
 * collapse into one, so "Maya Okafor" reads "[name deleted]", not twice.
 */
export function scrubName(text: string, name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.trim())
    .filter((w) => w.length >= ERASURE.nameWordMin);
  if (words.length === 0) return text;
  // The longest first, so the full name goes as one before its words are looked for.
  const alternatives = [name.trim(), ...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const placeholder = escapeRegExp(ERASURE.nameDeleted);
  return text
    .replace(pattern, ERASURE.nameDeleted)
    .replace(new RegExp(`${placeholder}(?:\\s+${placeholder})+`, 'g'), ERASURE.nameDeleted);
}
