/**
 * Retention that runs by itself (docs/PRIVACY.md): each company's period, the notice 30 days
 * before with its "keep my data" link, the legal hold, anonymisation, and inactive accounts.
 */
import { MESSAGES, PRIVACY_MESSAGES, RETENTION_MONTHS } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, jobApplications, users } from '#api/db/schema/index.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, json, secretFromLink, waitForMail } from '#test/helpers.js';
import { applicant, publishedJob, queueSettled } from '#test/pipeline-helpers.js';
import { runRetention } from './privacy.retention.service.js';
import { RETENTION_QUEUE } from './privacy.workers.js';

const app = await createTestApp();
afterAll(() => app.close());
// The day's run queued at start goes first: the runs below are the test's own.
beforeAll(() => queueSettled(app, [RETENTION_QUEUE]));

const settings = (method: 'GET' | 'PATCH', companyId: string, token: string, body?: unknown) =>
  app.inject(json(method, `/api/company/${companyId}/privacy-settings`, body, token));
const hold = (companyId: string, applicationId: string, token: string, legalHold: boolean) =>
  app.inject(json('PATCH', `/api/company/${companyId}/applications/${applicationId}/legal-hold`, { legalHold }, token));
const keep = (secretKey: string) => app.inject(json('POST', '/api/privacy/keep', { secretKey }));

describe("a company's privacy settings", () => {
  it('keeps applicants 24 months by default; the owner sets 6 to 36', async () => {
    const owner = await approvedCompany(app);
    expect((await settings('GET', owner.companyId, owner.token)).json()).toEqual({ retentionMonths: RETENTION_MONTHS.default });
    const six = await settings('PATCH', owner.companyId, owner.token, { retentionMonths: 6 });
    expect(six.statusCode, six.body).toBe(200);
    expect(six.json()).toEqual({ retentionMonths: 6 });
    for (const retentionMonths of [5, 37, 12.5]) {
      const res = await settings('PATCH', owner.companyId, owner.token, { retentionMonths });
      expect(res.statusCode).toBe(422);
      expect(detailsOf(res).retentionMonths).toBe(PRIVACY_MESSAGES.retentionRange);
    }
    expect((await settings('GET', owner.companyId, owner.token)).json()).toEqual({ retentionMonths: 6 });
    const entries = await app.inject(json('GET', `/api/company/${owner.companyId}/audit-log`, undefined, owner.token));
    expect(entries.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'company.retention_changed', details: { retentionMonths: 6 } })]),
    );
  });
});

