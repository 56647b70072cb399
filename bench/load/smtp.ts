import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server on loopback that keeps every message it accepts, as the mailer's integration test
 * does (apps/api/src/platform/mail/mailer.int.test.ts): the API processes deliver to it through
 * SMTP_URL, so an email sent twice (two processes working one queue job) is counted twice here.
 */

export type ReceivedMail = { to: string; subject: string; text: string; at: number };

/** Quoted-printable soft line breaks and escapes undone, so a link reads whole. */
const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const headerOf = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // Folded header lines continue with whitespace.
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
};

export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = chunks.map((c) => c.toString('utf8')).join('');
        const subject = headerOf(raw, 'Subject');
        const text = decodeQuotedPrintable(raw);
        for (const r of session.envelope.rcptTo) received.push({ to: r.address.toLowerCase(), subject, text, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** The messages to `to` whose subject matches. */
    to: (to: string, subject?: RegExp) =>
      received.filter((m) => m.to === to.toLowerCase() && (!subject || subject.test(m.subject))),
    /** Waits for the first message to `to` with a matching subject (the queue delivers within seconds). */
    async waitFor(to: string, subject: RegExp, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = this.to(to, subject)[0];
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to} within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;
