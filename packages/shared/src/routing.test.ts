import { describe, expect, it } from 'vitest';
import { CANDIDATE_HOME, landingPathFor } from './routing.js';

const profile = (over: Partial<Parameters<typeof landingPathFor>[0] & object> = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  userType: 'Company' as const,
  isAllowed: true,
  isSignUpProcessCompleted: true,
  isOwner: true,
  ...over,
});

describe('landingPathFor', () => {
  it('keeps each kind of user in their own area', () => {
    expect(landingPathFor(null)).toBe('/signin');
    expect(landingPathFor(profile({ userType: 'Admin' }))).toBe('/admin');
    expect(landingPathFor(profile({ userType: 'Candidate', isSignUpProcessCompleted: false }))).toBe(CANDIDATE_HOME);
    expect(CANDIDATE_HOME).toBe('/candidate/jobs');
  });

  it('walks a company through onboarding: profile first, then approval', () => {
    expect(landingPathFor(profile({ isSignUpProcessCompleted: false, isAllowed: false }))).toBe('/companydetails');
    expect(landingPathFor(profile({ isAllowed: false }))).toBe('/join-waitlist');
    expect(landingPathFor(profile())).toBeNull();
  });
});
