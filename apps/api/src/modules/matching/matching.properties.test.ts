/**
 * Properties of the match score (docs/matching.md), over generated jobs and candidates; the golden
 * cases are in matching.score.test.ts.
 */
import {
  exactOf,
  MATCH_CRITERIA,
  type MatchCandidate,
  type MatchCriterion,
  type MatchJob,
  monthsBetween,
  REACH_FILTERS,
  reachOf,
  scoreMatch,
  type WorkSpell,
  whatWouldRaise,
} from '@talentdeck/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-11-24';

// Properties. Skills and professions come from small pools so that jobs and candidates share some.
const HARD = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const SOFT = ['s1', 's2', 's3', 's4'];
const PROFESSIONS = ['frontend developer', 'backend developer', 'nurse', 'designer'];
const subset = (pool: string[], min = 0) => fc.subarray(pool, { minLength: min });

/** Four integer weights that total 100. */
const weights = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b, c]) => {
    const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
    return { education: x, workExperience: y - x, hardSkills: z - y, softSkills: 100 - z };
  });

const place = fc.record({
  lat: fc.double({ min: 35, max: 60, noNaN: true }),
  lng: fc.double({ min: -10, max: 30, noNaN: true }),
});

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
  profession: fc.option(fc.constantFrom(...PROFESSIONS), { nil: null }),
  relatedProfessions: subset(PROFESSIONS),
  workType: fc.constantFrom('On-site', 'Partially Remote', 'Fully Remote'),
  location: fc.option(place, { nil: null }),
  city: fc.constantFrom('Berlin', 'Munich'),
  hiringCountries: subset(['DE', 'AT', 'FR']),
});

const days = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2026-11-24'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const spells: fc.Arbitrary<WorkSpell[]> = fc.array(
  fc
    .record({ profession: fc.option(fc.constantFrom(...PROFESSIONS), { nil: null }), a: days, b: fc.option(days, { nil: null }) })
    .map(({ profession, a, b }) => ({ profession, from: b && b < a ? b : a, to: b && b < a ? a : b })),
  { maxLength: 4 },
);

const candidatesArb: fc.Arbitrary<MatchCandidate> = fc.record({
  educationLevel: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
  workHistory: spells,
  skillIds: subset([...HARD, ...SOFT]),
  verifiedSkillIds: subset([...HARD, ...SOFT]),
  location: fc.option(place, { nil: null }),
  city: fc.option(fc.constantFrom('Berlin', 'Munich'), { nil: null }),
  country: fc.option(fc.constantFrom('DE', 'AT', 'FR', 'PL'), { nil: null }),
  relocates: fc.boolean(),
});

