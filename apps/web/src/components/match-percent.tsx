import { MATCH_BAND_STYLES, matchBand } from '#web/lib/applicant-display';
import './applicant-badges.css';

/**
 * A match percentage in its colour band. The number is always written, and the band is named for
 * screen readers, so the colour is never the only signal. Null: matching has not run yet.
 */
export function MatchPercent({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) {
    return (
      <span className="td-match td-match--none" title="Not computed yet">
        <span aria-hidden="true">—</span>
        <span className="td-visually-hidden">Match not computed yet</span>
      </span>
    );
  }
  const band = matchBand(value);
  const style = MATCH_BAND_STYLES[band];
  return (
    <span
      className="td-match"
      data-band={band}
      style={{ background: style.background, borderColor: style.border, color: style.color }}
    >
      {value}%<span className="td-visually-hidden"> match, {style.name}</span>
    </span>
  );
}
