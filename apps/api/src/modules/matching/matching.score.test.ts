import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  distanceKm,
  MATCH_CRITERIA,
  type MatchCandidate,
  type MatchCriterion,
  type MatchJob,
  monthsBetween,
  scoreMatch,
  type WorkSpell,
  whatWouldRaise,
} from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-11-24';
const BERLIN = { lat: 52.52, lng: 13.405 };
const POTSDAM = { lat: 52.3906, lng: 13.0645 };
const MUNICH = { lat: 48.1372, lng: 11.5756 };
const VIENNA = { lat: 48.2082, lng: 16.3738 };

// The worked examples of docs/matching.md: the Frontend Developer job in Berlin and its candidates.
const job: MatchJob = {
  weights: { education: 20, workExperience: 30, hardSkills: 35, softSkills: 15 },
  hardSkillIds: ['react', 'typescript', 'css3', 'jest'],
  softSkillIds: ['communication', 'teamwork'],
  educationLevels: [4, 5],
  experience: { min: 36, max: 60 },
  profession: 'frontend developer',
  relatedProfessions: ['backend developer', 'full stack developer'],
  workType: 'On-site',
  location: BERLIN,
  city: 'Berlin',
  hiringCountries: [],
};

/** A spell of work in `profession` that started on `from` and goes on. */
const since = (profession: string | null, from: string): WorkSpell => ({ profession, from, to: null });

const person = (over: Partial<MatchCandidate>): MatchCandidate => ({
  educationLevel: null,
  workHistory: [],
  skillIds: [],
  verifiedSkillIds: [],
  location: BERLIN,
  city: 'Berlin',
  country: 'DE',
  relocates: false,
  ...over,
});

const FRONTEND = 'frontend developer';
const remote = { workType: 'Fully Remote', location: null, city: null, hiringCountries: ['DE'] } satisfies Partial<MatchJob>;
const allSkills = ['react', 'typescript', 'css3', 'jest', 'communication', 'teamwork'];

const goldenCandidates: Record<string, { job?: Partial<MatchJob>; candidate: MatchCandidate }> = {
  Ada: {
    candidate: person({
      educationLevel: 5,
      workHistory: [since(FRONTEND, '2022-11-01')],
      skillIds: ['react', 'typescript', 'css3', 'communication', 'teamwork'],
      verifiedSkillIds: ['react'],
    }),
  },
  Ben: {
    candidate: person({
      location: POTSDAM,
      city: 'Potsdam',
      educationLevel: 3,
      workHistory: [since(FRONTEND, '2025-05-24')],
      skillIds: ['react'],
    }),
  },
  Cleo: {
    candidate: person({
      educationLevel: 6,
      workHistory: [{ profession: FRONTEND, from: '2016-11-01', to: '2020-11-01' }, since(FRONTEND, '2020-11-01')],
      skillIds: ['teamwork'],
      verifiedSkillIds: ['react', 'typescript', 'css3', 'jest', 'communication'],
    }),
  },
  Dev: {
    candidate: person({
      educationLevel: 4,
      workHistory: [since(null, '2023-07-01')],
      skillIds: ['communication', 'teamwork', 'nursing'],
    }),
  },
  Eve: {
    candidate: person({
      location: MUNICH,
      city: 'Munich',
      educationLevel: 5,
      workHistory: [since(FRONTEND, '2022-09-01')],
      skillIds: ['react', 'typescript'],
    }),
  },
  'Eve (relocates)': {
    candidate: person({
      location: MUNICH,
      city: 'Munich',
      relocates: true,
      educationLevel: 5,
      workHistory: [since(FRONTEND, '2022-09-01')],
      skillIds: ['react', 'typescript'],
    }),
  },
  Gus: {
    candidate: person({ workHistory: [since(FRONTEND, '2026-05-24')], skillIds: ['react'] }),
  },
  Ian: {
    candidate: person({
      educationLevel: 4,
      workHistory: [since('backend developer', '2021-11-24')],
      skillIds: ['typescript', 'communication'],
    }),
  },
  'Ivo (remote)': {
    job: remote,
    candidate: person({
      location: MUNICH,
      city: 'Munich',
      educationLevel: 4,
      workHistory: [since(FRONTEND, '2023-11-24')],
      skillIds: allSkills,
    }),
  },
  'Jo (remote, Vienna)': {
    job: remote,
    candidate: person({
      location: VIENNA,
      city: 'Vienna',
      country: 'AT',
      educationLevel: 4,
      workHistory: [since(FRONTEND, '2023-11-24')],
      skillIds: allSkills,
    }),
  },
};

