/** A piece of plain text: words, or a web address to show as a link. */
export type TextPart = { text: string; href?: string };

// An http(s) address up to the next space; a sentence's closing punctuation is not part of it.
const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’]/gi;

/**
 * Splits text written by a user (a screening answer) into plain parts and web addresses, so the
 * addresses can be links while everything else stays text: nothing in it is ever read as markup.
 */
export function textLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ text: match[0], href: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
