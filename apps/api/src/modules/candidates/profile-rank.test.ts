import { PROFILE_RANK_POINTS, type ProfileRankInput, profileRank, profileRankParts } from '@talentdeck/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const empty: ProfileRankInput = {
  title: null,
  city: null,
  country: null,
  aboutYou: '',
  profilePicture: null,
  video: null,
  skills: 0,
  workExperiences: 0,
  educations: 0,
  certificates: 0,
  portfolios: 0,
  passedTests: 0,
};

const maybeText = fc.option(fc.string({ maxLength: 80 }), { nil: null });
const count = fc.nat({ max: 30 });
const input: fc.Arbitrary<ProfileRankInput> = fc.record({
  title: maybeText,
  city: maybeText,
  country: maybeText,
  aboutYou: maybeText,
  profilePicture: maybeText,
  video: maybeText,
  skills: count,
  workExperiences: count,
  educations: count,
  certificates: count,
  portfolios: count,
  passedTests: count,
});

describe('profileRank', () => {
  it('is 0 for the empty profile of sign-up and 100 for a complete one with three passed tests', () => {
    expect(profileRank(empty)).toBe(0);
    const complete: ProfileRankInput = {
      title: 'Data Analyst',
      city: 'Lagos',
      country: 'Nigeria',
      aboutYou: 'x'.repeat(50),
      profilePicture: '/uploads/a.png',
      video: 'https://example.com/v.mp4',
      skills: 5,
      workExperiences: 1,
      educations: 1,
      certificates: 1,
      portfolios: 1,
      passedTests: 3,
    };
    expect(profileRank(complete)).toBe(100);
  });

  it('matches the worked example of docs/profile-rank.md', () => {
    const example: ProfileRankInput = {
      ...empty,
      title: 'Frontend Developer',
      city: 'Berlin',
      country: 'Germany',
      aboutYou: 'I build accessible web apps with React and TypeScript, and I care about fast pages.',
      profilePicture: 'https://example.com/me.png',
      skills: 3,
      workExperiences: 2,
      educations: 1,
      passedTests: 1,
    };
    // 5 + 10 + 10 + 3 * 2 + 10 + 10 + 10
    expect(profileRank(example)).toBe(61);
  });

  it('is always a whole number from 0 to 100, the sum of its parts', () => {
    fc.assert(
      fc.property(input, (p) => {
        const rank = profileRank(p);
        expect(Number.isInteger(rank)).toBe(true);
        expect(rank).toBeGreaterThanOrEqual(0);
        expect(rank).toBeLessThanOrEqual(100);
        const parts = profileRankParts(p);
        expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBe(rank);
        for (const [key, points] of Object.entries(parts)) {
          expect(points).toBeGreaterThanOrEqual(0);
          expect(key in PROFILE_RANK_POINTS).toBe(true);
        }
      }),
    );
  });

  it('never falls when a section gains an entry or a test is passed', () => {
    const keys = ['skills', 'workExperiences', 'educations', 'certificates', 'portfolios', 'passedTests'] as const;
    fc.assert(
      fc.property(input, fc.constantFrom(...keys), (p, key) => {
        expect(profileRank({ ...p, [key]: p[key] + 1 })).toBeGreaterThanOrEqual(profileRank(p));
      }),
    );
  });

  it('never falls when a missing text is filled in', () => {
    const keys = ['title', 'city', 'country', 'aboutYou', 'profilePicture', 'video'] as const;
    fc.assert(
      fc.property(
        input,
        fc.constantFrom(...keys),
        fc.string({ minLength: 60, maxLength: 80 }).filter((s) => s.trim().length >= 60),
        (p, key, text) => {
          if ((p[key] ?? '').trim()) return;
          expect(profileRank({ ...p, [key]: text })).toBeGreaterThanOrEqual(profileRank(p));
        },
      ),
    );
  });
});
