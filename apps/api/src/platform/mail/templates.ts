import type { MailMessage } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

type Content = {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A code shown large, e.g. the 6-digit email-change code. */
  code?: string;
  footnote?: string;
};

/** One plain, accessible layout for every email, with a text part for clients without HTML. */
export function composeEmail(c: Content): MailMessage {
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.code ? [c.code, ''] : []),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.footnote ? [c.footnote, ''] : []),
    'Talentdeck',
  ].join('\n');
  // A complete HTML5 document: a client that shows it as a page (webmail in a tab, a saved .eml)
  // needs the charset and the title (the subject), and a small screen the viewport. Layout is
  // tables with role="presentation" and inline CSS only, since HTML's presentational attributes
  // (align, bgcolor, width, cellpadding, cellspacing, border, valign) are obsolete: `border-spacing:0`
  // stands for cellspacing="0", each cell sets its padding for cellpadding="0" (not the collapsing
  // border model, which would drop the card's padding), `margin:0 auto` centres the card, and
  // `width:100%;max-width:560px` is the 560px card of a desktop that now also fits a phone's width.
  // Tests: templates.test.ts, and test/emails.int.test.ts for every kind of email the product sends.
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" style="width:100%;border-spacing:0"><tr><td style="padding:32px 16px">
<table role="presentation" style="width:100%;max-width:560px;margin:0 auto;border-spacing:0;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="padding:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">Talentdeck</td></tr>
<tr><td style="padding:0;font-size:16px;line-height:24px">
<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${c.code ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center">${escapeHtml(c.code)}</p>` : ''}
${
  c.action
    ? `<p style="text-align:center;padding:16px 0"><a href="${escapeHtml(c.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(c.action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">If the button does not work, open this link: <a href="${escapeHtml(c.action.url)}">${escapeHtml(c.action.url)}</a></p>`
    : ''
}
${c.footnote ? `<p style="font-size:13px;color:#4b5563">${escapeHtml(c.footnote)}</p>` : ''}
</td></tr></table>
</td></tr></table>
</body>
</html>`;
  return { to: c.to, subject: c.subject, text, html };
}
