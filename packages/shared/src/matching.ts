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
  /** Experience above the job's bracket: still a strong fit, not a full one. */
  aboveExperienceBracket: 0.8,
  /** How far from the job's coordinates a candidate may live, by work type (kilometres). */
  radiusKm: { 'On-site': 50, 'Partially Remote': 100 } as Record<string, number>,
  /** Earth's mean radius for the great-circle distance. */
  earthRadiusKm: 6371.0088,
  /** The lowest percentage listed to recruiters (the specification's 20–100). */
  listedFrom: 20,
} as const;

export const EXCLUSION_FILTERS = ['gender', 'age', 'location', 'disability'] as const;
export type ExclusionFilter = (typeof EXCLUSION_FILTERS)[number];
export const MATCH_CRITERIA = ['education', 'workExperience', 'hardSkills', 'softSkills'] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export type LatLng = { lat: number; lng: number };

/** What the score reads of a job. Weights are the job's sliders (they total 100). */
export type MatchJob = {
  weights: Record<MatchCriterion, number>;
  hardSkillIds: string[];
  softSkillIds: string[];
  /** The levels (EDUCATION_LEVELS) of the educations the job asks; empty: no requirement. */
  educationLevels: number[];
  /** The experience bracket in months; null: no requirement. `max` null: no upper end. */
  experience: { min: number; max: number | null } | null;
  /** Age bracket in whole years; null ends are open. */
  age: { min: number | null; max: number | null };
  gender: string | null;
  workType: string | null;
  location: LatLng | null;
  city: string | null;
  /** The wizard's "Include them up": differently-abled candidates are included only when on. */
  includesDisabled: boolean;
};

export type MatchCandidate = {
  /** The highest level (EDUCATION_LEVELS) among the candidate's educations; null: none listed. */
  educationLevel: number | null;
  experienceMonths: number;
  /** Declared skills (the profile's skill list). */
  skillIds: string[];
  /** Skills proved by a passed test (declared or not). */
  verifiedSkillIds: string[];
  gender: string | null;
  /** YYYY-MM-DD, or null when not given. */
  dateOfBirth: string | null;
  location: LatLng | null;
  city: string | null;
  isDisable: boolean;
};

export type SkillMatch = { id: string; verified: boolean };

