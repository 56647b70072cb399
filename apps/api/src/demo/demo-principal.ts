import type { Principal } from '#api/platform/policy.js';

/** The demo's callers: the principal each service call is made as, signed up and allowed. */

export function principal(p: Partial<Principal> & Pick<Principal, 'userId' | 'name' | 'email' | 'userType'>): Principal {
  return {
    sessionId: 'demo',
    companyId: null,
    candidateId: null,
    isOwner: false,
    isAllowed: true,
    isSignUpProcessCompleted: true,
    ...p,
  };
}