type GoldenRow = {
  name: string;
  percentage: number;
  points: Record<MatchCriterion, number>;
  fit: number;
  reach: string;
  listed: boolean;
};

/** The golden table of docs/matching.md (the lines between its two markers), read as the doc shows it. */
function goldenTable(): GoldenRow[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const doc = readFileSync(path.resolve(here, '../../../../../docs/matching.md'), 'utf8');
  const block = doc.split('<!-- golden:start -->')[1]?.split('<!-- golden:end -->')[0] ?? '';
  const lines = block
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2);
  return lines.map((line) => {
    const [name, pct, fit, edu, exp, hard, soft, reach, listed] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    return {
      name: name as string,
      percentage: Number(pct),
      fit: Number(fit),
      points: { education: Number(edu), workExperience: Number(exp), hardSkills: Number(hard), softSkills: Number(soft) },
      reach: reach as string,
      listed: listed === 'yes',
    };
  });
}

describe('golden cases of docs/matching.md', () => {
  const rows = goldenTable();

  it('lists every worked example', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(goldenCandidates).sort());
  });

  for (const row of goldenTable()) {
    it(`${row.name}: ${row.percentage} %`, () => {
      const g = goldenCandidates[row.name];
      expect(g).toBeDefined();
      const s = scoreMatch({ ...job, ...g?.job }, g?.candidate as MatchCandidate, TODAY);
      expect(s.percentage).toBe(row.percentage);
      expect(s.field.fit).toBeCloseTo(row.fit, 4);
      expect(s.reach.basis).toBe(row.reach);
      expect(s.excluded).toBe(false);
      expect(s.listed).toBe(row.listed);
      for (const k of MATCH_CRITERIA) expect(s.breakdown[k].points, k).toBe(row.points[k]);
    });
  }

  it('counts months and distances the way the examples say', () => {
    expect(monthsBetween('2022-11-01', TODAY)).toBe(48);
    expect(monthsBetween('2025-05-24', TODAY)).toBe(18);
    expect(monthsBetween('2025-05-25', TODAY)).toBe(17);
    // A start on the 31st turns on the last day of a shorter month.
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsBetween('2026-01-31', '2026-02-27')).toBe(0);
    // Leap years: a start on 29 February turns on the 28th in other years, and on the 29th in 2028.
    expect(monthsBetween('2024-02-29', '2025-02-28')).toBe(12);
    expect(monthsBetween('2028-01-30', '2028-02-28')).toBe(0);
    expect(monthsBetween('2028-01-30', '2028-02-29')).toBe(1);
    expect(monthsBetween('2100-01-29', '2100-02-28')).toBe(1);
    expect(distanceKm(BERLIN, POTSDAM)).toBeGreaterThan(20);
    expect(distanceKm(BERLIN, POTSDAM)).toBeLessThan(50);
    expect(distanceKm(BERLIN, MUNICH)).toBeGreaterThan(400);
  });

  it('tells Ben what would raise his match, largest gain first, a test only where one exists', () => {
    const ben = goldenCandidates.Ben?.candidate as MatchCandidate;
    const raise = whatWouldRaise(job, ben, TODAY, new Set(['react']));
    expect(raise[0]).toEqual({ kind: 'addSkill', skillId: 'typescript', gain: 10.75 });
    expect(raise).toContainEqual({ kind: 'experience', months: 36, gain: 9.38 });
    expect(raise).toContainEqual({ kind: 'education', level: 4, gain: 3.13 });
    expect(raise).toContainEqual({ kind: 'verifySkill', skillId: 'react', gain: 1.75 });
    // No test verifies React: nothing suggests verifying it.
    expect(whatWouldRaise(job, ben, TODAY, new Set()).some((s) => s.kind === 'verifySkill')).toBe(false);
  });
});
