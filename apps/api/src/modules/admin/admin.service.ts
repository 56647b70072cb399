import {
  type AdminCompaniesQuery,
  type AdminCompany,
  emailSchema,
  guessablePasswordMessage,
  loadPasswordDictionaries,
  strongPasswordSchema,
  type UpdateAdminCompanyRequest,
} from '@talentdeck/shared';
import type { Db } from '#api/db/client.js';
import { grantFreeJobPosting } from '#api/modules/billing/billing.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound } from '#api/platform/errors.js';
import { type FilterSpec, parseFilter } from '#api/platform/filter.js';
import type { PasswordHasher } from '#api/platform/passwords.js';
import { isAdmin, type Principal, requireAdministrator, type SystemCaller } from '#api/platform/policy.js';
import { companyApprovedEmail } from './admin.emails.js';
import * as repo from './admin.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toAdminCompany(row: repo.AdminCompanyRow): AdminCompany {
  return {
    id: row.id,
    companyName: row.companyName,
    isAllowed: row.isAllowed,
    isSignUpProcessCompleted: row.isSignUpProcessCompleted,
    createdAt: row.createdAt.toISOString(),
    firstApprovedAt: iso(row.firstApprovedAt),
    owner:
      row.ownerUserId && row.ownerName !== null && row.ownerEmail !== null
        ? { userId: row.ownerUserId, name: row.ownerName, email: row.ownerEmail }
        : null,
    waitlistJoinedAt: iso(row.waitlistJoinedAt),
  };
}

const c = repo.adminCompanyColumns;
const filterSpec: FilterSpec = {
  where: {
    isAllowed: { column: c.isAllowed, type: 'boolean' },
    isSignUpProcessCompleted: { column: c.isSignUpProcessCompleted, type: 'boolean' },
    companyName: { column: c.companyName, type: 'string' },
    createdAt: { column: c.createdAt, type: 'date' },
    waitlistJoinedAt: { column: c.waitlistJoinedAt, type: 'date' },
  },
  order: ['companyName', 'createdAt', 'waitlistJoinedAt'],
  defaultOrder: repo.defaultCompanyOrder,
};

/** Companies for the administrators' table: waiting or allowed, searched by name or owner. */
export async function findAdminCompanies(ctx: AppContext, admin: Principal, query: AdminCompaniesQuery) {
  requireAdministrator(admin);
  const filter = parseFilter(query.filter, filterSpec);
  const { rows, total } = await repo.findCompanies(ctx.db, { ...filter, search: query.search || undefined });
  return { companies: rows.map(toAdminCompany), total };
}

/**
 * The first approval of a company grants the free job posting promised on the waitlist. It runs
 * inside the approval's transaction (`ctx.db` is that transaction), so the first-approval record
 * (`company_approvals`) and the grant commit together or not at all.
 */
export async function grantFirstApprovalBenefits(
  ctx: AppContext,
  admin: Principal | SystemCaller,
  companyId: string,
): Promise<void> {
  requireAdministrator(admin);
  await grantFreeJobPosting(ctx, companyId);
}

/**
 * Allows or revokes a company. Allowing emails the owner each time access is given back; the
 * first approval ever also grants the free job posting. Revoking takes effect on the company's
 * next request (sessions read the company live).
 */
export async function updateAdminCompany(
  ctx: AppContext,
  admin: Principal,
  companyId: string,
  input: UpdateAdminCompanyRequest,
): Promise<AdminCompany> {
  requireAdministrator(admin);
  if (!(await repo.findCompany(ctx.db, companyId))) throw notFound();
  const changed = await inTransaction(ctx, async (txCtx) => {
    const didChange = await repo.setCompanyAllowed(txCtx.db, companyId, input.isAllowed);
    if (didChange && input.isAllowed && (await repo.recordFirstApproval(txCtx.db, companyId, admin.userId))) {
      await grantFirstApprovalBenefits(txCtx, admin, companyId);
    }
    return didChange;
  });
  const company = await repo.findCompany(ctx.db, companyId);
  if (!company) throw notFound();
  if (changed && input.isAllowed && company.ownerEmail && company.ownerName) {
    await ctx.mailer.send(
      companyApprovedEmail(company.ownerEmail, company.ownerName, company.companyName, `${ctx.config.publicUrl}/signin`),
    );
  }
  return toAdminCompany(company);
}

export type CreateAdminResult = { outcome: 'created' | 'promoted' | 'updated'; userId: string; email: string };

export class AdminInputError extends Error {}

/**
 * Creates a platform administrator, or makes an existing account one (setting its password and
 * verifying its email). Used by `npm run admin -- create-admin` (as `ADMIN_SETUP_CLI`). A user who
 * still belongs to a company is refused: promoting them would leave their company without its member.
 */
export async function createAdmin(
  deps: { db: Db; passwords: PasswordHasher },
  caller: Principal | SystemCaller,
  input: { email: string; password: string; name?: string },
): Promise<CreateAdminResult> {
  requireAdministrator(caller);
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new AdminInputError(`Not a valid email address: ${input.email}`);
  const password = strongPasswordSchema.safeParse(input.password);
  if (!password.success) throw new AdminInputError(password.error.issues[0]?.message ?? 'The password is too weak');
  const name = input.name?.trim() || 'Platform Administrator';
  // The same second step as every other path that sets a password: not guessable, given the account's own words.
  await loadPasswordDictionaries();
  const guessable = guessablePasswordMessage(password.data, [email.data, input.name]);
  if (guessable) throw new AdminInputError(guessable);
  const passwordHash = await deps.passwords.hash(password.data);
  const existing = await repo.findUserForAdmin(deps.db, email.data);
  if (!existing) {
    const userId = await repo.insertAdmin(deps.db, { name, email: email.data, passwordHash });
    return { outcome: 'created', userId, email: email.data };
  }
  if (Number(existing.activeMemberships) > 0) {
    throw new AdminInputError(`${email.data} belongs to a company account; use another address for the administrator`);
  }
  await repo.promoteToAdmin(deps.db, existing.id, { passwordHash, name: input.name?.trim() || undefined });
  return { outcome: isAdmin(existing) ? 'updated' : 'promoted', userId: existing.id, email: email.data };
}

export const countAdmins = (db: Db) => repo.countAdmins(db);
