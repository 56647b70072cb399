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

let listed: ReadonlySet<string> | undefined;

/**
 * The zones a person can pick (a company's zone): this runtime's list, `Intl.supportedValuesOf`,
 * with UTC, which the list leaves out. Browsers and Node list the same ICU names, some of them
 * older spellings (Asia/Calcutta, Europe/Kiev).
 */
export function listedZones(): ReadonlySet<string> {
  if (!listed) {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    listed = new Set(['UTC', ...zones]);
  }
  return listed;
}

/** An IANA name as written: Area/Location, each part capitalised (America/Port-au-Prince, Etc/GMT+5). */
const ZONE_NAME = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * Whether a zone may be chosen: one of `listedZones`, or another runtime's name for one of them
 * (Asia/Kolkata where this one lists Asia/Calcutta), spelled as IANA writes it. Abbreviations
 * (EST), offsets and other spellings ("europe/berlin") are refused.
 */
export function isListedZone(zone: string) {
  const zones = listedZones();
  if (zones.has(zone)) return true;
  if (!ZONE_NAME.test(zone) || !isKnownZone(zone)) return false;
  return zones.has(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
}

/** "UTC+01:00", "UTC-03:30", "UTC+00:00": the zone's offset from UTC at an instant (now by default). */
export function utcOffset(zone: string, at: Date = new Date()) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT+01:00", or "GMT" alone for UTC itself.
  const offset = name?.replace(/^GMT/, '') || '+00:00';
  return `UTC${offset}`;
}

/** "Europe/Berlin (UTC+01:00)": a zone as a picker lists it, with its offset now. */
export const zoneWithOffset = (zone: string, at?: Date) => `${zone} (${utcOffset(zone, at)})`;

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