export type MatchScore = {
  percentage: number;
  excluded: boolean;
  excludedBy: ExclusionFilter[];
  /** Each criterion's share: `points` = weight × sub-score, rounded to hundredths. */
  breakdown: Record<MatchCriterion, { weight: number; points: number }>;
  /** The unrounded sub-scores in [0, 1] (what the points are made of). */
  subScores: Record<MatchCriterion, number>;
  matched: SkillMatch[];
  missing: string[];
  /** In the job's field: has one of its hard skills (of its skills, when it asks no hard skill). */
  relevant: boolean;
  /** Listed to the recruiter as a match: not excluded, relevant and at least `listedFrom`. */
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

/** Age in whole years on `today` (YYYY-MM-DD): the birthday itself counts. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The hard filters that exclude the candidate from the job, in EXCLUSION_FILTERS order. */
export function exclusions(job: MatchJob, c: MatchCandidate, today: string): ExclusionFilter[] {
  const out: ExclusionFilter[] = [];
  if (job.gender && job.gender !== 'All' && c.gender !== job.gender) out.push('gender');
  if (job.age.min !== null || job.age.max !== null) {
    const age = c.dateOfBirth ? ageOn(c.dateOfBirth, today) : null;
    if (age === null || (job.age.min !== null && age < job.age.min) || (job.age.max !== null && age > job.age.max))
      out.push('age');
  }
  const radius = job.workType ? MATCHING_RULES.radiusKm[job.workType] : undefined;
  if (radius !== undefined) {
    let near: boolean;
    if (job.location) near = c.location !== null && distanceKm(job.location, c.location) <= radius;
    // A job saved without coordinates: the same city (by name) is the only place known to be near.
    else near = Boolean(job.city && c.city && job.city.trim().toLowerCase() === c.city.trim().toLowerCase());
    if (!near) out.push('location');
  }
  if (c.isDisable && !job.includesDisabled) out.push('disability');
  return out;
}

/** Education: full at or above the lowest level asked, else the share of the way up to it. */
export function educationSubScore(job: MatchJob, c: MatchCandidate): number {
  if (job.educationLevels.length === 0) return 1;
  const needed = Math.min(...job.educationLevels);
  const has = c.educationLevel ?? 0;
  if (has >= needed) return 1;
  return clamp01(has / needed);
}

/** Work experience: below the bracket in proportion, inside it full, above it high but not full. */
export function experienceSubScore(job: MatchJob, c: MatchCandidate): number {
  const b = job.experience;
  if (!b) return 1;
  const months = Math.max(0, c.experienceMonths);
  if (months < b.min) return clamp01(months / b.min);
  if (b.max !== null && months > b.max) return MATCHING_RULES.aboveExperienceBracket;
  return 1;
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
 * The score of the candidate for the job on `today` (YYYY-MM-DD, for the age filter).
 * percentage = round(Σ weight × sub-score); an excluded candidate has 0 and no points.
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

  const subScores: Record<MatchCriterion, number> = {
    education: educationSubScore(job, c),
    workExperience: experienceSubScore(job, c),
    hardSkills: skillsSubScore(job.hardSkillIds, declared, verified),
    softSkills: skillsSubScore(job.softSkillIds, declared, verified),
  };
  const excludedBy = exclusions(job, c, today);
  const excluded = excludedBy.length > 0;
  let exact = 0;
  const breakdown = {} as MatchScore['breakdown'];
  for (const k of MATCH_CRITERIA) {
    const weight = job.weights[k];
    const points = excluded ? 0 : weight * subScores[k];
    exact += points;
    breakdown[k] = { weight, points: round2(points) };
  }
  // Rounded once, from the exact sum: the rounded points add up to it within ±1.
  const percentage = Math.max(0, Math.min(100, Math.round(exact + 1e-9)));
  return {
    percentage,
    excluded,
    excludedBy,
    breakdown,
    subScores,
    matched,
    missing,
    relevant,
    listed: !excluded && relevant && percentage >= MATCHING_RULES.listedFrom,
  };
}

export type MatchSuggestion =
  | { kind: 'addSkill'; skillId: string; gain: number }
  | { kind: 'verifySkill'; skillId: string; gain: number }
  | { kind: 'education'; level: number; gain: number }
  | { kind: 'experience'; months: number; gain: number };

/**
 * What would raise the candidate's score, each change on its own with the percentage points it
 * adds, largest first: adding a missing skill, verifying a declared one (by passing its test),
 * reaching the education level or the experience the job asks. Nothing while a filter excludes
 * the candidate (no profile change inside a criterion helps then).
 */
export function whatWouldRaise(job: MatchJob, c: MatchCandidate, today: string): MatchSuggestion[] {
  const base = scoreMatch(job, c, today);
  if (base.excluded) return [];
  const gainOf = (changed: MatchCandidate) => {
    const s = scoreMatch(job, changed, today);
    let exact = 0;
    for (const k of MATCH_CRITERIA) exact += job.weights[k] * s.subScores[k];
    let before = 0;
    for (const k of MATCH_CRITERIA) before += job.weights[k] * base.subScores[k];
    return round2(exact - before);
  };
  const out: MatchSuggestion[] = [];
  for (const id of base.missing) {
    const gain = gainOf({ ...c, skillIds: [...c.skillIds, id] });
    if (gain > 0) out.push({ kind: 'addSkill', skillId: id, gain });
  }
  for (const m of base.matched) {
    if (m.verified) continue;
    const gain = gainOf({ ...c, verifiedSkillIds: [...c.verifiedSkillIds, m.id] });
    if (gain > 0) out.push({ kind: 'verifySkill', skillId: m.id, gain });
  }
  if (base.subScores.education < 1 && job.educationLevels.length) {
    const level = Math.min(...job.educationLevels);
    out.push({ kind: 'education', level, gain: gainOf({ ...c, educationLevel: level }) });
  }
  if (base.subScores.workExperience < 1 && job.experience && c.experienceMonths < job.experience.min) {
    const months = job.experience.min;
    out.push({ kind: 'experience', months, gain: gainOf({ ...c, experienceMonths: months }) });
  }
  return out.filter((s) => s.gain > 0).sort((a, b) => b.gain - a.gain);
}
