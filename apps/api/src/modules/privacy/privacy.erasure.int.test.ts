import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuditEntry, ERASURE, erasedEmail, MESSAGES, type SkillTest } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/client.js';
import { notifications, users } from '#api/db/schema/index.js';
import { inTransaction } from '#api/platform/context.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, errorOf, json } from '#test/helpers.js';
import { multipart } from '#test/multipart.js';
import { applicant, joinedCollaborator, publishedJob, saveCandidateProfile } from '#test/pipeline-helpers.js';
import { anonymiseApplications, eraseCandidate } from './privacy.erasure.service.js';

// Uploads of this suite's own, so that the search of the uploads sees no other suite's files.
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'erasure-uploads-'));
const app = await createTestApp({ uploadsDir });
afterAll(() => app.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
  app.inject(json(method, url, body, token));
const ok = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
  const res = await inject(method, url, token, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
const erase = (token: string | undefined, password: string) =>
  inject('POST', '/api/candidate-app/privacy/erase', token, { password });

/** Waits until the queued erasure has emptied the user row (the queue runs within the app). */
async function erasureDone(userId: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email === erasedEmail(userId)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the erasure did not complete');
}

/**
 * Every row of the database as text: `pg_dump` of the test's own database on a PostgreSQL server,
 * or, on the embedded database (no pg_dump can reach it), every row of every table of every schema.
 */
async function dumpDatabase(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const [{ name } = { name: '' }] = rowsOf<{ name: string }>(await app.db.execute(sql`select current_database() as name`));
    const own = new URL(url);
    own.pathname = `/${name}`;
    return execFileSync('pg_dump', ['--data-only', own.toString()], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  }
  const tables = rowsOf<{ s: string; t: string }>(
    await app.db.execute(sql`select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  expect(tables.length).toBeGreaterThan(40);
  const parts: string[] = [];
  for (const { s, t } of tables) {
    const rows = rowsOf<{ row: string }>(
      await app.db.execute(sql`select x::text as row from ${sql.identifier(s)}.${sql.identifier(t)} x`),
    );
    parts.push(`-- ${s}.${t}`, ...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** Every file of the uploads, its name and its bytes as text. */
const dumpUploads = () =>
  readdirSync(uploadsDir)
    .map((f) => `${f}\n${readFileSync(path.join(uploadsDir, f)).toString('latin1')}`)
    .join('\n');

describe("a candidate's erasure of their account", () => {
  it('refuses a wrong password with 403 and changes nothing; with the right one answers 202, and the account cannot sign in', async () => {
    const owner = await approvedCompany(app);
    const job = await publishedJob(app, owner, 'Support Engineer');
    const noah = await applicant(app, job, { name: 'Noah Berg' });

    const wrong = await erase(noah.token, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).message).toBe(MESSAGES.erasurePasswordWrong);
    expect((await inject('GET', '/api/candidate-app/profile', noah.token)).statusCode).toBe(200);
    // A company user is no candidate: the answer of a missing row.
    expect((await erase(owner.token, owner.password)).statusCode).toBe(404);

    const done = await erase(noah.token, noah.password);
    expect(done.statusCode, done.body).toBe(202);
    expect(done.json()).toEqual({ message: MESSAGES.accountErasing });
    expect(String(done.headers['set-cookie'])).toMatch(/td_session=;/);
    // The session is gone at once, and signing in answers as for wrong credentials.
    expect((await inject('GET', '/api/candidate-app/profile', noah.token)).statusCode).toBe(401);
    const signIn = await inject('POST', '/api/user/login', undefined, { email: noah.email, password: noah.password });
    expect(signIn.statusCode).toBe(401);
    expect(errorOf(signIn).code).toBe('INVALID_CREDENTIALS');
    await erasureDone(noah.profile.userId);
  });

  it('leaves nothing of a candidate who applied, answered, chatted, took a test, was noted and interviewed; the companies keep their counts', async () => {
    const owner = await approvedCompany(app, { companyName: 'Northwind Labs' });
    const job = await publishedJob(app, owner, 'Backend Engineer', ['Why this role?']);
    const cleo = await joinedCollaborator(app, owner, 'Cleo Park');
    const phone = '+44 7700 900123';
    const about = `Zephyrine builds resilient payment systems; call me on ${phone}.`;
    const maya = await applicant(app, job, { name: 'Zephyrine Okonkwo-Vale' });
    const other = await applicant(app, job, { name: 'Ola Berg' });

    // A picture of their own, uploaded and named by the profile.
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 7, g: 99, b: 201 } } })
      .png()
      .toBuffer();
    const body = await multipart([{ name: 'me.png', type: 'image/png', bytes: picture }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/attachments/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${maya.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url: pictureUrl } = uploaded.json() as { url: string };
    const pictureFile = path.basename(pictureUrl);
    const pictureBytes = readFileSync(path.join(uploadsDir, pictureFile)).toString('latin1');
    await saveCandidateProfile(app, maya.token, { aboutYou: about, profilePicture: pictureUrl });

    const [test] = (await ok('GET', '/api/candidate-app/tests', maya.token)) as SkillTest[];
    if (!test) throw new Error('no test seeded');
    await ok('POST', `/api/candidate-app/tests/${test.id}/attempt`, maya.token, {
      answers: [{ questionId: test.questions[0]?.id, optionId: null }],
    });
    await ok('POST', '/api/chat-start', owner.token, {
      candidateId: maya.candidateId,
      companyId: owner.companyId,
      jobApplicationId: maya.applicationId,
      content: 'Hello Zephyrine, thanks for applying!',
    });
    const [session] = (await ok('GET', '/api/candidate-app/chat-sessions', maya.token)) as { id: string }[];
    if (!session) throw new Error('no chat session');
    await ok('POST', '/api/candidate-app/chats', maya.token, {
      chatSessionId: session.id,
      content: `Happy to talk, my number is ${phone}`,
    });
    await ok('POST', `/api/job-applications/${maya.applicationId}/job-application-notes`, cleo.token, {
      note: 'Zephyrine knows idempotency well',
    });
    await ok('POST', `/api/job-applications/${maya.applicationId}/interviews`, owner.token, {
      date: '2027-01-15',
      startTime: '10:30',
      endTime: '45',
      interviewType: 'Remote',
      link: 'https://meet.example.com/zephyrine',
      companyId: owner.companyId,
      candidateId: maya.candidateId,
      isDeleted: false,
    });

    const countsOf = async () => ({
      applications: await ok('GET', `/api/company-jobs/${job.id}/application-counts`, owner.token),
      industries: await ok('GET', `/api/job-Application-stats-by-industry/${owner.companyId}`, owner.token),
      cities: await ok('GET', `/api/company/company-jobs-by-cities?companyId=${owner.companyId}`, owner.token),
    });
    const before = await countsOf();

    expect((await erase(maya.token, maya.password)).statusCode).toBe(202);
    await erasureDone(maya.profile.userId);

    // Nothing of the person in the database or the uploads.
    const dump = await dumpDatabase();
    const uploads = dumpUploads();
    const traces = [maya.name, 'Zephyrine', 'Okonkwo', maya.email, phone, about, pictureFile];
    for (const trace of traces) {
      expect(dump.toLowerCase().includes(trace.toLowerCase()), `the database holds ${trace}`).toBe(false);
      expect(uploads.includes(trace), `the uploads hold ${trace}`).toBe(false);
    }
    expect(uploads.includes(pictureBytes)).toBe(false);
    // The other applicant is untouched: the search above could find a name.
    expect(dump).toContain('Ola Berg');

    // The companies' counts hold.
    expect(await countsOf()).toEqual(before);

    // The company reads an erased candidate, and the messages they wrote as deleted.
    const applicants = (await ok('GET', `/api/company-jobs/${job.id}/job-applications`, owner.token)) as {
      id: string;
      candidate: { erased: boolean; profilePicture: string | null; user: { name: string } };
    }[];
    const erased = applicants.find((a) => a.id === maya.applicationId);
    expect(erased?.candidate).toMatchObject({ erased: true, profilePicture: null, user: { name: ERASURE.candidateName } });
    expect(applicants.find((a) => a.id === other.applicationId)?.candidate).toMatchObject({ erased: false });
    const detail = await ok('GET', `/api/job-applications/${maya.applicationId}`, owner.token);
    expect(detail.candidate).toMatchObject({ erased: true, user: { name: ERASURE.candidateName } });
    const chats = (await ok('GET', `/api/chat-sessions/${session.id}/chats`, owner.token)) as {
      content: string;
      fromUser: string;
    }[];
    expect(chats.filter((c) => c.fromUser === 'Candidate').map((c) => c.content)).toEqual([ERASURE.messageDeleted]);
    expect(chats.map((c) => c.content)).toContain(`Hello ${ERASURE.nameDeleted}, thanks for applying!`);

    const sessions = (await ok('GET', '/api/chat-sessions', owner.token)) as {
      id: string;
      candidate: { erased: boolean; profilePicture: string | null; user: { name: string } };
    }[];
    expect(sessions.find((x) => x.id === session.id)?.candidate).toMatchObject({
      erased: true,
      profilePicture: null,
      user: { name: ERASURE.candidateName },
    });
    const interviews = (await ok('GET', `/api/company-jobs/${job.id}/interviews`, owner.token)) as {
      link: string | null;
      jobApplication: { candidate: { erased: boolean; user: { name: string } } };
    }[];
    expect(interviews.map((i) => [i.link, i.jobApplication.candidate])).toEqual([
      [null, expect.objectContaining({ erased: true, user: { id: maya.profile.userId, name: ERASURE.candidateName } })],
    ]);

    // The company is told, in its bell and its audit log, naming no one.
    const bell = await app.db.select().from(notifications).where(eq(notifications.companyId, owner.companyId));
    expect(bell.filter((n) => n.content === ERASURE.companyNotice)).toHaveLength(1);
    const log = await ok(
      'GET',
      `/api/company/${owner.companyId}/audit-log?filter=${encodeURIComponent(JSON.stringify({ where: { action: 'candidate.erased' } }))}`,
      owner.token,
    );
    expect(log as AuditEntry[]).toEqual([
      expect.objectContaining({
        actorName: 'Candidate',
        actorType: 'Candidate',
        entityType: 'candidate',
        entityId: maya.candidateId,
      }),
    ]);

    // Running it again is harmless: nothing changes, no one is told twice.
    await eraseCandidate(app.ctx, maya.candidateId);
    expect(await countsOf()).toEqual(before);
    const bellAgain = await app.db.select().from(notifications).where(eq(notifications.companyId, owner.companyId));
    expect(bellAgain.filter((n) => n.content === ERASURE.companyNotice)).toHaveLength(1);
    expect((await dumpDatabase()).includes('Zephyrine')).toBe(false);
  });

  it("anonymises an application past retention for its company alone, leaving the candidate's account", async () => {
    const owner = await approvedCompany(app);
    const job = await publishedJob(app, owner, 'Product Designer', ['Which tools?']);
    const nora = await applicant(app, job, { name: 'Nora Vance' });
    await ok('POST', '/api/chat-start', owner.token, {
      candidateId: nora.candidateId,
      companyId: owner.companyId,
      jobApplicationId: nora.applicationId,
      content: 'Hi Nora, are you free on Monday?',
    });
    const [session] = (await ok('GET', '/api/candidate-app/chat-sessions', nora.token)) as { id: string }[];
    if (!session) throw new Error('no chat session');
    await ok('POST', '/api/candidate-app/chats', nora.token, { chatSessionId: session.id, content: 'Yes, Monday works' });

    await inTransaction(app.ctx, (tx) => anonymiseApplications(tx.db, [nora.applicationId]));

    const detail = await ok('GET', `/api/job-applications/${nora.applicationId}`, owner.token);
    expect(detail.candidate).toMatchObject({ erased: true, city: null, user: { name: ERASURE.candidateName } });
    expect(detail.applicationStatus).toBe('Awaiting');
    const chats = (await ok('GET', `/api/chat-sessions/${session.id}/chats`, owner.token)) as { content: string }[];
    expect(chats.map((c) => c.content).sort()).toEqual(
      [ERASURE.messageDeleted, `Hi ${ERASURE.nameDeleted}, are you free on Monday?`].sort(),
    );
    // The candidate's own account is untouched.
    const profile = await ok('GET', '/api/candidate-app/profile', nora.token);
    expect(profile).toMatchObject({ user: { name: 'Nora Vance' } });
  });

  it('erases nothing of a candidate who never asked', async () => {
    const owner = await approvedCompany(app);
    const job = await publishedJob(app, owner, 'Data Analyst');
    const kept = await applicant(app, job, { name: 'Kept Person' });
    await eraseCandidate(app.ctx, kept.candidateId);
    const [user] = await app.db.select().from(users).where(eq(users.id, kept.profile.userId));
    expect(user).toMatchObject({ name: 'Kept Person', email: kept.email });
  });
});
