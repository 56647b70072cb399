import { interviewWhen, ownZone, type ZonedSpan } from '@talentdeck/shared';
import './interview-time.css';

/**
 * An interview's time as every screen shows it (decision 28): on its own zone's clock with the zone
 * named, and below it the viewer's own time when their clock reads differently.
 */
export function InterviewTime({ interview }: { interview: ZonedSpan }) {
  const { at, yours } = interviewWhen(interview, { zone: ownZone() });
  return (
    <span className="td-interview-time">
      <time dateTime={interview.startsAt}>{at}</time>
      {yours ? <span className="td-interview-time__yours">{yours}</span> : null}
    </span>
  );
}
