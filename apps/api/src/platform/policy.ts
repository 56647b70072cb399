/**
 * The access policy: every "may this caller do this?" of the API is answered here, so that each
 * rule exists once. A refusal is the same 404 as a missing row (`notFound`), so ids of others
 * cannot be probed. Routes authenticate (`platform/auth.ts`); services call these rules with the
 * caller and the row's owner before they read or write; the authorization matrix test
 * (`test/authorization-matrix.int.test.ts`) holds every registered route to them.
 */
import { notFound } from './errors.js';

/**
 * Who is calling, read live from the database for every request (never from a stale token).
 * `companyId` is set only while the user's membership is live: a removed member has none.
 */
export type Principal = {
  sessionId: string;
  userId: string;
  name: string;
  email: string;
  userType: 'Company' | 'Candidate' | 'Admin';
  companyId: string | null;
  /** Set only for a candidate: their candidate record's id. */
  candidateId: string | null;
  isOwner: boolean;
  isAllowed: boolean;
  isSignUpProcessCompleted: boolean;
};

/**
 * The company the caller acts for. Only a company user acts for a company: an administrator or a
 * candidate finds no company rows here, even one who once had a membership.
 */
export function callerCompany(caller: Principal): string {
  if (caller.userType !== 'Company' || !caller.companyId) throw notFound();
  return caller.companyId;
}

/**
 * A company acts only on its own rows: 404 unless the caller is a live member of `companyId`
 * (undefined when the row was not found: refused the same).
 */
export function requireCompany(caller: Principal, companyId: string | null | undefined): string {
  const own = callerCompany(caller);
  if (own !== companyId) throw notFound();
  return own;
}

/**
 * What only a company's owner may do (read its audit log): 404 for anyone else, members included,
 * so the call tells a member no more than a stranger.
 */
export function requireCompanyOwner(caller: Principal, companyId: string | null | undefined): string {
  const own = requireCompany(caller, companyId);
  if (!caller.isOwner) throw notFound();
  return own;
}

/** Whether the caller may act for `companyId` (for reads that widen what else they may see). */
export function actsFor(caller: Principal | undefined, companyId: string | null): boolean {
  return caller?.userType === 'Company' && caller.companyId !== null && caller.companyId === companyId;
}

/**
 * A row of the caller's company, as read by a service: 404 when it is missing or belongs to
 * another company, so the two cannot be told apart. Answers the row, known to be there.
 */
export function requireCompanyRow<Row extends { companyId: string | null }>(caller: Principal, row: Row | null | undefined): Row {
  if (!row || row.companyId !== callerCompany(caller)) throw notFound();
  return row;
}

/** A row of the calling candidate: 404 when it is missing or another candidate's. */
export function requireCandidateRow<Row extends { candidateId: string | null }>(
  caller: Principal,
  row: Row | null | undefined,
): Row {
  if (!row || row.candidateId !== requireCandidate(caller)) throw notFound();
  return row;
}

/** Whether `userId` is the caller themselves. */
export function isSelf(caller: Principal, userId: string): boolean {
  return caller.userId === userId;
}

/** A user's own account: 404 for anyone else's user id. */
export function requireSelf(caller: Principal, userId: string): void {
  if (!isSelf(caller, userId)) throw notFound();
}

/** A company user's own per-user rows (waitlist entry, notifications): themselves, and their company. */
export function requireSelfInCompany(caller: Principal, userId: string): string {
  requireSelf(caller, userId);
  return callerCompany(caller);
}

type UserKind = Pick<Principal, 'userType'>;

/** The platform administration: administrators only (auth.ts answers everyone else as an unknown route). */
export function isAdmin(caller: UserKind | undefined): boolean {
  return caller?.userType === 'Admin';
}

/** Whether the caller (or an account being read) is a candidate. */
export function isCandidate(caller: UserKind | undefined): boolean {
  return caller?.userType === 'Candidate';
}

/**
 * Whether an account may act at all: a company user only while their membership is live, a
 * candidate only with their candidate record. Sign-in and every session's principal ask this.
 */
export function hasStanding(account: UserKind & { companyId: string | null; candidateId?: string | null }): boolean {
  if (account.userType === 'Company') return Boolean(account.companyId);
  if (account.userType === 'Candidate') return Boolean(account.candidateId);
  return true;
}

/** A company user the platform has not allowed in yet: kept behind the waitlist (403 on its actions). */
export function isWaitlisted(caller: Principal): boolean {
  return caller.userType === 'Company' && !caller.isAllowed;
}

/**
 * Callers with no HTTP request, each named for the one thing it does, so that an administration
 * service still asks the policy rather than skipping the check. No request can carry one: a
 * session resolves only to a `Principal` read from the database, and only these frozen objects
 * (not a look-alike) are recognised.
 */
export type SystemCaller = Readonly<{ system: string }>;
/** The operator's command line creating an administrator (`npm run admin -- create-admin`). */
export const ADMIN_SETUP_CLI: SystemCaller = Object.freeze({ system: 'admin setup command line' });
/** The demo loader, approving the demo company it has just created as an administrator would. */
export const DEMO_LOADER: SystemCaller = Object.freeze({ system: 'demo loader' });
const SYSTEM_CALLERS: readonly SystemCaller[] = [ADMIN_SETUP_CLI, DEMO_LOADER];

/** Platform administration services: an administrator or a named system caller; 404 to anyone else. */
export function requireAdministrator(caller: Principal | SystemCaller): void {
  if (SYSTEM_CALLERS.includes(caller as SystemCaller)) return;
  if (!('userType' in caller) || !isAdmin(caller)) throw notFound();
}

/**
 * The candidate the caller is. Only a candidate has one: a company user, an administrator or anyone
 * else calling a candidate's own call (`/api/candidate-app/*`) gets the 404 of a missing row.
 */
export function requireCandidate(caller: Principal): string {
  if (caller.userType !== 'Candidate' || !caller.candidateId) throw notFound();
  return caller.candidateId;
}

/** The candidate the caller is, or undefined for any other caller (calls open to both sides). */
export function candidateOf(caller: Principal): string | undefined {
  return isCandidate(caller) ? requireCandidate(caller) : undefined;
}

/** Whether the caller is the candidate `candidateId` (for yes-or-no checks, such as a live stream's). */
export function isCandidateSelf(caller: Principal | undefined, candidateId: string): boolean {
  return caller !== undefined && isCandidate(caller) && caller.candidateId === candidateId;
}

/**
 * Whether a company's user may see a candidate: only through an application to, or a match with,
 * one of the company's own jobs. `linkOf` asks for that link (a query, so it lives with the
 * applications module, which later also asks the matches); this function only decides. A candidate
 * sees only themselves; everyone else gets 404.
 */
export async function requireCandidateVisible(
  caller: Principal,
  candidateId: string,
  linkOf: (companyId: string, candidateId: string) => Promise<boolean>,
): Promise<void> {
  if (caller.userType === 'Candidate') {
    if (caller.candidateId !== candidateId) throw notFound();
    return;
  }
  if (!(await linkOf(callerCompany(caller), candidateId))) throw notFound();
}
