import type { AuditEntry } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '#api/db/schema/index.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, json, signUpVerified } from '#test/helpers.js';
import { applicant, joinedCollaborator, publishedJob } from '#test/pipeline-helpers.js';
import { signInAdmin } from '#test/realtime-helpers.js';
import { AUDIT_RULES, isRecorded } from './audit.rules.js';
import { pruneAuditLog } from './audit.service.js';

const routes: string[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
};
const app = await createTestApp({}, { onRoute: collect });
afterAll(() => app.close());

type Log = { entries: AuditEntry[]; total: number; status: number };
async function logOf(url: string, token: string, filter?: object): Promise<Log> {
  const query = filter ? `?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : '';
  const res = await app.inject(json('GET', `${url}${query}`, undefined, token));
  return {
    entries: res.statusCode === 200 ? res.json() : [],
    total: Number(res.headers['x-total-count']),
    status: res.statusCode,
  };
}
const companyLog = (companyId: string, token: string, filter?: object) =>
  logOf(`/api/company/${companyId}/audit-log`, token, filter);

describe('the audit trail', () => {
  it('names every changing route in its rules, and no route that does not exist', () => {
    const changing = routes.filter((r) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(r));
    expect(changing.length).toBeGreaterThan(50);
    for (const route of changing) expect(AUDIT_RULES, route).toHaveProperty([route]);
    for (const key of Object.keys(AUDIT_RULES)) expect(routes, key).toContain(key);
  });

  it("records the owner's and the team's actions on the company's records, newest first, with the facts of each change", async () => {
    const owner = await approvedCompany(app, { name: 'Olga Owner' });
    const signedIn = await app.inject(json('POST', '/api/user/login', { email: owner.email, password: owner.password }));
    expect(signedIn.statusCode).toBe(200);
    const job = await publishedJob(app, owner, 'Backend Engineer');
    const cleo = await joinedCollaborator(app, owner, 'Cleo Park');
    const maya = await applicant(app, job, { name: 'Maya Candidate' });
    const status = await app.inject(
      json(
        'PATCH',
        `/api/job-applications/${maya.applicationId}/candidate-job-status`,
        { applicationStatus: 'Shortlist Candidate' },
        cleo.token,
      ),
    );
    expect(status.statusCode).toBe(200);
    await app.inject(
      json(
        'POST',
        `/api/job-applications/${maya.applicationId}/job-application-notes`,
        { note: 'Strong Node.js answers' },
        owner.token,
      ),
    );
    expect((await app.inject(json('GET', `/api/candidate/${maya.candidateId}`, undefined, owner.token))).statusCode).toBe(200);

    const { entries, total, status: read } = await companyLog(owner.companyId, owner.token);
    expect(read).toBe(200);
    expect(total).toBe(entries.length);
    const actions = entries.map((e) => `${e.actorName}: ${e.action}`);
    // Newest first; the candidate's own application is not a company's action.
    expect(actions).toEqual([
      'Olga Owner: candidate.profile_viewed',
      'Olga Owner: note.created',
      'Cleo Park: application.status_changed',
      'Cleo Park: collaborator.joined',
      'Olga Owner: collaborator.invited',
      'Olga Owner: job.created',
      'Olga Owner: session.signed_in',
    ]);
    const changed = entries.find((e) => e.action === 'application.status_changed');
    expect(changed).toMatchObject({
      actorUserId: cleo.userId,
      actorType: 'Company',
      entityType: 'application',
      entityId: maya.applicationId,
      details: { applicationStatus: 'Shortlist Candidate' },
    });
    // The note's text is the team's, not the log's.
    expect(JSON.stringify(entries)).not.toContain('Strong Node.js');
    expect(entries.find((e) => e.action === 'job.created')).toMatchObject({ entityType: 'job', entityId: job.id });
    expect(entries.find((e) => e.action === 'candidate.profile_viewed')).toMatchObject({ entityId: maya.candidateId });
    // The address as a keyed hash: the same for every call from it, and not the address.
    const hashes = new Set(entries.map((e) => e.addressHash));
    expect(hashes.size).toBe(1);
    expect([...hashes][0]).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(entries)).not.toContain('127.0.0.1');

    // Filters: by person, action, record and time; the total counts the whole filtered log.
    const byCleo = await companyLog(owner.companyId, owner.token, { where: { actorUserId: cleo.userId } });
    expect(byCleo.entries.map((e) => e.action)).toEqual(['application.status_changed', 'collaborator.joined']);
    const onApplication = await companyLog(owner.companyId, owner.token, {
      where: { entityType: 'application', entityId: maya.applicationId },
    });
    expect(onApplication.total).toBe(2);
    const page = await companyLog(owner.companyId, owner.token, { where: { action: 'session.signed_in' }, limit: 1 });
    expect(page.entries).toHaveLength(1);
    const future = await companyLog(owner.companyId, owner.token, {
      where: { createdAt: { gte: new Date(Date.now() + 60_000).toISOString() } },
    });
    expect(future).toMatchObject({ total: 0, entries: [] });
    expect((await companyLog(owner.companyId, owner.token, { where: { action: 'nothing.happened' } })).status).toBe(422);
    expect((await companyLog(owner.companyId, owner.token, { where: { actorName: 'Olga' } })).status).toBe(422);

    // The owner's alone: a member, another company's owner and a candidate get the answer of a missing row.
    expect((await companyLog(owner.companyId, cleo.token)).status).toBe(404);
    const other = await approvedCompany(app);
    expect((await companyLog(owner.companyId, other.token)).status).toBe(404);
    expect((await companyLog(owner.companyId, maya.token)).status).toBe(404);
    expect((await companyLog(other.companyId, other.token)).entries.every((e) => e.actorUserId === other.profile.userId)).toBe(
      true,
    );
  });

  it('records nothing for a refused call, and once for a retried Idempotency-Key', async () => {
    const owner = await approvedCompany(app);
    const before = (await companyLog(owner.companyId, owner.token)).total;
    const refused = await app.inject(json('PATCH', `/api/company/${owner.companyId}`, { companyName: '' }, owner.token));
    expect(refused.statusCode).toBe(422);
    expect((await companyLog(owner.companyId, owner.token)).total).toBe(before);

    const invite = () =>
      app.inject({
        ...json(
          'POST',
          `/api/company/${owner.companyId}/invite_collaborator`,
          { name: 'Ada Lane', email: 'ada.lane@example.com' },
          owner.token,
        ),
        headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'invite-ada-once' },
      });
    expect((await invite()).statusCode).toBe(200);
    const retried = await invite();
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const invited = await companyLog(owner.companyId, owner.token, { where: { action: 'collaborator.invited' } });
    expect(invited.total).toBe(1);
  });

  it("keeps the administrators' actions in the platform's log, out of the companies'", async () => {
    const admin = await signInAdmin(app);
    const waiting = await signUpVerified(app);
    await app.db.update(companies).set({ isSignUpProcessCompleted: true }).where(eq(companies.id, waiting.profile.id));
    const allowed = await app.inject(
      json('PATCH', `/api/admin/companies/${waiting.profile.id}`, { isAllowed: true }, admin.token),
    );
    expect(allowed.statusCode).toBe(200);

    const platform = await logOf('/api/admin/audit-log', admin.token, { where: { action: 'company.approved' } });
    expect(platform.entries[0]).toMatchObject({
      actorType: 'Admin',
      entityType: 'company',
      entityId: waiting.profile.id,
    });
    expect(platform.entries.every((e) => e.actorType === 'Admin')).toBe(true);
    await app.inject(json('PATCH', `/api/admin/companies/${waiting.profile.id}`, { isAllowed: false }, admin.token));
    const withdrawn = await logOf('/api/admin/audit-log', admin.token, { where: { entityId: waiting.profile.id } });
    expect(withdrawn.entries.map((e) => e.action)).toEqual(['company.access_withdrawn', 'company.approved']);
    const own = await companyLog(waiting.profile.id, waiting.token);
    expect(own.entries.map((e) => e.action)).not.toContain('company.approved');
    // To anyone else the platform's log is an unknown route.
    expect((await logOf('/api/admin/audit-log', waiting.token)).status).toBe(404);
  });
});

/** The database's refusal, under the query wrapper's own message. */
async function refusedAsAppendOnly(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error?.cause?.message ?? error?.message).toMatch(/the audit log is append-only/);
}

describe('the audit log is append-only', () => {
  const entry = (daysAgo: number) => ({
    createdAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000),
    actorName: `Entry ${daysAgo} days old`,
    actorType: 'Company' as const,
    action: 'session.signed_in' as const,
  });

  it('refuses UPDATE, DELETE and TRUNCATE from any connection', async () => {
    const [row] = await app.db.insert(auditLog).values(entry(0)).returning({ id: auditLog.id });
    const id = row?.id as string;
    await refusedAsAppendOnly(app.db.execute(sql`update audit_log set actor_name = 'Someone else' where id = ${id}`));
    await refusedAsAppendOnly(app.db.execute(sql`delete from audit_log where id = ${id}`));
    await refusedAsAppendOnly(app.db.execute(sql`truncate audit_log`));
    // Not even by claiming to be the retention job: the entry is younger than a year.
    await refusedAsAppendOnly(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('talentdeck.audit_prune', 'on', true)`);
        await tx.execute(sql`delete from audit_log where id = ${id}`);
      }),
    );
    const [kept] = await app.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.actorName).toBe('Entry 0 days old');
  });

  it("removes only the entries past the deployment's retention, once", async () => {
    const rows = await app.db
      .insert(auditLog)
      .values([entry(800), entry(400), entry(1)])
      .returning({ id: auditLog.id, name: auditLog.actorName });
    expect(app.ctx.config.auditLogRetentionDays).toBe(730);
    expect(await pruneAuditLog(app.ctx)).toBe(1);
    expect(await pruneAuditLog(app.ctx)).toBe(0);
    const left = await app.db.select({ name: auditLog.actorName }).from(auditLog);
    const names = left.map((r) => r.name);
    expect(names).not.toContain('Entry 800 days old');
    expect(names).toEqual(expect.arrayContaining(['Entry 400 days old', 'Entry 1 days old']));
    expect(rows).toHaveLength(3);
  });

  it('is in the rules for what it must record', () => {
    for (const key of ['POST /api/user/login', 'PATCH /api/company-job/:jobId', 'PATCH /api/admin/companies/:id']) {
      expect(isRecorded(AUDIT_RULES[key])).toBe(true);
    }
  });
});
