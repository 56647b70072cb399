import { MATCH_BANDS, PASS_MARK } from '@talentdeck/shared';

export type MatchBand = (typeof MATCH_BANDS)[number]['colour'];

/**
 * The specification's match colour bands: up to 20 red, up to 40 orange, up to 60 yellow, up to
 * 80 light green, above green. A value outside 0–100 is clamped rather than left without a band.
 */
export function matchBand(percent: number): MatchBand {
  const clamped = Math.min(100, Math.max(0, percent));
  return MATCH_BANDS.find((band) => clamped <= band.upTo)?.colour ?? 'green';
}

/**
 * Each band as a tinted background with dark text of the band's hue: the band's colour alone would
 * fail WCAG AA contrast behind text (yellow, light green), and the number is always written too.
 */
export const MATCH_BAND_STYLES: Record<MatchBand, { background: string; border: string; color: string; name: string }> = {
  red: { background: '#fff1f0', border: '#ffa39e', color: '#a8071a', name: 'low' },
  orange: { background: '#fff7e6', border: '#ffd591', color: '#8a3a00', name: 'fair' },
  yellow: { background: '#feffe6', border: '#e6d400', color: '#614700', name: 'average' },
  lightgreen: { background: '#f4ffe8', border: '#b7eb8f', color: '#2f5e0a', name: 'good' },
  green: { background: '#e8f8ee', border: '#52c41a', color: '#135200', name: 'strong' },
};

/** A profile rank (0–100) as stars out of five, to the nearest half star (rank divided by 20). */
export function rankStars(rank: number): number {
  const clamped = Math.min(100, Math.max(0, rank));
  return Math.round(clamped / 10) / 2;
}

/** Years of experience as the specification counts them: months divided by 12, rounded down. */
export function experienceYears(months: number): number {
  return Math.floor(Math.max(0, months) / 12);
}

/** "3 years", "1 year", "Less than a year". */
export function experienceLabel(months: number): string {
  const years = experienceYears(months);
  if (years === 0) return 'Less than a year';
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Below the pass mark (50) is Fail, otherwise Pass. */
export function testOutcome(result: number): 'Pass' | 'Fail' {
  return result < PASS_MARK ? 'Fail' : 'Pass';
}
