/**
 * profileRank (0–100), our definition (docs/profile-rank.md): how complete the profile is (70
 * points) plus skills proved by passed tests (30 points). The server computes it on every profile
 * save and test attempt; the web app can use the same table to tell a candidate what would raise it.
 */
export const PROFILE_RANK_POINTS = {
  /** Title, city and country: what every saved profile has. */
  basics: 5,
  /** aboutYou of at least `aboutMinLength` characters. */
  about: 10,
  picture: 10,
  video: 5,
  /** Per skill, up to `skillsCounted` skills. */
  perSkill: 2,
  workExperience: 10,
  education: 10,
  certificate: 5,
  portfolio: 5,
  /** Per passed test, up to `testsCounted` tests. */
  perPassedTest: 10,
} as const;

export const PROFILE_RANK_RULES = { aboutMinLength: 50, skillsCounted: 5, testsCounted: 3 } as const;

export type ProfileRankInput = {
  title: string | null;
  city: string | null;
  country: string | null;
  aboutYou: string | null;
  profilePicture: string | null;
  video: string | null;
  skills: number;
  workExperiences: number;
  educations: number;
  certificates: number;
  portfolios: number;
  /** Distinct tests passed (each verifying a skill). */
  passedTests: number;
};

const filled = (v: string | null | undefined) => (v ?? '').trim().length > 0;
const count = (n: number, max: number) => Math.max(0, Math.min(Math.floor(n), max));

/** Each part of the rank with its points, in the order of the table above; they add up to the rank. */
export function profileRankParts(p: ProfileRankInput): Record<keyof typeof PROFILE_RANK_POINTS, number> {
  const P = PROFILE_RANK_POINTS;
  const R = PROFILE_RANK_RULES;
  return {
    basics: filled(p.title) && filled(p.city) && filled(p.country) ? P.basics : 0,
    about: (p.aboutYou ?? '').trim().length >= R.aboutMinLength ? P.about : 0,
    picture: filled(p.profilePicture) ? P.picture : 0,
    video: filled(p.video) ? P.video : 0,
    perSkill: count(p.skills, R.skillsCounted) * P.perSkill,
    workExperience: p.workExperiences > 0 ? P.workExperience : 0,
    education: p.educations > 0 ? P.education : 0,
    certificate: p.certificates > 0 ? P.certificate : 0,
    portfolio: p.portfolios > 0 ? P.portfolio : 0,
    perPassedTest: count(p.passedTests, R.testsCounted) * P.perPassedTest,
  };
}

export function profileRank(p: ProfileRankInput): number {
  return Object.values(profileRankParts(p)).reduce((a, b) => a + b, 0);
}
