import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type AdminCompany, MESSAGES } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#api/db/client.js';
import { companies, companyApprovals, devMails, users } from '#api/db/schema/index.js';
import { ADMIN_SETUP_CLI } from '#api/platform/policy.js';
import { createTestApp, json, signUpVerified, uniqueEmail, waitForMail } from '#test/helpers.js';
import { ADMIN_PASSWORD, signInAdmin } from '#test/realtime-helpers.js';
import { AdminInputError, countAdmins, createAdmin } from './admin.service.js';

const app = await createTestApp();
const admin = await signInAdmin(app);
afterAll(() => app.close());

const get = (url: string, token?: string) => app.inject(json('GET', url, undefined, token));
const patch = (url: string, body?: unknown, token?: string) => app.inject(json('PATCH', url, body, token));
const companiesUrl = (query: { filter?: object; search?: string } = {}) => {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.search !== undefined) params.set('search', query.search);
  const qs = params.toString();
  return `/api/admin/companies${qs ? `?${qs}` : ''}`;
};

async function waitingCompany(companyName = `Waiting ${Date.now().toString(36)}`) {
  const owner = await signUpVerified(app, { companyName, name: 'Wanda Waiter' });
  await app.db.update(companies).set({ isSignUpProcessCompleted: true }).where(eq(companies.id, owner.profile.id));
  await app.inject(json('POST', '/api/waiting-lists', { email: owner.email, userId: owner.profile.userId }, owner.token));
  return owner;
}

