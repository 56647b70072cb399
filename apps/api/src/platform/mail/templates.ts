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
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#1d4ed8;padding-bottom:24px">Talentdeck</td></tr>
<tr><td style="font-size:16px;line-height:24px">
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
</td></tr></table></td></tr></table></body></html>`;
  return { to: c.to, subject: c.subject, text, html };
}
