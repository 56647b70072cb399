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

/** A company acts only on its own rows: 404 unless the caller is a live member of `companyId`. */
export function requireCompany(caller: Principal, companyId: string): string {
  if (callerCompany(caller) !== companyId) throw notFound();
  return companyId;
}

/** Whether the caller may act for `companyId` (for reads that widen what else they may see). */
export function actsFor(caller: Principal, companyId: string | null): boolean {
  return caller.userType === 'Company' && caller.companyId !== null && caller.companyId === companyId;
}

/** A user's own account: 404 for anyone else's user id. */
export function requireSelf(caller: Principal, userId: string): void {
  if (caller.userId !== userId) throw notFound();
}

/** A company user's own per-user rows (waitlist entry, notifications): themselves, and their company. */
export function requireSelfInCompany(caller: Principal, userId: string): string {
  requireSelf(caller, userId);
  return callerCompany(caller);
}

/** The platform administration: administrators only (auth.ts answers everyone else as an unknown route). */
export function isAdmin(caller: Principal | undefined): caller is Principal {
  return caller?.userType === 'Admin';
}

/**
 * The candidate the caller is. Only a candidate has one: a company user, an administrator or anyone
 * else calling a candidate's own call (`/api/candidate-app/*`) gets the 404 of a missing row.
 */
export function requireCandidate(caller: Principal): string {
  if (caller.userType !== 'Candidate' || !caller.candidateId) throw notFound();
  return caller.candidateId;
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