describe('administrator accounts', () => {
  it('creates an administrator with a verified email and an argon2id hash, then updates it', async () => {
    const email = uniqueEmail('root');
    const created = await createAdmin(app.ctx, ADMIN_SETUP_CLI, { email, password: ADMIN_PASSWORD });
    expect(created.outcome).toBe('created');
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ userType: 'Admin', name: 'Platform Administrator' });
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await createAdmin(app.ctx, ADMIN_SETUP_CLI, { email, password: 'N3w$ecret!' })).outcome).toBe('updated');
    const login = await app.inject(json('POST', '/api/user/login', { email, password: 'N3w$ecret!' }));
    expect(login.json().profile).toMatchObject({ userType: 'Admin', id: null, isAllowed: true });
    expect(await countAdmins(app.db)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a weak password, a bad address and a company user’s address', async () => {
    await expect(createAdmin(app.ctx, ADMIN_SETUP_CLI, { email: uniqueEmail(), password: 'weak' })).rejects.toBeInstanceOf(
      AdminInputError,
    );
    await expect(createAdmin(app.ctx, ADMIN_SETUP_CLI, { email: uniqueEmail(), password: 'P@ssw0rd' })).rejects.toThrow(
      MESSAGES.guessablePassword,
    );
    await expect(createAdmin(app.ctx, ADMIN_SETUP_CLI, { email: 'nope', password: ADMIN_PASSWORD })).rejects.toBeInstanceOf(
      AdminInputError,
    );
    const owner = await signUpVerified(app);
    await expect(createAdmin(app.ctx, ADMIN_SETUP_CLI, { email: owner.email, password: ADMIN_PASSWORD })).rejects.toThrow(
      /belongs to a company/,
    );
  });

  it('creates an administrator only for an administrator or the named setup caller, not a look-alike of it', async () => {
    const lookAlike = { system: 'admin setup command line' };
    await expect(createAdmin(app.ctx, lookAlike, { email: uniqueEmail(), password: ADMIN_PASSWORD })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('the admin CLI', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'td-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/cli.ts', ...args], {
      cwd: root,
      // The embedded database in a directory of its own, whatever DATABASE_URL the suite runs with.
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('creates the first administrator, with clear output and exit codes', async () => {
    const usage = await run(['create-admin', '--email', 'ops@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('needs --email and --password');
    const weak = await run(['create-admin', '--email', 'ops@example.com', '--password', 'weak']);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('8+ characters');
    const guessable = await run(['create-admin', '--email', 'ops@example.com', '--password', 'P@ssw0rd']);
    expect(guessable.code).toBe(2);
    expect(guessable.stderr).toContain(MESSAGES.guessablePassword);
    const unknown = await run(['drop-everything']);
    expect(unknown.code).toBe(2);

    const ok = await run(['create-admin', '--email', 'Ops@Example.com', '--password', ADMIN_PASSWORD, '--name', 'Ops Team']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Created the administrator ops@example.com');

    const db = await openDatabase({ dataDir: dir });
    try {
      const [row] = await db.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(row).toMatchObject({ userType: 'Admin', name: 'Ops Team' });
      expect(row?.emailVerifiedAt).not.toBeNull();
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536/);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('GET /api/admin/companies', () => {
  it('lists waiting companies with owner, waitlist join date and status; searches by name and email', async () => {
    const owner = await waitingCompany('Zebra Logistics');
    const res = await get(companiesUrl({ filter: { where: { isAllowed: false } }, search: 'zebra log' }), admin.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminCompany[];
    const row = list.find((c) => c.id === owner.profile.id);
    expect(row).toMatchObject({
      companyName: 'Zebra Logistics',
      isAllowed: false,
      isSignUpProcessCompleted: true,
      firstApprovedAt: null,
      owner: { userId: owner.profile.userId, name: 'Wanda Waiter', email: owner.email },
    });
    expect(row?.waitlistJoinedAt).toEqual(expect.any(String));
    expect(Number(res.headers['x-total-count'])).toBe(list.length);

    const byEmail = (await get(companiesUrl({ search: owner.email.toUpperCase() }), admin.token)).json() as AdminCompany[];
    expect(byEmail.map((c) => c.id)).toEqual([owner.profile.id]);
    const allowedOnly = (
      await get(companiesUrl({ filter: { where: { isAllowed: true } }, search: owner.email }), admin.token)
    ).json();
    expect(allowedOnly).toEqual([]);
    // Wildcards in the search are taken literally.
    expect((await get(companiesUrl({ search: '%' }), admin.token)).json()).toEqual([]);
  });

  it('pages with limit and offset and reports the total', async () => {
    const tag = `Paging ${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await waitingCompany(`${tag} ${i}`);
    const page = await get(companiesUrl({ search: tag, filter: { limit: 2, order: 'companyName ASC' } }), admin.token);
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as AdminCompany[]).map((c) => c.companyName)).toEqual([`${tag} 0`, `${tag} 1`]);
    const rest = await get(companiesUrl({ search: tag, filter: { limit: 2, offset: 2, order: 'companyName ASC' } }), admin.token);
    expect((rest.json() as AdminCompany[]).map((c) => c.companyName)).toEqual([`${tag} 2`]);
  });

  it('answers 422 for a filter outside its allow-list', async () => {
    const res = await get(companiesUrl({ filter: { where: { passwordHash: 'x' } } }), admin.token);
    expect(res.statusCode).toBe(422);
  });
});

describe('PATCH /api/admin/companies/{id}', () => {
  it('allows a company: the owner is emailed, the company is let in, the first approval is recorded once', async () => {
    const owner = await waitingCompany();
    const since = new Date(Date.now() - 1000);
    const res = await patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: true }, admin.token);
    expect(res.statusCode).toBe(200);
    const company = res.json() as AdminCompany;
    expect(company).toMatchObject({ id: owner.profile.id, isAllowed: true });
    expect(company.firstApprovedAt).toEqual(expect.any(String));

    const mail = await waitForMail(app, owner.email, { subject: /approved/, after: since });
    expect(mail.text).toContain('http://localhost:3000/signin');
    expect((await get('/api/user/me', owner.token)).json()).toMatchObject({ isAllowed: true });

    // Revoke, then allow again: access follows, a new email goes out, the first approval stays the first.
    const revoked = await patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: false }, admin.token);
    expect(revoked.json()).toMatchObject({ isAllowed: false, firstApprovedAt: company.firstApprovedAt });
    expect((await get('/api/user/me', owner.token)).json()).toMatchObject({ isAllowed: false });
    const again = await patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: true }, admin.token);
    expect(again.json()).toMatchObject({ isAllowed: true, firstApprovedAt: company.firstApprovedAt });
    const approvals = await app.db.select().from(companyApprovals).where(eq(companyApprovals.companyId, owner.profile.id));
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.approvedBy).toBe(admin.userId);
    await waitForMail(app, owner.email, { subject: /approved/, after: new Date(mail.createdAt.getTime() + 1) });
    // The promised free job posting is granted on the first approval only.
    const availability = await get(`/api/company-job-posting-availability/${owner.profile.id}`, owner.token);
    expect(availability.json()).toEqual({ allowed: true, remainingJobs: 1 });
  });

  it('emails once when two administrators allow the same company at the same moment', async () => {
    const owner = await waitingCompany();
    const other = await signInAdmin(app);
    const [x, y] = await Promise.all([
      patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: true }, admin.token),
      patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: true }, other.token),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    await waitForMail(app, owner.email, { subject: /approved/ });
    // Allowing an allowed company changes nothing and sends nothing.
    await patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: true }, admin.token);
    await app.ctx.queue.send('test.flush', {});
    const mails = await app.db
      .select()
      .from(devMails)
      .where(and(eq(devMails.to, owner.email), eq(devMails.subject, 'Your company is approved on Talentdeck')));
    expect(mails).toHaveLength(1);
  });

  it('answers 404 for an unknown company and 422 for a bad body', async () => {
    expect((await patch(`/api/admin/companies/${crypto.randomUUID()}`, { isAllowed: true }, admin.token)).statusCode).toBe(404);
    const owner = await waitingCompany();
    const bad = await patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: 'yes', companyName: 'x' }, admin.token);
    expect(bad.statusCode).toBe(422);
  });
});

describe('the admin area to everyone else', () => {
  it('answers exactly like an unknown route, even to a malformed request', async () => {
    const owner = await signUpVerified(app);
    const unknown = await get('/api/admin/nothing-here', owner.token);
    expect(unknown.statusCode).toBe(404);
    for (const token of [owner.token, undefined, 'not-a-session']) {
      const list = await get(companiesUrl({ filter: { where: { isAllowed: false } } }), token);
      expect(list.statusCode).toBe(404);
      expect(list.json().error).toEqual({
        statusCode: 404,
        name: 'NotFoundError',
        message: 'Route GET /api/admin/companies not found',
        code: 'ROUTE_NOT_FOUND',
      });
      const change = await patch(`/api/admin/companies/${owner.profile.id}`, { isAllowed: 'not-a-boolean' }, token);
      expect(change.statusCode).toBe(404);
    }
    const [company] = await app.db.select().from(companies).where(eq(companies.id, owner.profile.id));
    expect(company?.isAllowed).toBe(false);
  });
});
