/**
 * The match score (docs/matching.md): how well a candidate fits a job, 0–100, explained criterion
 * by criterion. Pure and synchronous, so the recomputation on the queue, the on-demand explanation,
 * the candidate app's "what would raise it" and the tests all use this one definition.
 */

/** The order of the education levels of the taxonomy (EDUCATIONS in the taxonomy data). */
export const EDUCATION_LEVELS: Record<string, number> = {
  'No Formal Education': 0,
  'High School Diploma': 1,
  'Vocational Certificate': 2,
  'Professional Certification': 2,
  'Associate Degree': 3,
  "Bachelor's Degree": 4,
  "Master's Degree": 5,
  MBA: 5,
  'Doctorate (PhD)': 6,
};

export const MATCHING_RULES = {
  /** A declared skill counts this much of a skill proved by a passed test (which counts 1). */
  declaredSkillCredit: 0.8,
  /** Experience in another profession of the job's industry counts this share of its months. */
  relatedExperienceRate: 0.5,
  /** Months in the job's own profession that make someone plainly of the field (see `fieldFit`). */
  fieldExperienceMonths: 12,
  /** The most that experience in the profession alone gives the field fit, without the job's hard skills. */
  fieldFitFromExperience: 0.5,
  /** How far from the job's coordinates a candidate is within reach, by work type (kilometres). */
  radiusKm: { 'On-site': 50, 'Partially Remote': 100 } as Record<string, number>,
  /** Earth's mean radius for the great-circle distance. */
  earthRadiusKm: 6371.0088,
  /** The lowest percentage listed to recruiters (the specification's 20–100). */
  listedFrom: 20,
} as const;

/**
 * No filter excludes anyone any more (decision 27): the field is kept in the answers, always
 * empty, so clients that read it keep working.
 */
export const EXCLUSION_FILTERS = ['gender', 'age', 'location', 'disability'] as const;
export type ExclusionFilter = (typeof EXCLUSION_FILTERS)[number];
export const MATCH_CRITERIA = ['education', 'workExperience', 'hardSkills', 'softSkills'] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export type LatLng = { lat: number; lng: number };

/**
 * What the score reads of a job. Weights are the job's sliders (they total 100). The job's gender,
 * age bracket and differently-abled toggle are not here: no protected characteristic decides a
 * score (decision 27).
 */
export type MatchJob = {
  weights: Record<MatchCriterion, number>;
  hardSkillIds: string[];
  softSkillIds: string[];
  /** The levels (EDUCATION_LEVELS) of the educations the job asks; empty: no requirement. */
  educationLevels: number[];
  /** The experience bracket in months; null: no requirement. `max` null: no upper end. */
  experience: { min: number; max: number | null } | null;
  /** The job's profession, by name in lower case (how work history is recognised); null: none. */
  profession: string | null;
  /** The other professions of the job's industry, by name in lower case. */
  relatedProfessions: string[];
  workType: string | null;
  location: LatLng | null;
  city: string | null;
  /** A remote job's countries (ISO alpha-2); empty: anywhere. */
  hiringCountries: string[];
};

/** One job of a candidate's work history: its profession (lower-case name; null: not recognised) and dates. */
export type WorkSpell = { profession: string | null; from: string; to: string | null };

export type MatchCandidate = {
  /** The highest level (EDUCATION_LEVELS) among the candidate's educations; null: none listed. */
  educationLevel: number | null;
  /** The work history (dates YYYY-MM-DD; `to` null: the current job). */
  workHistory: WorkSpell[];
  /** Declared skills (the profile's skill list). */
  skillIds: string[];
  /** Skills proved by a passed test (declared or not). */
  verifiedSkillIds: string[];
  location: LatLng | null;
  city: string | null;
  /** ISO alpha-2, or null when not known. */
  country: string | null;
  /** Said in their job criteria that they would move for a job. */
  relocates: boolean;
};

export type SkillMatch = { id: string; verified: boolean };

