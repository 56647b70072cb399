import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, devMails } from '#api/db/schema/index.js';
import { runRetention } from '#api/modules/privacy/privacy.retention.service.js';
import { RETENTION_QUEUE } from '#api/modules/privacy/privacy.workers.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany, billingClient, type Company, TEST_CARDS } from '#test/billing-helpers.js';
import { emailHtmlProblems } from '#test/email-html.js';
import { createTestApp, json, signUpCandidateVerified, signUpVerified, uniqueEmail, waitForMail } from '#test/helpers.js';
import { applicant, type PublishedJob, publishedJob, queueSettled } from '#test/pipeline-helpers.js';
import { signInAdmin } from '#test/realtime-helpers.js';

/**
 * Every kind of email the product sends (issue 31), made by the flow that sends it and read from
 * the development mailbox after the queue delivered it (the real sending path, not the template
 * called by hand), is a complete, valid HTML5 document titled with its subject, with none of HTML's
 * obsolete presentational markup (`test/email-html.ts` says what is checked). The names typed by
 * users carry markup characters, so that the subject in the title and the body are seen escaped.
 */

/** Where each email is composed: one `composeEmail(` call a kind. A new call fails the last test until it is covered here. */
const COMPOSED_IN = {
  'modules/accounts/accounts.emails.ts': ['verification', 'password reset', 'email change code'],
  'modules/admin/admin.emails.ts': ['company approved'],
  'modules/billing/billing.emails.ts': ['receipt'],
  'modules/collaborators/collaborators.emails.ts': ['collaborator invitation'],
  'modules/conversations/interviews.mail.ts': ['interview'],
  'modules/privacy/privacy.emails.ts': ['retention notice', 'inactivity notice'],
} as const;
type Kind = (typeof COMPOSED_IN)[keyof typeof COMPOSED_IN][number];

type Mail = typeof devMails.$inferSelect;

const MARKUP = `R&D <Lead> "Q" 's`;

let app: FastifyInstance;
let owner: Company;
let job: PublishedJob;
let candidate: Awaited<ReturnType<typeof applicant>>;
const api = testClient(() => app);
/** The emails the tests below read, by kind; the last test checks every kind was read. */
const checked = new Map<Kind, Mail[]>();

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app, { name: `Ann ${MARKUP}`, companyName: `Brook & Sons ${MARKUP}` });
  job = await publishedJob(app, owner, `Platform Engineer ${MARKUP}`);
  candidate = await applicant(app, job, { name: `Maya ${MARKUP}` });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function expectValid(kind: Kind, mail: Mail) {
  expect(await emailHtmlProblems(mail), `${kind}: ${mail.subject}`).toEqual([]);
  checked.set(kind, [...(checked.get(kind) ?? []), mail]);
}

