/**
 * What every email's HTML is held to (issue 31): a complete, valid HTML5 document (doctype,
 * `<html lang="en">`, a head with its charset, viewport and a title that is the subject, then the
 * body), laid out with inline CSS and none of HTML's obsolete presentational markup.
 *
 * Two checks, so that neither rests on the other: html-validate (the validator, with its HTML5
 * metadata of deprecated elements and attributes) and explicit checks on html-validate's parsed
 * tree against the HTML Living Standard's "Obsolete features" lists written out below.
 */
import { type HtmlElement, HtmlValidate, Parser } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Mail clients drop <style> blocks and stylesheets: inline CSS is the one styling that reaches the reader.
    'no-inline-style': 'off',
    // Not all in the standard preset: a document without them is what the issue found.
    'missing-doctype': 'error',
    'doctype-html': 'error',
    'empty-title': 'error',
    'no-deprecated-attr': 'error',
    deprecated: 'error',
  },
});

/** Non-conforming elements of the HTML Living Standard (§16.2), the presentational ones first. */
const OBSOLETE_ELEMENTS = new Set([
  'center',
  'font',
  'basefont',
  'big',
  'blink',
  'marquee',
  'nobr',
  'spacer',
  'strike',
  'tt',
  'acronym',
  'applet',
  'dir',
  'frame',
  'frameset',
  'noframes',
  'listing',
  'xmp',
  'plaintext',
]);

/** Attributes the standard lists as obsolete on every element that had them (§16.2). */
const OBSOLETE_ATTRIBUTES = new Set([
  'align',
  'valign',
  'bgcolor',
  'background',
  'border',
  'bordercolor',
  'cellpadding',
  'cellspacing',
  'char',
  'charoff',
  'nowrap',
  'hspace',
  'vspace',
  'clear',
  'frame',
  'rules',
  'axis',
]);

/** Obsolete only on some elements: `width`/`height` stay conforming on media and embedded content. */
const OBSOLETE_ON = new Map<string, string[]>(
  Object.entries({
    width: ['table', 'col', 'colgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'hr', 'pre'],
    height: ['table', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot'],
    summary: ['table'],
    scope: ['td'],
    abbr: ['td'],
    size: ['hr'],
    color: ['hr'],
    noshade: ['hr'],
    text: ['body'],
    link: ['body'],
    vlink: ['body'],
    alink: ['body'],
    marginheight: ['body'],
    marginwidth: ['body'],
    leftmargin: ['body'],
    topmargin: ['body'],
    rightmargin: ['body'],
    bottommargin: ['body'],
    profile: ['head'],
    version: ['html'],
    manifest: ['html'],
    scheme: ['meta'],
  }),
);

const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text of a title as a browser shows it: character references decoded, white space collapsed
 * (the title element's own rule). A named reference outside the short list above is left as it
 * is, so that a title the template did not escape the usual way shows up as a mismatch.
 */
function titleText(raw: string) {
  return raw
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref.startsWith('#x') || ref.startsWith('#X')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
      if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
      return NAMED_REFERENCES[ref] ?? whole;
    })
    .replace(/[\t\n\f\r ]+/g, ' ')
    .trim();
}

const describeElement = (e: HtmlElement) => `<${e.tagName}>`;

/**
 * Everything wrong with an email's HTML, one line a problem; none is `[]`. Tests compare the list
 * with `[]` so that a failure names every problem at once.
 */
export async function emailHtmlProblems(mail: { subject: string; html: string }): Promise<string[]> {
  const { html } = mail;
  const report = await validator.validateString(html);
  const problems = report.results.flatMap((r) =>
    r.messages.map((m) => `html-validate ${m.ruleId} (line ${m.line}:${m.column}): ${m.message}`),
  );

  if (!/^<!doctype html>/i.test(html)) problems.push('does not start with <!doctype html>');
  const root = new Parser(validator.getConfigForSync('inline')).parseHtml(html);
  const top = root.childElements;
  const doc = top[0];
  if (top.length !== 1 || doc?.tagName !== 'html') {
    problems.push(`the document is not one <html> element: ${top.map(describeElement).join(' ')}`);
    return problems;
  }
  if (doc.getAttributeValue('lang') !== 'en') problems.push(`<html lang> is ${JSON.stringify(doc.getAttributeValue('lang'))}`);
  const sections = doc.childElements.map((e) => e.tagName);
  if (sections.join(',') !== 'head,body') problems.push(`<html> holds ${sections.join(', ') || 'nothing'}, not head then body`);

  const head = doc.childElements.find((e) => e.tagName === 'head');
  const charset = head?.childElements[0];
  if (charset?.tagName !== 'meta' || charset.getAttributeValue('charset')?.toString().toLowerCase() !== 'utf-8')
    problems.push('the head does not open with <meta charset="utf-8">');
  else if (html.toLowerCase().indexOf('<meta charset') > 1024) problems.push('<meta charset> is not in the first 1024 bytes');
  const viewport = head?.querySelector('meta[name="viewport"]');
  if (!/\bwidth=device-width\b/.test(String(viewport?.getAttributeValue('content') ?? '')))
    problems.push('no <meta name="viewport" content="width=device-width, ...">');
  const titles = root.querySelectorAll('title');
  const [only] = titles;
  const title = titles.length === 1 && only && only.parent === head ? titleText(only.textContent) : undefined;
  if (title === undefined) problems.push(`${titles.length} <title> elements, not one in the head`);
  else if (title === '') problems.push('the title is empty');
  else if (title !== mail.subject.replace(/\s+/g, ' ').trim())
    problems.push(`the title ${JSON.stringify(title)} is not the subject ${JSON.stringify(mail.subject)}`);

  for (const element of root.querySelectorAll('*')) {
    if (OBSOLETE_ELEMENTS.has(element.tagName)) problems.push(`obsolete element ${describeElement(element)}`);
    for (const { key } of element.attributes) {
      const name = key.toLowerCase();
      if (OBSOLETE_ATTRIBUTES.has(name) || OBSOLETE_ON.get(name)?.includes(element.tagName))
        problems.push(`obsolete attribute ${name} on ${describeElement(element)}`);
    }
    if (element.tagName === 'table' && element.getAttributeValue('role') !== 'presentation')
      problems.push('a <table> without role="presentation" (an email\'s tables are its layout)');
  }
  return problems;
}