/**
 * Where the candidate lives against where the job is: a fact shown beside the percentage, and the
 * rule for suggesting people who did not apply. It never changes a percentage.
 *   remote: the job is remote and hires from the candidate's country (or anywhere);
 *   near: within the work type's radius (or, for a job without coordinates, in its city);
 *   relocates: farther, but the candidate would move;
 *   far: farther, and the candidate has not said they would move (or their place is unknown);
 *   outsideHiringCountries: the job is remote and does not hire from the candidate's country.
 */
export const REACH_BASES = ['remote', 'near', 'relocates', 'far', 'outsideHiringCountries'] as const;
export type ReachBasis = (typeof REACH_BASES)[number];
export type Reach = {
  basis: ReachBasis;
  withinReach: boolean;
  /** Great-circle kilometres, rounded, when both places are known. */
  distanceKm: number | null;
};

/**
 * The recruiter's location filter on the applicants and matched lists: `withinReach` keeps those
 * who live within reach or would relocate (every suggested match is), `nearby` only those who need
 * not move (near, or remote from a hiring country).
 */
export const REACH_FILTERS = {
  withinReach: ['remote', 'near', 'relocates'],
  nearby: ['remote', 'near'],
} as const satisfies Record<string, readonly ReachBasis[]>;
export type ReachFilter = keyof typeof REACH_FILTERS;
/** The location filters by name, in the order the lists offer them. */
export const REACH_FILTER_NAMES = Object.keys(REACH_FILTERS) as ReachFilter[];

/** How much of the job's field the candidate covers, and from what (see `fieldFit`). */
export type FieldFit = {
  fit: number;
  /** The share of the job's hard skills (of its soft skills, when it asks no hard skill) the candidate has. */
  skillShare: number;
  /** Months of work history in the job's own profession. */
  professionMonths: number;
  /** Months of work history counted for the job (the profession's, and the industry's at the reduced rate). */
  relevantMonths: number;
};

export type MatchScore = {
  percentage: number;
  /** Always false: no filter excludes anyone (kept for the answers' shape). */
  excluded: boolean;
  excludedBy: ExclusionFilter[];
  /** Each criterion's share: `points` = weight × sub-score (× field fit but for hard skills), rounded to hundredths. */
  breakdown: Record<MatchCriterion, { weight: number; points: number }>;
  /** The unrounded sub-scores in [0, 1] (what the points are made of, before the field fit). */
  subScores: Record<MatchCriterion, number>;
  field: FieldFit;
  reach: Reach;
  matched: SkillMatch[];
  missing: string[];
  /** In the job's field: has one of its hard skills (of its skills, when it asks no hard skill). */
  relevant: boolean;
  /** Suggested to the recruiter as a match: relevant, within reach and at least `listedFrom`. */
  listed: boolean;
};

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp01 = (n: number) => (n < 0 ? 0 : n > 1 ? 1 : n);

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * MATCHING_RULES.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whole months from `from` to `to` (YYYY-MM-DD): a month counts once its day of the month is reached.
 * Read by position, not split and parsed as dates: a job's rematch calls it for every spell of tens
 * of thousands of candidates.
 */
export function monthsBetween(from: string, to: string): number {
  const fy = Number(from.slice(0, 4));
  const fm = Number(from.slice(5, 7));
  const fd = Number(from.slice(8, 10));
  const ty = Number(to.slice(0, 4));
  const tm = Number(to.slice(5, 7));
  const td = Number(to.slice(8, 10));
  const reached = td >= Math.min(fd, daysInMonth(ty, tm));
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (reached ? 0 : 1));
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in a month (1–12) of the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 31);
}

const sameText = (a: string | null, b: string | null) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Where the candidate lives against the job (see `Reach`). */
export function reachOf(
  job: Pick<MatchJob, 'workType' | 'location' | 'city' | 'hiringCountries'>,
  c: Pick<MatchCandidate, 'location' | 'city' | 'country' | 'relocates'>,
): Reach {
  const distance = job.location && c.location ? Math.round(distanceKm(job.location, c.location)) : null;
  const radius = job.workType ? MATCHING_RULES.radiusKm[job.workType] : undefined;
  if (radius === undefined) {
    const outside = job.hiringCountries.length > 0 && !(c.country && job.hiringCountries.includes(c.country));
    return { basis: outside ? 'outsideHiringCountries' : 'remote', withinReach: !outside, distanceKm: distance };
  }
  // A job saved without coordinates: the same city (by name) is the only place known to be near.
  const near = distance !== null ? distance <= radius : sameText(job.city, c.city);
  if (near) return { basis: 'near', withinReach: true, distanceKm: distance };
  if (c.relocates) return { basis: 'relocates', withinReach: true, distanceKm: distance };
  return { basis: 'far', withinReach: false, distanceKm: distance };
}

