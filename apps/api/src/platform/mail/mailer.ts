import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '#api/db/client.js';
import { devMails } from '#api/db/schema/index.js';
import type { Metrics } from '../metrics.js';
import type { Queue } from '../queue/queue.js';

/** A file sent with a message; `content` is text (an iCalendar invitation), queued as it is. */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

export interface Mailer {
  /** 'smtp' delivers for real; 'dev-mailbox' keeps messages in the database for /dev/mailbox. */
  readonly transport: 'smtp' | 'dev-mailbox';
  /** Queues the message; the queue delivers it and retries until it goes through. */
  send(message: MailMessage): Promise<void>;
}

const MAIL_JOB = 'mail.send';

/**
 * Header values on one line: a line break in a recipient or subject would start a header of its
 * own (Bcc:, a second body) in the message that goes out. Control characters go with them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();

export async function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  queue: Queue;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'emailDelivered' | 'emailFailed'>;
  /** The deployment's key for the recipient's hash in the log line. */
  logKey: string;
}): Promise<Mailer> {
  // The log names no recipient (an erased person's address must not outlive them in the logs), only
  // a keyed hash of it: the same address gives the same value, so one person's mail can still be
  // followed, and the value cannot be turned back into the address without the key.
  const recipientHash = (to: string) =>
    createHmac('sha256', opts.logKey).update(`mail-recipient|${to.toLowerCase()}`).digest('hex').slice(0, 32);
  const smtp = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  const deliver = async (queued: MailMessage) => {
    const m = { ...queued, to: oneLine(queued.to), subject: oneLine(queued.subject) };
    let messageId: string | undefined;
    if (smtp) {
      const sent = await smtp.sendMail({
        from: opts.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      messageId = sent.messageId;
    } else {
      await opts.db.insert(devMails).values({ from: opts.from, ...m, attachments: m.attachments ?? [] });
    }
    // No subject either: some name the person the mail is about.
    opts.log.info({ recipient: recipientHash(m.to), messageId }, 'email delivered');
  };
  await opts.queue.work<MailMessage>(MAIL_JOB, async (message) => {
    try {
      await deliver(message);
      opts.metrics.emailDelivered();
    } catch (err) {
      // Counted, then left to the queue, which retries it.
      opts.metrics.emailFailed();
      throw err;
    }
  });
  return {
    transport: smtp ? 'smtp' : 'dev-mailbox',
    send: (message) => opts.queue.send(MAIL_JOB, message),
  };
}
