import type { MatchExplanation } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { criterionFill, explanationSummary, fieldText, formatPoints, reachText, suggestionText } from './match-explanation';

const id = '00000000-0000-4000-8000-000000000001';
const explanation = (over: Partial<MatchExplanation> = {}): MatchExplanation => ({
  candidateId: id,
  companyJobId: id,
  percentage: 63,
  excluded: false,
  excludedBy: [],
  breakdown: {
    education: { weight: 25, points: 25 },
    workExperience: { weight: 25, points: 12.5 },
    hardSkills: { weight: 35, points: 17.5 },
    softSkills: { weight: 15, points: 7.5 },
  },
  skills: {
    matched: [{ id, skillName: 'TypeScript', skillType: 'hard', verified: true }],
    missing: [{ id, skillName: 'Go', skillType: 'hard' }],
  },
  field: { fit: 0.75, professionMonths: 30, relevantMonths: 30 },
  reach: { basis: 'near', withinReach: true, distanceKm: 27 },
  computedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('match explanation text', () => {
  it('writes points whole or to one decimal', () => {
    expect(formatPoints(25)).toBe('25');
    expect(formatPoints(12.5)).toBe('12.5');
    expect(formatPoints(7.333)).toBe('7.3');
  });

  it('fills a bar by points over weight, empty when the weight is 0', () => {
    expect(criterionFill({ points: 12.5, weight: 25 })).toBe(50);
    expect(criterionFill({ points: 30, weight: 25 })).toBe(100);
    expect(criterionFill({ points: 0, weight: 0 })).toBe(0);
  });

  it('says where the candidate lives against the job', () => {
    expect(reachText({ basis: 'near', withinReach: true, distanceKm: 27 })).toBe('Lives 27 km away');
    expect(reachText({ basis: 'far', withinReach: false, distanceKm: 1240 })).toBe('Lives 1,240 km away');
    expect(reachText({ basis: 'far', withinReach: false, distanceKm: null })).toBe('Where they live is not known');
    expect(reachText({ basis: 'relocates', withinReach: true, distanceKm: 504 })).toBe('Lives 504 km away · would relocate');
    expect(reachText({ basis: 'outsideHiringCountries', withinReach: false, distanceKm: 600 })).toBe(
      'Outside the hiring countries',
    );
    expect(reachText({ basis: 'remote', withinReach: true, distanceKm: null })).toBe('Remote job');
  });

  it('says how much of the field is covered, and from what', () => {
    expect(fieldText(explanation())).toBe('In the job’s field: 75% (1 of 2 hard skills, 2 years in the profession)');
    expect(fieldText(explanation({ field: { fit: 0, professionMonths: 0, relevantMonths: 0 } }))).toBe(
      'In the job’s field: 0% (1 of 2 hard skills, no work in the profession)',
    );
  });

  it('sums up the explanation as text', () => {
    expect(explanationSummary(explanation())).toBe(
      '63% match: Education 25 of 25, Work experience 12.5 of 25, Hard skills 17.5 of 35, Soft skills 7.5 of 15. In the job’s field: 75% (1 of 2 hard skills, 2 years in the profession). 1 skill matched (1 verified by a test), 1 missing. Lives 27 km away.',
    );
  });

  it('words each suggestion with its gain', () => {
    const skill = { id, skillName: 'Go', skillType: 'hard' as const };
    expect(suggestionText({ kind: 'addSkill', gain: 8.75, skill })).toBe('Add Go to your profile (+8.8 %)');
    expect(suggestionText({ kind: 'verifySkill', gain: 4, skill })).toBe('Verify Go by passing a skills test (+4 %)');
    expect(suggestionText({ kind: 'experience', gain: 10, months: 36 })).toBe('Reach 3 years of experience (+10 %)');
    expect(suggestionText({ kind: 'education', gain: 5, educationName: "Bachelor's" })).toBe("Reach Bachelor's (+5 %)");
  });
});