/** The work history's months in the job's profession, and those counted for the job. */
export function experienceOf(job: MatchJob, c: MatchCandidate, today: string) {
  let professionMonths = 0;
  let relevantMonths = 0;
  for (const spell of c.workHistory) {
    const months = monthsBetween(spell.from, spell.to && spell.to < today ? spell.to : today);
    // A job without a profession cannot tell relevant work from the rest: all of it counts.
    if (!job.profession) relevantMonths += months;
    if (!spell.profession || !job.profession) continue;
    if (spell.profession === job.profession) {
      professionMonths += months;
      relevantMonths += months;
    } else if (job.relatedProfessions.includes(spell.profession)) {
      relevantMonths += months * MATCHING_RULES.relatedExperienceRate;
    }
  }
  return { professionMonths, relevantMonths };
}

/**
 * How much of the job's field the candidate covers, 0–1: the share of the job's hard skills they
 * have (declared or proved; of its soft skills when it asks no hard skill), and a year or more of
 * work in the job's own profession makes up `fieldFitFromExperience` of the rest (less in
 * proportion). Every criterion but the hard skills counts in this proportion: a degree, years of
 * work and soft skills say how good someone is at their work, not whether it is this work.
 */
export function fieldFitOf(job: MatchJob, c: MatchCandidate, today: string): FieldFit {
  const has = new Set([...c.skillIds, ...c.verifiedSkillIds]);
  const gate = job.hardSkillIds.length > 0 ? job.hardSkillIds : job.softSkillIds;
  const skillShare = gate.length === 0 ? 1 : gate.filter((id) => has.has(id)).length / gate.length;
  const { professionMonths, relevantMonths } = experienceOf(job, c, today);
  const year = clamp01(professionMonths / MATCHING_RULES.fieldExperienceMonths);
  const fit = skillShare + (1 - skillShare) * MATCHING_RULES.fieldFitFromExperience * year;
  return { fit, skillShare, professionMonths, relevantMonths };
}

/** Education: full at or above the lowest level asked, else the share of the way up to it. */
export function educationSubScore(job: MatchJob, c: MatchCandidate): number {
  if (job.educationLevels.length === 0) return 1;
  const needed = Math.min(...job.educationLevels);
  const has = c.educationLevel ?? 0;
  if (has >= needed) return 1;
  return clamp01(has / needed);
}

/**
 * Work experience, from the months relevant to the job: below the bracket's start in proportion,
 * from it on full (more experience than the bracket is never held against anyone).
 */
export function experienceSubScore(job: MatchJob, relevantMonths: number): number {
  const b = job.experience;
  if (!b || b.min <= 0) return 1;
  return clamp01(relevantMonths / b.min);
}

/** A kind of skills: each of the job's counts 1 when verified, `declaredSkillCredit` when declared. */
function skillsSubScore(jobSkills: string[], declared: Set<string>, verified: Set<string>): number {
  if (jobSkills.length === 0) return 1;
  let credit = 0;
  for (const id of jobSkills) {
    if (verified.has(id)) credit += 1;
    else if (declared.has(id)) credit += MATCHING_RULES.declaredSkillCredit;
  }
  return clamp01(credit / jobSkills.length);
}

/**
 * The score of the candidate for the job on `today` (YYYY-MM-DD: the end of a current job).
 * percentage = round(weight of hard skills × their sub-score + field fit × Σ the others' weight × sub-score).
 */