describe('every kind of email is a valid HTML5 document titled with its subject', () => {
  it('verification, at a company’s and at a candidate’s sign-up', async () => {
    await expectValid('verification', await waitForMail(app, owner.email, { subject: /Verify your email/ }));
    await expectValid('verification', await waitForMail(app, candidate.email, { subject: /Verify your email/ }));
  });

  it('password reset', async () => {
    const res = await app.inject(json('POST', '/api/user/forgetPasswordEmail', { email: owner.email }));
    expect(res.statusCode, res.body).toBe(200);
    await expectValid('password reset', await waitForMail(app, owner.email, { subject: /Reset/ }));
  });

  it('email change code', async () => {
    const newEmail = uniqueEmail('new');
    const res = await app.inject(
      json('POST', `/api/user/${owner.profile.userId}/updateEmail`, { new_email: newEmail }, owner.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectValid('email change code', await waitForMail(app, newEmail, { subject: /code/ }));
  });

  it('company approved', async () => {
    const waiting = await signUpVerified(app, { companyName: `Waiting ${MARKUP}` });
    await app.db.update(companies).set({ isSignUpProcessCompleted: true }).where(eq(companies.id, waiting.profile.id));
    const admin = await signInAdmin(app);
    const res = await app.inject(json('PATCH', `/api/admin/companies/${waiting.profile.id}`, { isAllowed: true }, admin.token));
    expect(res.statusCode, res.body).toBe(200);
    await expectValid('company approved', await waitForMail(app, waiting.email, { subject: /approved/ }));
  });

  it('receipt', async () => {
    const packages = (await app.inject(json('GET', '/api/packages'))).json() as { id: string; packageName: string }[];
    const starter = packages.find((p) => p.packageName === 'Starter')?.id as string;
    const billing = billingClient(app, owner.token);
    const intent = await billing.intent(owner.companyId, starter);
    const paid = await billing.pay(intent.body.sessionId, TEST_CARDS.success);
    expect((await billing.accept(owner.companyId, starter, paid.body.transactionId)).status).toBe(200);
    await expectValid('receipt', await waitForMail(app, owner.email, { subject: /receipt/ }));
  });

  it('collaborator invitation', async () => {
    const email = uniqueEmail('cara');
    await api.ok.post('/api/company/{id}/invite_collaborator', {
      params: { id: owner.companyId },
      token: owner.token,
      body: { name: `Cara ${MARKUP}`, email },
    });
    await expectValid('collaborator invitation', await waitForMail(app, email, { subject: /invited/ }));
  });

  it('interview: the invitation, the update and the cancellation', async () => {
    const remote = { interviewType: 'Remote' as const, link: 'https://meet.example.com/abc?a=1&b=2', endTime: 45 };
    let since = new Date(Date.now() - 1000);
    const interview = await api.ok.post('/api/job-applications/{id}/interviews', {
      params: { id: candidate.applicationId },
      token: owner.token,
      body: { ...remote, date: '2027-01-15', startTime: '10:30', companyId: owner.companyId, candidateId: candidate.candidateId },
    });
    const invitation = await waitForMail(app, candidate.email, { subject: /Interview invitation/, after: since });
    // The job title and the company name are in the subject, so in the title: escaped there too.
    expect(invitation.subject).toBe(`Interview invitation: ${job.jobTitle} at ${owner.companyName}`);
    await expectValid('interview', invitation);

    since = new Date();
    await api.ok.patch('/api/interview-reschedule/{id}', {
      params: { id: interview.id },
      token: owner.token,
      body: { ...remote, date: '2027-01-16', startTime: '11:00' },
    });
    await expectValid('interview', await waitForMail(app, candidate.email, { subject: /Interview rescheduled/, after: since }));

    since = new Date();
    await api.ok.patch('/api/interview/{id}', { params: { id: interview.id }, token: owner.token, body: { isDeleted: true } });
    await expectValid('interview', await waitForMail(app, candidate.email, { subject: /Interview cancelled/, after: since }));
  });

  it('retention: the notice of applications to be anonymised, and of an unused account to be erased', async () => {
    await queueSettled(app, [RETENTION_QUEUE]);
    const closed = await publishedJob(app, owner, `Closed Role ${MARKUP}`);
    const former = await applicant(app, closed, { name: `Noor ${MARKUP}` });
    await app.db.execute(sql`update company_jobs set job_status = 'Completed', updated_at = now() - interval '24 months',
      expired_at = now() - interval '24 months' where id = ${closed.id}`);
    await app.db.execute(
      sql`update job_applications set created_at = now() - interval '24 months' where id = ${former.applicationId}`,
    );
    const away = await signUpCandidateVerified(app, { name: `Idris ${MARKUP}` });
    await app.db.execute(sql`update users set last_signed_in_at = now() - interval '37 months' where email = ${away.email}`);
    const since = new Date();
    await runRetention(app.ctx);
    await expectValid('retention notice', await waitForMail(app, former.email, { subject: /anonymised/, after: since }));
    await expectValid('inactivity notice', await waitForMail(app, away.email, { subject: /will be erased/, after: since }));
  });

  it('the development mailbox shows an email’s body in its own page, without the email’s head', async () => {
    const mail = await waitForMail(app, candidate.email, { subject: /Interview invitation/ });
    const page = await app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}` });
    expect(page.statusCode).toBe(200);
    // The email's head (its title, its charset) is not carried into the page: one of each.
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/<meta charset/g)).toHaveLength(1);
    expect(page.body).toContain('<p>Hello Maya R&amp;D &lt;Lead&gt; &quot;Q&quot; &#39;s,</p>');
  });

  it('covers every kind the product composes, and every email this app sent is valid', async () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const calls: Record<string, number> = {};
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('templates.ts')) continue;
      const count = readFileSync(path.join(src, file), 'utf8').split('composeEmail(').length - 1;
      if (count) calls[file.split(path.sep).join('/')] = count;
    }
    expect(calls).toEqual(Object.fromEntries(Object.entries(COMPOSED_IN).map(([file, kinds]) => [file, kinds.length])));
    const kinds = Object.values(COMPOSED_IN).flat();
    expect(kinds).toHaveLength(9);
    expect([...checked.keys()].sort()).toEqual([...kinds].sort());

    // Nothing else went out past these checks (a second email a flow sends, a kind sent without composeEmail).
    const sent = await app.db.select().from(devMails);
    expect(sent.length).toBeGreaterThan(kinds.length);
    for (const mail of sent) expect(await emailHtmlProblems(mail), mail.subject).toEqual([]);
  });
});
