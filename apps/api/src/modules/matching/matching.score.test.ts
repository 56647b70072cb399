import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ageOn,
  distanceKm,
  MATCH_CRITERIA,
  type MatchCandidate,
  type MatchCriterion,
  type MatchJob,
  scoreMatch,
  whatWouldRaise,
} from '@talentdeck/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-11-24';
const BERLIN = { lat: 52.52, lng: 13.405 };
const POTSDAM = { lat: 52.3906, lng: 13.0645 };
const MUNICH = { lat: 48.1372, lng: 11.5756 };

// The worked examples of docs/matching.md: the Frontend Developer job in Berlin and its candidates.
const job: MatchJob = {
  weights: { education: 20, workExperience: 30, hardSkills: 35, softSkills: 15 },
  hardSkillIds: ['react', 'typescript', 'css3', 'jest'],
  softSkillIds: ['communication', 'teamwork'],
  educationLevels: [4, 5],
  experience: { min: 36, max: 60 },
  age: { min: 25, max: 34 },
  gender: 'All',
  workType: 'On-site',
  location: BERLIN,
  city: 'Berlin',
  includesDisabled: false,
};

const person = (over: Partial<MatchCandidate>): MatchCandidate => ({
  educationLevel: null,
  experienceMonths: 0,
  skillIds: [],
  verifiedSkillIds: [],
  gender: 'Female',
  dateOfBirth: '1996-05-10',
  location: BERLIN,
  city: 'Berlin',
  isDisable: false,
  ...over,
});

const goldenCandidates: Record<string, { job?: Partial<MatchJob>; candidate: MatchCandidate }> = {
  Ada: {
    candidate: person({
      educationLevel: 5,
      experienceMonths: 48,
      skillIds: ['react', 'typescript', 'css3', 'communication', 'teamwork'],
      verifiedSkillIds: ['react'],
    }),
  },
  Ben: {
    candidate: person({
      gender: 'Male',
      dateOfBirth: '2000-01-15',
      location: POTSDAM,
      city: 'Potsdam',
      educationLevel: 3,
      experienceMonths: 18,
      skillIds: ['react'],
    }),
  },
  Cleo: {
    candidate: person({
      dateOfBirth: '1993-11-25',
      educationLevel: 6,
      experienceMonths: 96,
      skillIds: ['teamwork'],
      verifiedSkillIds: ['react', 'typescript', 'css3', 'jest', 'communication'],
    }),
  },
  Dev: {
    candidate: person({
      gender: 'Other',
      dateOfBirth: '1995-03-03',
      educationLevel: 4,
      experienceMonths: 40,
      skillIds: ['communication', 'teamwork', 'nursing'],
    }),
  },
  Eve: {
    candidate: person({
      dateOfBirth: '1986-06-01',
      location: MUNICH,
      city: 'Munich',
      educationLevel: 5,
      experienceMonths: 50,
      skillIds: ['react', 'typescript'],
    }),
  },
  Finn: {
    candidate: person({
      gender: 'Male',
      dateOfBirth: '1994-09-09',
      isDisable: true,
      educationLevel: 4,
      experienceMonths: 36,
      skillIds: ['react', 'jest', 'communication'],
    }),
  },
  'Finn (toggle on)': {
    job: { includesDisabled: true },
    candidate: person({
      gender: 'Male',
      dateOfBirth: '1994-09-09',
      isDisable: true,
      educationLevel: 4,
      experienceMonths: 36,
      skillIds: ['react', 'jest', 'communication'],
    }),
  },
  Gus: {
    candidate: person({ dateOfBirth: '2001-07-07', experienceMonths: 6, skillIds: ['react'] }),
  },
  Hana: {
    candidate: person({ dateOfBirth: '1991-11-24', educationLevel: 4, experienceMonths: 60, skillIds: ['react'] }),
  },
  'Ivo (remote)': {
    job: { workType: 'Fully Remote', location: null, city: null },
    candidate: person({
      gender: 'Male',
      dateOfBirth: '1998-02-02',
      location: MUNICH,
      city: 'Munich',
      educationLevel: 4,
      experienceMonths: 36,
      skillIds: ['react', 'typescript', 'css3', 'jest', 'communication', 'teamwork'],
    }),
  },
};