export function scoreMatch(job: MatchJob, c: MatchCandidate, today: string): MatchScore {
  const declared = new Set(c.skillIds);
  const verified = new Set(c.verifiedSkillIds);
  const jobSkills = [...job.hardSkillIds, ...job.softSkillIds];
  const matched: SkillMatch[] = [];
  const missing: string[] = [];
  for (const id of jobSkills) {
    if (verified.has(id)) matched.push({ id, verified: true });
    else if (declared.has(id)) matched.push({ id, verified: false });
    else missing.push(id);
  }
  const has = (id: string) => declared.has(id) || verified.has(id);
  const gate = job.hardSkillIds.length > 0 ? job.hardSkillIds : job.softSkillIds;
  const relevant = gate.some(has);
  const field = fieldFitOf(job, c, today);

  const subScores: Record<MatchCriterion, number> = {
    education: educationSubScore(job, c),
    workExperience: experienceSubScore(job, field.relevantMonths),
    hardSkills: skillsSubScore(job.hardSkillIds, declared, verified),
    softSkills: skillsSubScore(job.softSkillIds, declared, verified),
  };
  let exact = 0;
  const breakdown = {} as MatchScore['breakdown'];
  for (const k of MATCH_CRITERIA) {
    const weight = job.weights[k];
    const points = weight * subScores[k] * (k === 'hardSkills' ? 1 : field.fit);
    exact += points;
    breakdown[k] = { weight, points: round2(points) };
  }
  // Rounded once, from the exact sum: the rounded points add up to it within ±1.
  const percentage = Math.max(0, Math.min(100, Math.round(exact + 1e-9)));
  const reach = reachOf(job, c);
  return {
    percentage,
    excluded: false,
    excludedBy: [],
    breakdown,
    subScores,
    field,
    reach,
    matched,
    missing,
    relevant,
    listed: relevant && reach.withinReach && percentage >= MATCHING_RULES.listedFrom,
  };
}

export type MatchSuggestion =
  | { kind: 'addSkill'; skillId: string; gain: number }
  | { kind: 'verifySkill'; skillId: string; gain: number }
  | { kind: 'education'; level: number; gain: number }
  | { kind: 'experience'; months: number; gain: number };

/** `today` moved by whole months (YYYY-MM-DD), the day kept within the month. */
function shiftMonths(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The unrounded percentage of a score (what gains are measured on). */
export const exactOf = (job: MatchJob, s: MatchScore) =>
  MATCH_CRITERIA.reduce((sum, k) => sum + job.weights[k] * s.subScores[k] * (k === 'hardSkills' ? 1 : s.field.fit), 0);

/**
 * What would raise the candidate's score, each change on its own with the percentage points it
 * adds, largest first: adding a missing skill, verifying a declared one by passing its test (only
 * where an active test verifies it: `testedSkillIds`), reaching the education level asked, or the
 * months of experience in the job's profession that its bracket starts at.
 */
export function whatWouldRaise(
  job: MatchJob,
  c: MatchCandidate,
  today: string,
  testedSkillIds: ReadonlySet<string>,
): MatchSuggestion[] {
  const base = scoreMatch(job, c, today);
  const before = exactOf(job, base);
  const gainOf = (changed: MatchCandidate) => round2(exactOf(job, scoreMatch(job, changed, today)) - before);
  const out: MatchSuggestion[] = [];
  for (const id of base.missing) {
    const gain = gainOf({ ...c, skillIds: [...c.skillIds, id] });
    if (gain > 0) out.push({ kind: 'addSkill', skillId: id, gain });
  }
  for (const m of base.matched) {
    if (m.verified || !testedSkillIds.has(m.id)) continue;
    const gain = gainOf({ ...c, verifiedSkillIds: [...c.verifiedSkillIds, m.id] });
    if (gain > 0) out.push({ kind: 'verifySkill', skillId: m.id, gain });
  }
  if (base.subScores.education < 1 && job.educationLevels.length) {
    const level = Math.min(...job.educationLevels);
    out.push({ kind: 'education', level, gain: gainOf({ ...c, educationLevel: level }) });
  }
  const needed = job.experience ? Math.ceil(job.experience.min - base.field.relevantMonths) : 0;
  if (job.experience && needed > 0) {
    const spell = { profession: job.profession, from: shiftMonths(today, -needed), to: today };
    out.push({ kind: 'experience', months: job.experience.min, gain: gainOf({ ...c, workHistory: [...c.workHistory, spell] }) });
  }
  return out.filter((s) => s.gain > 0).sort((a, b) => b.gain - a.gain);
}