describe('the retention run', () => {
  /** A company keeping 6 months, a closed job and its applicants, all last active `monthsAgo` months back. */
  async function world(monthsAgo: number, names: string[]) {
    const owner = await approvedCompany(app, { companyName: 'Harbor Freight Co' });
    await settings('PATCH', owner.companyId, owner.token, { retentionMonths: 6 });
    const job = await publishedJob(app, owner, 'Dock Planner');
    const people = [];
    for (const name of names) people.push(await applicant(app, job, { name }));
    const back = sql`now() - make_interval(months => ${monthsAgo})`;
    await app.db.execute(sql`update company_jobs set job_status = 'Completed', updated_at = ${back}, expired_at = ${back}
      where id = ${job.id}`);
    await app.db.execute(
      sql`update job_applications set created_at = ${back}, updated_at = ${back} where company_job_id = ${job.id}`,
    );
    return { owner, job, people };
  }
  const applicationRow = async (id: string) => {
    const [row] = await app.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    return row;
  };
  const backdateNotice = (id: string, days: number) =>
    app.db.execute(
      sql`update job_applications set retention_notice_sent_at = now() - make_interval(days => ${days}) where id = ${id}`,
    );

  it('tells the candidate 30 days before, once; a hold stops it; past the notice the application is anonymised, once', async () => {
    const { owner, people } = await world(6, ['Ada Ashore', 'Ben Bollard']);
    const [ada, ben] = people as [(typeof people)[number], (typeof people)[number]];
    const held = await hold(owner.companyId, ben.applicationId, owner.token, true);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({ legalHold: true });

    const since = new Date();
    await runRetention(app.ctx);
    const notice = await waitForMail(app, ada.email, { subject: /will be anonymised/, after: since });
    expect(notice.text).toContain('Dock Planner at Harbor Freight Co');
    expect((await applicationRow(ada.applicationId))?.retentionNoticeSentAt).not.toBeNull();
    expect((await applicationRow(ben.applicationId))?.retentionNoticeSentAt).toBeNull();

    // A second run the same day: no second notice, nothing anonymised yet.
    const again = await runRetention(app.ctx);
    expect(again).toMatchObject({ candidatesTold: 0, noticesRenewed: 0, anonymised: 0, more: false });
    expect((await applicationRow(ada.applicationId))?.anonymisedAt).toBeNull();

    // 30 days on, with no new activity: anonymised; the company keeps the row and reads no one.
    await backdateNotice(ada.applicationId, 31);
    expect(await runRetention(app.ctx)).toMatchObject({ anonymised: 1 });
    const row = await applicationRow(ada.applicationId);
    expect(row?.anonymisedAt).not.toBeNull();
    expect(row?.candidateCity).toBeNull();
    expect(await runRetention(app.ctx)).toMatchObject({ anonymised: 0 });
    expect((await applicationRow(ben.applicationId))?.anonymisedAt).toBeNull();
    // Nothing about the candidate can be added to it again: a note, an interview, a message.
    const refused = [
      await app.inject(
        json('POST', `/api/job-applications/${ada.applicationId}/job-application-notes`, { note: 'Call back' }, owner.token),
      ),
      await app.inject(
        json(
          'POST',
          `/api/job-applications/${ada.applicationId}/interviews`,
          { interviewType: 'Remote', link: 'https://meet.example.com/x', date: '2027-03-01', startTime: '10:00', endTime: 30 },
          owner.token,
        ),
      ),
      await app.inject(
        json(
          'POST',
          '/api/chat-start',
          { candidateId: ada.candidateId, companyId: owner.companyId, jobApplicationId: ada.applicationId, content: 'Hello' },
          owner.token,
        ),
      ),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(MESSAGES.applicationAnonymised);
    }
    const audit = await app.inject(json('GET', `/api/company/${owner.companyId}/audit-log`, undefined, owner.token));
    expect(audit.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'application.legal_hold_changed',
          entityId: ben.applicationId,
          details: { legalHold: true },
        }),
      ]),
    );
  });

  it("keeps the data of a candidate who follows the notice's link, and restarts a notice overtaken by activity", async () => {
    const { owner, people } = await world(6, ['Cleo Quay', 'Dev Dockside']);
    const [cleo, dev] = people as [(typeof people)[number], (typeof people)[number]];
    const since = new Date();
    // A batch of one: one candidate told, and the run says there is more; the next run tells the other.
    expect(await runRetention(app.ctx, new Date(), 1)).toMatchObject({ candidatesTold: 1, more: true });
    expect(await runRetention(app.ctx)).toMatchObject({ candidatesTold: 1, more: false });
    const mail = await waitForMail(app, cleo.email, { subject: /will be anonymised/, after: since });
    const secret = secretFromLink(mail.text, '/privacy/keep');
    const kept = await keep(secret);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ message: PRIVACY_MESSAGES.dataKept });
    const row = await applicationRow(cleo.applicationId);
    expect(row?.retentionNoticeSentAt).toBeNull();
    expect(row?.retainedAt).not.toBeNull();
    const used = await keep(secret);
    expect(used.statusCode).toBe(400);
    expect(used.json().error.message).toBe(PRIVACY_MESSAGES.keepLinkInvalid);

    // New activity after the notice (the company moved the application on): the notice lapses.
    await backdateNotice(dev.applicationId, 31);
    const moved = await app.inject(
      json(
        'PATCH',
        `/api/job-applications/${dev.applicationId}/candidate-job-status`,
        { applicationStatus: 'Contacted' },
        owner.token,
      ),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await runRetention(app.ctx);
    expect((await applicationRow(dev.applicationId))?.retentionNoticeSentAt).toBeNull();
    expect((await applicationRow(dev.applicationId))?.anonymisedAt).toBeNull();
    expect((await applicationRow(cleo.applicationId))?.anonymisedAt).toBeNull();
  });

  it('answers 404 for a hold on another company’s application, and 422 outside the rules', async () => {
    const { owner, people } = await world(1, ['Eve Estuary']);
    const stranger = await approvedCompany(app);
    const application = people[0]?.applicationId as string;
    expect((await hold(stranger.companyId, application, stranger.token, true)).statusCode).toBe(404);
    expect((await hold(owner.companyId, application, stranger.token, true)).statusCode).toBe(404);
    const bad = await app.inject(
      json('PATCH', `/api/company/${owner.companyId}/applications/${application}/legal-hold`, { legalHold: 'yes' }, owner.token),
    );
    expect(bad.statusCode).toBe(422);
  });

  it('tells a candidate unseen for 36 months, and erases the account if they stay away; one who returns is kept', async () => {
    const { people } = await world(1, ['Finn Faraway', 'Gail Gangway']);
    const [finn, gail] = people as [(typeof people)[number], (typeof people)[number]];
    for (const p of [finn, gail])
      await app.db.execute(sql`update users set last_signed_in_at = now() - interval '37 months' where email = ${p.email}`);
    const since = new Date();
    await runRetention(app.ctx);
    await waitForMail(app, finn.email, { subject: /will be erased/, after: since });
    await waitForMail(app, gail.email, { subject: /will be erased/, after: since });
    await app.db.execute(sql`update candidates set inactivity_notice_sent_at = now() - interval '31 days'
      where id in (${finn.candidateId}, ${gail.candidateId})`);
    // Gail signs in again.
    const signIn = await app.inject(json('POST', '/api/user/login', { email: gail.email, password: gail.password }));
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await runRetention(app.ctx)).toMatchObject({ inactiveErased: 1 });
    const erased = async (candidateId: string) =>
      (await app.db.select({ at: candidates.erasedAt }).from(candidates).where(eq(candidates.id, candidateId)))[0]?.at;
    expect(await erased(finn.candidateId)).not.toBeNull();
    expect(await erased(gail.candidateId)).toBeNull();
    const [gailUser] = await app.db
      .select({ notice: candidates.inactivityNoticeSentAt })
      .from(candidates)
      .where(eq(candidates.id, gail.candidateId));
    expect(gailUser?.notice).toBeNull();
    expect(await runRetention(app.ctx)).toMatchObject({ inactiveErased: 0, inactiveTold: 0 });
    // Finn can no longer sign in.
    const [finnUser] = await app.db.select({ email: users.email }).from(users).where(eq(users.email, finn.email));
    expect(finnUser).toBeUndefined();
  });
});
