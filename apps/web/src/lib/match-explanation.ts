import type { MatchExplanation, MatchSuggestionItem, ReachFilter } from '@talentdeck/shared';

export type CriterionKey = keyof MatchExplanation['breakdown'];

/** The four criteria in the order the specification lists them, with the names recruiters see. */
export const MATCH_CRITERIA: { key: CriterionKey; label: string }[] = [
  { key: 'education', label: 'Education' },
  { key: 'workExperience', label: 'Work experience' },
  { key: 'hardSkills', label: 'Hard skills' },
  { key: 'softSkills', label: 'Soft skills' },
];

const kmFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Points as written next to a bar: whole numbers stay whole, others keep one decimal. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** How full a criterion's bar is, 0–100; a criterion the job gives no weight is empty. */
export function criterionFill(criterion: { points: number; weight: number }): number {
  if (criterion.weight <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, criterion.points / criterion.weight)) * 100);
}

/** The location filter's choices (REACH_FILTERS) as the applicants and matched lists name them. */
export const REACH_FILTER_LABELS: Record<ReachFilter, string> = {
  withinReach: 'Within reach or would relocate',
  nearby: 'Nearby, no move needed',
};

/** "lives 27 km away", "outside the hiring countries": where the candidate lives against the job. */
export function reachText(reach: MatchExplanation['reach']): string {
  const away = reach.distanceKm === null ? null : `${kmFormat.format(reach.distanceKm)} km away`;
  switch (reach.basis) {
    case 'remote':
      return away ? `Remote job · lives ${away}` : 'Remote job';
    case 'outsideHiringCountries':
      return 'Outside the hiring countries';
    case 'near':
      return away ? `Lives ${away}` : 'Lives in the job’s city';
    case 'relocates':
      return away ? `Lives ${away} · would relocate` : 'Would relocate';
    case 'far':
      return away ? `Lives ${away}` : 'Where they live is not known';
  }
}

const months = (n: number) => {
  const whole = Math.floor(n);
  return whole >= 24 ? `${Math.floor(whole / 12)} years` : `${whole} month${whole === 1 ? '' : 's'}`;
};

/** The field fit in words: how much of the job's field is covered, and from what. */
export function fieldText(explanation: MatchExplanation): string {
  const hard = explanation.skills.matched.filter((s) => s.skillType === 'hard').length;
  const hardAsked = hard + explanation.skills.missing.filter((s) => s.skillType === 'hard').length;
  const skills = hardAsked > 0 ? `${hard} of ${hardAsked} hard skills` : 'the skills asked';
  const work =
    explanation.field.professionMonths > 0
      ? `${months(explanation.field.professionMonths)} in the profession`
      : 'no work in the profession';
  return `In the job’s field: ${Math.round(explanation.field.fit * 100)}% (${skills}, ${work})`;
}

/**
 * The whole explanation in one sentence, the text alternative of the bars: screen readers and a
 * copy into an email get the same facts the colours and lengths show.
 */
export function explanationSummary(explanation: MatchExplanation): string {
  const parts = MATCH_CRITERIA.map(({ key, label }) => {
    const c = explanation.breakdown[key];
    return `${label} ${formatPoints(c.points)} of ${c.weight}`;
  });
  const { matched, missing } = explanation.skills;
  const verified = matched.filter((s) => s.verified).length;
  return `${explanation.percentage}% match: ${parts.join(', ')}. ${fieldText(explanation)}. ${matched.length} skill${matched.length === 1 ? '' : 's'} matched (${verified} verified by a test), ${missing.length} missing. ${reachText(explanation.reach)}.`;
}

/** One suggestion as the candidate reads it. */
export function suggestionText(s: MatchSuggestionItem): string {
  const gain = `+${formatPoints(s.gain)} %`;
  switch (s.kind) {
    case 'addSkill':
      return `Add ${s.skill?.skillName ?? 'a skill the job asks for'} to your profile (${gain})`;
    case 'verifySkill':
      return `Verify ${s.skill?.skillName ?? 'a skill'} by passing a skills test (${gain})`;
    case 'education':
      return `Reach ${s.educationName ?? 'the education level the job asks for'} (${gain})`;
    case 'experience':
      return `Reach ${s.months === undefined ? 'the experience the job asks for' : `${Math.floor(s.months / 12)} years of experience`} (${gain})`;
  }
}
