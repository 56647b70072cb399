import tzLookup from '@photostructure/tz-lookup';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * Interview times and their calendar invitations. A scheduler picks a wall-clock date and time in
 * the company's zone; the instant is derived here, and the .ics names the zone (TZID) so each
 * attendee's calendar shows it in their own.
 */

/** The zone of a place, or undefined when the coordinates are missing or unknown. */
export function zoneOfPlace(lat: number | null, long: number | null): string | undefined {
  if (lat == null || long == null) return undefined;
  try {
    return tzLookup(lat, long);
  } catch {
    return undefined;
  }
}

/** Whether the runtime knows the IANA zone. */
export function isKnownZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as the numbers Date.UTC takes. */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
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

export type CalendarInterview = {
  uid: string;
  sequence: number;
  date: string;
  startTime: string;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

const localStamp = (date: string, time: string) => `${date}T${time}:00`;

/** The end's wall clock: start plus the duration, counted on the wall clock the attendee sees. */
function localEnd(date: string, time: string, minutes: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm + minutes)).toISOString().slice(0, 19);
}

/**
 * The interview as an iCalendar file: REQUEST for an invitation or an update (same UID, the
 * caller raises SEQUENCE), CANCEL for a deletion. Start and end carry the company's TZID, defined
 * by a VTIMEZONE block (RFC 5545 asks for one per TZID; Outlook shows the wrong time without it).
 */
export function interviewCalendar(i: CalendarInterview, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const cal = ical({
    prodId: { company: 'Talentdeck', product: 'Interviews', language: 'EN' },
    method: { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL, PUBLISH: ICalCalendarMethod.PUBLISH }[
      method
    ],
    timezone: { name: i.timeZone, generator: getVtimezoneComponent },
  });
  cal.createEvent({
    id: i.uid,
    sequence: i.sequence,
    stamp: new Date(),
    start: localStamp(i.date, i.startTime),
    end: localEnd(i.date, i.startTime, i.durationMinutes),
    timezone: i.timeZone,
    summary: i.summary,
    description: i.description,
    location: i.location,
    url: i.url ?? null,
    organizer: i.organizer,
    attendees: [{ name: i.attendee.name, email: i.attendee.email, rsvp: true }],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return cal.toString();
}
