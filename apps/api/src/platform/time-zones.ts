import tzLookup from '@photostructure/tz-lookup';
import { isKnownZone } from '@talentdeck/shared';

/**
 * Wall clocks and their zones: an interview is picked as a date and time in a zone (its office's, or
 * the one the scheduler chose), and stored as the instant that names. Places give their zone by
 * their coordinates.
 */

/**
 * The locale of times the server writes itself (emails, chat cards), whose reader's locale it does
 * not know; screens use their viewer's.
 */
export const SERVER_LOCALE = 'en-GB';

/** The zone of a place, or undefined when the coordinates are missing or the zone unknown to the runtime. */
export function zoneOfPlace(lat: number | null, long: number | null): string | undefined {
  if (lat == null || long == null) return undefined;
  try {
    const zone = tzLookup(lat, long);
    return isKnownZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and kind, kept: making one costs far more than formatting with it. */
function formatIn(zone: string, kind: 'clock' | 'offset') {
  const key = `${kind}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      kind === 'clock'
        ? {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }
        : { timeZone: zone, timeZoneName: 'longOffset' },
    );
    formats.set(key, format);
  }
  return format;
}

/** The wall clock of an instant in a zone, as the numbers Date.UTC takes (to the second). */
function wallClock(instant: number, zone: string) {
  const parts = formatIn(zone, 'clock').formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/**
 * The zone's offset from UTC at an instant, in minutes (east of Greenwich positive). Read from the
 * offset's own text ("…, GMT+05:30"), a quarter of the cost of a wall clock's parts.
 */
export function offsetMinutes(instant: number, zone: string) {
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(formatIn(zone, 'offset').format(instant));
  if (!match) return 0; // "GMT": UTC itself
  const [, sign, hours, minutes, seconds] = match;
  return (sign === '-' ? -1 : 1) * Math.round(Number(hours) * 60 + Number(minutes) + Number(seconds ?? 0) / 60);
}

/**
 * The instant a wall-clock date and time in `zone` names. In a spring-forward gap (a time that does
 * not exist there) it answers the instant the clock jumps to; in the autumn's repeated hour, the first.
 */
export function zonedToInstant(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  // Two rounds: the offset at the first guess may differ from the offset at the answer (DST edges).
  let guess = wanted - (wallClock(wanted, zone) - wanted);
  guess = wanted - (wallClock(guess, zone) - guess);
  const earlier = guess - 3_600_000;
  if (wallClock(earlier, zone) === wanted) return new Date(earlier);
  return new Date(guess);
}

/** The date (YYYY-MM-DD) an instant falls on in a zone. */
export function dateInZone(instant: Date, zone: string) {
  return new Date(wallClock(instant.getTime(), zone)).toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
