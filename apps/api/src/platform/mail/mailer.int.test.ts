import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, validSignUp } from '#test/helpers.js';

/** With SMTP_URL set, emails leave through SMTP and the development mailbox is gone. */
describe('mail over SMTP', () => {
  const received: { to: string[]; data: string }[] = [];
  let failNext = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        // The first delivery fails as a busy server would; the queue must retry it.
        if (failNext-- > 0) return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await createTestApp(
      { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, logLevel: 'info' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the verification email, retrying after a temporary failure', async () => {
    const body = validSignUp();
    expect((await app.inject(json('POST', '/api/user/createCompany', body))).statusCode).toBe(200);
    const deadline = Date.now() + 20_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([body.email]);
    expect(received[0]?.data).toContain('Subject: Verify your email for Talentdeck');
    // The log line names no recipient: a keyed hash of the address, and the message's id.
    const delivered = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'email delivered');
    expect(delivered).toMatchObject({ recipient: expect.stringMatching(/^[0-9a-f]{32}$/), messageId: expect.any(String) });
    const [local] = body.email.split('@');
    expect(logLines.join('\n')).not.toContain(local);
  });

  it('sends a queued attachment (an interview invitation) as a text/calendar part', async () => {
    const before = received.length;
    await app.ctx.mailer.send({
      to: 'maya@example.com',
      subject: 'Interview invitation',
      text: 'See the attached invitation.',
      html: '<p>See the attached invitation.</p>',
      attachments: [
        {
          filename: 'interview.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
        },
      ],
    });
    const deadline = Date.now() + 20_000;
    while (received.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const data = received.at(-1)?.data ?? '';
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(data).toContain('filename=interview.ics');
  });

  it('does not expose the development mailbox', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/public-config' })).json().devMailbox).toBe(false);
  });
});
