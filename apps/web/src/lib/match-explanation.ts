import type { MatchExplanation, MatchSuggestionItem } from '@talentdeck/shared';

export type CriterionKey = keyof MatchExplanation['breakdown'];

/** The four criteria in the order the specification lists them, with the names recruiters see. */
export const MATCH_CRITERIA: { key: CriterionKey; label: string }[] = [
  { key: 'education', label: 'Education' },
  { key: 'workExperience', label: 'Work experience' },
  { key: 'hardSkills', label: 'Hard skills' },
  { key: 'softSkills', label: 'Soft skills' },
];

const FILTER_LABELS: Record<MatchExplanation['excludedBy'][number], string> = {
  gender: 'gender',
  age: 'age',
  location: 'location',
  disability: 'disability',
};

/** Points as written next to a bar: whole numbers stay whole, others keep one decimal. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

/** How full a criterion's bar is, 0–100; a criterion the job gives no weight is empty. */
export function criterionFill(criterion: { points: number; weight: number }): number {
  if (criterion.weight <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, criterion.points / criterion.weight)) * 100);
}

/** "location and age": the job's filters the candidate does not meet, in words. */
export function excludedFilters(excludedBy: MatchExplanation['excludedBy']): string {
  const names = excludedBy.map((f) => FILTER_LABELS[f]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The whole explanation in one sentence, the text alternative of the bars: screen readers and a
 * copy into an email get the same facts the colours and lengths show.
 */
export function explanationSummary(explanation: MatchExplanation): string {
  if (explanation.excluded) {
    return `Excluded: does not meet the job's ${excludedFilters(explanation.excludedBy)} filter${explanation.excludedBy.length === 1 ? '' : 's'}.`;
  }
  const parts = MATCH_CRITERIA.map(({ key, label }) => {
    const c = explanation.breakdown[key];
    return `${label} ${formatPoints(c.points)} of ${c.weight}`;
  });
  const { matched, missing } = explanation.skills;
  const verified = matched.filter((s) => s.verified).length;
  return `${explanation.percentage}% match: ${parts.join(', ')}. ${matched.length} skill${matched.length === 1 ? '' : 's'} matched (${verified} verified by a test), ${missing.length} missing.`;
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
