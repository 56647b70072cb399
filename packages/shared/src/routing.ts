import type { Profile } from './schemas/accounts.js';

/** Where a candidate lands after signing in: their own area of the web app. */
export const CANDIDATE_HOME = '/candidate/jobs';

/**
 * Where a signed-in user belongs, by the guard rules of both documents. Sign-up completion comes
 * before approval so that a newly verified company first builds its profile, then waits.
 * Candidates and administrators have their own areas. Returns null when a company user may stay
 * on any guarded page of the company product.
 */
export function landingPathFor(
  profile: Profile | null,
): '/signin' | '/companydetails' | '/join-waitlist' | '/admin' | typeof CANDIDATE_HOME | null {
  if (!profile) return '/signin';
  if (profile.userType === 'Admin') return '/admin';
  if (profile.userType === 'Candidate') return CANDIDATE_HOME;
  if (profile.userType !== 'Company') return '/signin';
  if (!profile.isSignUpProcessCompleted) return '/companydetails';
  if (!profile.isAllowed) return '/join-waitlist';
  return null;
}