/** A candidate who meets every requirement of the job, each skill proved by a test. */
function ideal(j: MatchJob): MatchCandidate {
  const months = Math.max(j.experience?.min ?? 0, 12);
  return {
    educationLevel: j.educationLevels.length ? Math.max(...j.educationLevels) : 0,
    workHistory: [{ profession: j.profession, from: `${2026 - Math.ceil(months / 12) - 1}-01-01`, to: null }],
    skillIds: [...j.hardSkillIds, ...j.softSkillIds],
    verifiedSkillIds: [...j.hardSkillIds, ...j.softSkillIds],
    location: j.location,
    city: j.city,
    country: j.hiringCountries[0] ?? 'DE',
    relocates: false,
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
        expect(s.excluded).toBe(false);
        expect(s.excludedBy).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives 100 to a candidate with every requirement of the job, wherever they live', () => {
    fc.assert(
      fc.property(jobs, place, (j, somewhere) => {
        expect(scoreMatch(j, ideal(j), TODAY).percentage).toBe(100);
        expect(scoreMatch(j, { ...ideal(j), location: somewhere, city: 'Lisbon', country: 'PT' }, TODAY).percentage).toBe(100);
      }),
      { numRuns: 1000 },
    );
  });

  it('never lowers a score for an added skill, a passed test or more months in the job’s profession', () => {
    fc.assert(
      fc.property(
        jobs,
        candidatesArb,
        fc.constantFrom(...HARD, ...SOFT),
        fc.constantFrom('declare', 'test', 'work'),
        days,
        (j, c, skill, change, from) => {
          const before = scoreMatch(j, c, TODAY);
          const more =
            change === 'test'
              ? { ...c, verifiedSkillIds: [...c.verifiedSkillIds, skill] }
              : change === 'declare'
                ? { ...c, skillIds: [...c.skillIds, skill] }
                : { ...c, workHistory: [...c.workHistory, { profession: j.profession, from, to: null }] };
          const after = scoreMatch(j, more, TODAY);
          expect(after.percentage).toBeGreaterThanOrEqual(before.percentage);
          expect(exactOf(j, after)).toBeGreaterThanOrEqual(exactOf(j, before) - 1e-9);
          // Once listed, more keeps the candidate listed.
          if (before.listed) expect(after.listed).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never changes a percentage for where the candidate lives or would move', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, fc.option(place, { nil: null }), fc.boolean(), (j, c, elsewhere, relocates) => {
        const moved = { ...c, location: elsewhere, city: 'Elsewhere', country: 'PL', relocates };
        const [a, b] = [scoreMatch(j, c, TODAY), scoreMatch(j, moved, TODAY)];
        expect(b.percentage).toBe(a.percentage);
        expect(b.breakdown).toEqual(a.breakdown);
      }),
      { numRuns: 2000 },
    );
  });

  it('scores 0 for someone with none of the job’s hard skills and no month in its profession', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, (j, c) => {
        if (j.hardSkillIds.length === 0) return;
        const outsider: MatchCandidate = {
          ...c,
          skillIds: c.skillIds.filter((id) => !j.hardSkillIds.includes(id)),
          verifiedSkillIds: c.verifiedSkillIds.filter((id) => !j.hardSkillIds.includes(id)),
          workHistory: c.workHistory.filter((w) => w.profession !== j.profession || j.profession === null),
        };
        if (j.profession === null && outsider.workHistory.length > 0) return;
        const s = scoreMatch(j, outsider, TODAY);
        expect(s.field.fit).toBe(0);
        expect(s.percentage).toBe(0);
        expect(s.relevant).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('ranks anyone with half the job’s hard skills above anyone with none and no month in its profession', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, candidatesArb, (j, a, b) => {
        const hard = j.hardSkillIds;
        if (hard.length === 0 || j.weights.hardSkills === 0) return;
        const half = hard.slice(0, Math.ceil(hard.length / 2));
        const inField = { ...a, skillIds: [...a.skillIds, ...half] };
        const none: MatchCandidate = {
          ...b,
          skillIds: b.skillIds.filter((id) => !hard.includes(id)),
          verifiedSkillIds: b.verifiedSkillIds.filter((id) => !hard.includes(id)),
          workHistory: b.workHistory.filter((w) => w.profession !== j.profession && j.profession !== null),
        };
        expect(exactOf(j, scoreMatch(j, inField, TODAY))).toBeGreaterThan(exactOf(j, scoreMatch(j, none, TODAY)));
      }),
      { numRuns: 2000 },
    );
  });

  it('moves the score toward the criterion that gains weight: up when its share is higher, down when lower', () => {
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
          const w = { ...j.weights, [from]: j.weights[from] - shift, [to]: j.weights[to] + shift };
          const after = scoreMatch({ ...j, weights: w }, c, TODAY);
          const share = (k: MatchCriterion) => before.subScores[k] * (k === 'hardSkills' ? 1 : before.field.fit);
          const delta = exactOf({ ...j, weights: w }, after) - exactOf(j, before);
          const direction = share(to) - share(from);
          expect(delta).toBeCloseTo(shift * direction, 9);
          if (direction > 0) expect(after.percentage).toBeGreaterThanOrEqual(before.percentage);
          if (direction < 0) expect(after.percentage).toBeLessThanOrEqual(before.percentage);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('suggests only changes that raise the score, and a test only where one verifies the skill', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, subset([...HARD, ...SOFT]), (j, c, tested) => {
        const testedSet = new Set(tested);
        for (const s of whatWouldRaise(j, c, TODAY, testedSet)) {
          expect(s.gain).toBeGreaterThan(0);
          if (s.kind === 'verifySkill') expect(testedSet.has(s.skillId)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('suggests only relevant candidates within reach at 20 % or more', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, (j, c) => {
        const s = scoreMatch(j, c, TODAY);
        expect(s.listed).toBe(s.relevant && s.reach.withinReach && s.percentage >= 20);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps in the location filters exactly the places they name, and every suggested candidate in "within reach"', () => {
    fc.assert(
      fc.property(jobs, candidatesArb, (j, c) => {
        const reach = reachOf(j, c);
        const within: readonly string[] = REACH_FILTERS.withinReach;
        const nearby: readonly string[] = REACH_FILTERS.nearby;
        expect(within.includes(reach.basis)).toBe(reach.withinReach);
        // Nearby: within reach without moving.
        expect(nearby.includes(reach.basis)).toBe(reach.withinReach && reach.basis !== 'relocates');
        const s = scoreMatch(j, c, TODAY);
        if (s.listed) expect(within).toContain(s.reach.basis);
        // Where a candidate lives never changes the percentage.
        expect(scoreMatch(j, { ...c, relocates: !c.relocates }, TODAY).percentage).toBe(s.percentage);
      }),
      { numRuns: 1000 },
    );
  });

  it('counts the months between two days as the calendar does', () => {
    // The rule, through the runtime's calendar: whole months, a month counted once its day is reached
    // (a start on the 31st turns on the last day of a shorter month).
    const byCalendar = (from: Date, to: Date) => {
      const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
      const reached = to.getUTCDate() >= Math.min(from.getUTCDate(), lastDay);
      const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
      return Math.max(0, months - (reached ? 0 : 1));
    };
    const day = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2150-12-31T00:00:00Z'), noInvalidDate: true });
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(monthsBetween(iso(from), iso(to))).toBe(byCalendar(from, to));
      }),
      { numRuns: 2000 },
    );
  });
});
