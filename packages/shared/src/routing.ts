import type { Profile } from './schemas/accounts.js';

/**
 * Where a signed-in user belongs, by the guard rules of both documents. Sign-up completion comes
 * before approval so that a newly verified company first builds its profile, then waits.
 * Returns null when the user may stay on any guarded page.
 */
export function landingPathFor(profile: Profile | null): '/signin' | '/companydetails' | '/join-waitlist' | '/admin' | null {
  if (!profile) return '/signin';
  if (profile.userType === 'Admin') return '/admin';
  if (profile.userType !== 'Company') return '/signin';
  if (!profile.isSignUpProcessCompleted) return '/companydetails';
  if (!profile.isAllowed) return '/join-waitlist';
  return null;
}