type GoldenRow = {
  name: string;
  percentage: number;
  points: Record<MatchCriterion, number>;
  excludedBy: string[];
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
    const [name, pct, edu, exp, hard, soft, excluded, listed] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    return {
      name: name as string,
      percentage: Number(pct),
      points: { education: Number(edu), workExperience: Number(exp), hardSkills: Number(hard), softSkills: Number(soft) },
      excludedBy: excluded === '—' ? [] : (excluded as string).split(',').map((s) => s.trim()),
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
      expect(s.excludedBy).toEqual(row.excludedBy);
      expect(s.listed).toBe(row.listed);
      for (const k of MATCH_CRITERIA) expect(s.breakdown[k].points, k).toBe(row.points[k]);
    });
  }

  it('counts ages and distances the way the examples say', () => {
    expect(ageOn('1993-11-25', TODAY)).toBe(32);
    expect(ageOn('1991-11-24', TODAY)).toBe(35);
    expect(distanceKm(BERLIN, POTSDAM)).toBeGreaterThan(20);
    expect(distanceKm(BERLIN, POTSDAM)).toBeLessThan(50);
    expect(distanceKm(BERLIN, MUNICH)).toBeGreaterThan(400);
  });

  it('tells Ben what would raise his match, largest gain first', () => {
    const raise = whatWouldRaise(job, goldenCandidates.Ben?.candidate as MatchCandidate, TODAY);
    expect(raise[0]).toEqual({ kind: 'experience', months: 36, gain: 15 });
    expect(raise).toContainEqual({ kind: 'addSkill', skillId: 'typescript', gain: 7 });
    expect(raise).toContainEqual({ kind: 'verifySkill', skillId: 'react', gain: 1.75 });
    expect(raise).toContainEqual({ kind: 'education', level: 4, gain: 5 });
  });
});

// Properties. Skills come from a small pool so that jobs and candidates share some.
const HARD = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SOFT = ['s1', 's2', 's3', 's4'];
const subset = (pool: string[], min = 0) => fc.subarray(pool, { minLength: min });

/** Four integer weights that total 100. */
const weights = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b, c]) => {
    const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
    return { education: x, workExperience: y - x, hardSkills: z - y, softSkills: 100 - z };
  });

const place = fc.record({ lat: fc.double({ min: 47, max: 55, noNaN: true }), lng: fc.double({ min: 5, max: 15, noNaN: true }) });

const jobs: fc.Arbitrary<MatchJob> = fc.record({
  weights,
  hardSkillIds: subset(HARD),
  softSkillIds: subset(SOFT),
  educationLevels: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  experience: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 120 }), fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }))
      .map(([min, extra]) => ({ min, max: extra === null ? null : min + extra })),
    { nil: null },
  ),
  age: fc.record({
    min: fc.option(fc.integer({ min: 18, max: 40 }), { nil: null }),
    max: fc.option(fc.integer({ min: 40, max: 70 }), { nil: null }),
  }),
  gender: fc.constantFrom('All', 'Male', 'Female', 'Other'),
  workType: fc.constantFrom('On-site', 'Partially Remote', 'Fully Remote'),
  location: fc.option(place, { nil: null }),
  city: fc.constantFrom('Berlin', 'Munich'),
  includesDisabled: fc.boolean(),
});

const dates = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2008-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const candidatesArb: fc.Arbitrary<MatchCandidate> = fc.record({
  educationLevel: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  experienceMonths: fc.integer({ min: 0, max: 720 }),
  skillIds: subset([...HARD, ...SOFT]),
  verifiedSkillIds: subset([...HARD, ...SOFT]),
  gender: fc.option(fc.constantFrom('Male', 'Female', 'Other'), { nil: null }),
  dateOfBirth: fc.option(dates, { nil: null }),
  location: fc.option(place, { nil: null }),
  city: fc.option(fc.constantFrom('Berlin', 'Munich'), { nil: null }),
  isDisable: fc.boolean(),
});

/** A candidate who meets every requirement of the job, each skill proved by a test. */
function ideal(j: MatchJob): MatchCandidate {
  return {
    educationLevel: j.educationLevels.length ? Math.max(...j.educationLevels) : 0,
    experienceMonths: j.experience?.min ?? 0,
    skillIds: [...j.hardSkillIds, ...j.softSkillIds],
    verifiedSkillIds: [...j.hardSkillIds, ...j.softSkillIds],
    gender: j.gender === 'All' ? 'Female' : j.gender,
    dateOfBirth: `${2026 - (j.age.min ?? 30)}-01-01`,
    location: j.location,
    city: j.city,
    isDisable: false,
  };
}

