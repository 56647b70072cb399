import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devMails } from '#api/db/schema/index.js';
import { localClientsOnly, type Reach } from './deployment.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Talentdeck</title>
<style>
body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f5f7fb;color:#1f2937}
header{background:#1d4ed8;color:#fff;padding:16px 24px}header a{color:#fff}
main{max-width:960px;margin:24px auto;padding:0 16px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:10px;border-bottom:1px solid #e5e7eb}
a{color:#1d4ed8}.note{color:#4b5563}.mail{background:#fff;border:1px solid #e5e7eb;padding:16px}
</style></head><body><header><strong>Talentdeck</strong> · <a href="/dev/mailbox">Development mailbox</a></header>
<main>${body}</main></body></html>`;

/**
 * The mailbox of a laptop install: every email the product sends, readable with clickable links.
 * Registered only when no SMTP server is configured, in laptop mode (for this machine's clients
 * only) or on a server that opted in with ALLOW_DEV_MAILBOX.
 */
export async function registerDevMailbox(app: FastifyInstance, reach: Exclude<Reach, 'off'>) {
  const { db } = app.ctx;
  const onRequest = localClientsOnly(reach);
  const list = () => db.select().from(devMails).orderBy(desc(devMails.createdAt)).limit(200);

  app.get('/dev/mailbox.json', { onRequest, schema: { hide: true } }, async () => list());

  app.get('/dev/mailbox', { onRequest, schema: { hide: true } }, async (_req, reply) => {
    const mails = await list();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    const body = `<h1>Development mailbox</h1>
<p class="note">No SMTP server is configured (SMTP_URL), so emails are kept here instead of being sent. Newest first.</p>
${mails.length ? `<table><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No emails yet.</p>'}`;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page('Development mailbox', body);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { onRequest, schema: { hide: true } }, async (req, reply) => {
    // The API's own uuid rule: anything looser (36 dashes) would reach the query and fail it.
    const id = z.uuid().safeParse(req.params.id).success ? req.params.id : undefined;
    const [mail] = id ? await db.select().from(devMails).where(eq(devMails.id, id)).limit(1) : [];
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!mail)
      return reply
        .status(404)
        .send(page('Not found', '<h1>Email not found</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
    // The email's own HTML is ours (built by composeEmail with escaped values), shown as sent.
    const inner = mail.html.replace(/^[\s\S]*?<body[^>]*>/i, '').replace(/<\/body>[\s\S]*$/i, '');
    const body = `<p><a href="/dev/mailbox">← All emails</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p class="note">To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · ${escapeHtml(mail.createdAt.toISOString())}</p>
<div class="mail">${inner}</div>${attachmentsHtml(mail.attachments)}`;
    return page(mail.subject, body);
  });
}

/** The files sent with an email (an interview's .ics), shown as text under it. */
function attachmentsHtml(files: { filename: string; contentType: string; content: string }[]) {
  if (!files.length) return '';
  const items = files
    .map(
      (f) =>
        `<details><summary>${escapeHtml(f.filename)} (${escapeHtml(f.contentType)})</summary><pre>${escapeHtml(f.content)}</pre></details>`,
    )
    .join('');
  return `<h2>Attachments</h2>${items}`;
}
