/**
 * One clock for interviews (decision 28). An interview is set on the wall clock of its zone: an
 * In-office one's office's, a Remote one's the scheduler picked (the company's by default). Every
 * surface shows that time with the zone named, and the viewer's own time beside it when their clock
 * reads differently. Dates and times have one format per locale; times are on the 24-hour clock, as
 * the scheduling form takes them.
 */

/** Whether the runtime knows the IANA zone. */
export function isKnownZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this runtime is in (the browser's, for a viewer). */
export const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A span of time and the zone it was set in, as interviews carry it. */
export type ZonedSpan = { startsAt: string; endsAt: string; timeZone: string };

const dayOf = (instant: Date, zone: string, locale?: string) =>
  instant.toLocaleDateString(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const clockOf = (instant: Date, zone: string, locale?: string) =>
  instant.toLocaleTimeString(locale, { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Tue, 1 Dec 2026, 09:30 – 10:00": the span's day and times on the zone's wall clock. */
export function spanInZone(span: Pick<ZonedSpan, 'startsAt' | 'endsAt'>, zone: string, locale?: string) {
  const start = new Date(span.startsAt);
  const end = new Date(span.endsAt);
  return `${dayOf(start, zone, locale)}, ${clockOf(start, zone, locale)} – ${clockOf(end, zone, locale)}`;
}

/**
 * An interview's time as every surface says it: `at` in its own zone with the zone named
 * ("Tue, 1 Dec 2026, 09:30 – 10:00 (Europe/Berlin)"), and `yours` in the viewer's zone when their
 * clock reads differently ("Tue, 1 Dec 2026, 08:30 – 09:00 your time (Europe/Lisbon)"), else null.
 */
export function interviewWhen(span: ZonedSpan, viewer: { zone?: string; locale?: string } = {}) {
  const at = spanInZone(span, span.timeZone, viewer.locale);
  const zone = viewer.zone && isKnownZone(viewer.zone) ? viewer.zone : undefined;
  const own = zone ? spanInZone(span, zone, viewer.locale) : at;
  return {
    at: `${at} (${span.timeZone})`,
    yours: zone && own !== at ? `${own} your time (${zone})` : null,
  };
}