describe('properties of the score', () => {
  it('is an integer within 0–100 whose points add up to it within 1, each within its weight', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, (j, c) => {
        const s = scoreMatch(j, c, TODAY);
        expect(Number.isInteger(s.percentage)).toBe(true);
        expect(s.percentage).toBeGreaterThanOrEqual(0);
        expect(s.percentage).toBeLessThanOrEqual(100);
        let sum = 0;
        for (const k of MATCH_CRITERIA) {
          expect(s.breakdown[k].points).toBeGreaterThanOrEqual(0);
          expect(s.breakdown[k].points).toBeLessThanOrEqual(s.breakdown[k].weight);
          sum += s.breakdown[k].points;
        }
        expect(Math.abs(sum - s.percentage)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives 100 to a candidate with every requirement of the job', () => {
    fc.assert(
      fc.property(jobs, (j) => {
        const s = scoreMatch(j, ideal(j), TODAY);
        expect(s.excluded).toBe(false);
        expect(s.percentage).toBe(100);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers a score for an added skill or a passed test', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, fc.constantFrom(...HARD, ...SOFT), fc.boolean(), (j, c, skill, byTest) => {
        const before = scoreMatch(j, c, TODAY);
        const more = byTest
          ? { ...c, verifiedSkillIds: [...c.verifiedSkillIds, skill] }
          : { ...c, skillIds: [...c.skillIds, skill] };
        const after = scoreMatch(j, more, TODAY);
        expect(after.percentage).toBeGreaterThanOrEqual(before.percentage);
        for (const k of MATCH_CRITERIA) expect(after.subScores[k]).toBeGreaterThanOrEqual(before.subScores[k]);
        // Once listed, more skills keep the candidate listed.
        if (before.listed) expect(after.listed).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a filtered-out candidate no match: 0 %, no points, not listed, each failed filter named', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, (j, c) => {
        const s = scoreMatch(j, c, TODAY);
        if (!s.excluded) return;
        expect(s.percentage).toBe(0);
        expect(s.listed).toBe(false);
        expect(s.excludedBy.length).toBeGreaterThan(0);
        for (const k of MATCH_CRITERIA) expect(s.breakdown[k].points).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('excludes by each filter exactly when its rule fails', () => {
    const base = ideal(job);
    expect(scoreMatch({ ...job, gender: 'Male' }, base, TODAY).excludedBy).toEqual(['gender']);
    expect(scoreMatch(job, { ...base, dateOfBirth: null }, TODAY).excludedBy).toEqual(['age']);
    expect(scoreMatch(job, { ...base, location: MUNICH }, TODAY).excludedBy).toEqual(['location']);
    expect(scoreMatch({ ...job, workType: 'Partially Remote' }, { ...base, location: MUNICH }, TODAY).excludedBy).toEqual([
      'location',
    ]);
    expect(scoreMatch({ ...job, workType: 'Fully Remote' }, { ...base, location: MUNICH }, TODAY).excluded).toBe(false);
    expect(scoreMatch(job, { ...base, isDisable: true }, TODAY).excludedBy).toEqual(['disability']);
    expect(scoreMatch({ ...job, includesDisabled: true }, { ...base, isDisable: true }, TODAY).excluded).toBe(false);
  });

  it('moves the score toward the criterion that gains weight: up when its sub-score is higher, down when lower', () => {
    fc.assert(
      fc.property(
        jobs,
        candidatesArb,
        fc.constantFrom(...MATCH_CRITERIA),
        fc.constantFrom(...MATCH_CRITERIA),
        fc.integer({ min: 1, max: 100 }),
        (j, c, from, to, moved) => {
          if (from === to || j.weights[from] === 0) return;
          const shift = Math.min(moved, j.weights[from]);
          const before = scoreMatch(j, c, TODAY);
          if (before.excluded) return;
          const w = { ...j.weights, [from]: j.weights[from] - shift, [to]: j.weights[to] + shift };
          const after = scoreMatch({ ...j, weights: w }, c, TODAY);
          const exact = (s: typeof before, ws: typeof w) => MATCH_CRITERIA.reduce((n, k) => n + ws[k] * s.subScores[k], 0);
          const delta = exact(after, w) - exact(before, j.weights);
          const direction = before.subScores[to] - before.subScores[from];
          expect(delta).toBeCloseTo(shift * direction, 9);
          if (direction > 0) expect(after.percentage).toBeGreaterThanOrEqual(before.percentage);
          if (direction < 0) expect(after.percentage).toBeLessThanOrEqual(before.percentage);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('lists only relevant, unexcluded candidates at 20 % or more', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, (j, c) => {
        const s = scoreMatch(j, c, TODAY);
        expect(s.listed).toBe(!s.excluded && s.relevant && s.percentage >= 20);
      }),
      { numRuns: 1000 },
    );
  });
});
