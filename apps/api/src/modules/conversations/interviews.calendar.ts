import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { zonedToInstant } from '#api/platform/time-zones.js';
import { vtimezone } from '#api/platform/vtimezone.js';

/**
 * Calendar invitations of interviews. The .ics names the interview's zone (TZID), defined by a
 * VTIMEZONE block written from the runtime's zone data, so each attendee's calendar shows it in
 * their own zone at the hour the recruiter chose.
 */

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

/**
 * The interview as an iCalendar file (RFC 5545 and 5546):
 * - REQUEST for an invitation or an update (same UID, the caller raises SEQUENCE), CANCEL for a
 *   deletion: both name the candidate as ATTENDEE. No RSVP is asked: the organizer is the
 *   product's no-reply sender, and the candidate answers in the product (the description says
 *   where), which tells the recruiter at once.
 * - PUBLISH for the company's own download: an event to add to a calendar, with no ATTENDEE (RFC
 *   5546 allows none in PUBLISH).
 * Start and end carry the interview's TZID; DTSTAMP is UTC.
 */
export function interviewCalendar(i: CalendarInterview, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const startsAt = zonedToInstant(i.date, i.startTime, i.timeZone);
  const cal = ical({
    prodId: { company: 'Talentdeck', product: 'Interviews', language: 'EN' },
    method: { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL, PUBLISH: ICalCalendarMethod.PUBLISH }[
      method
    ],
    // No calendar-wide zone (it would make DTSTAMP local): the generator writes the event's zone.
    timezone: { name: null, generator: (zone) => vtimezone(zone, startsAt) },
  });
  cal.createEvent({
    id: i.uid,
    sequence: i.sequence,
    stamp: new Date(),
    // Dates that know their zone, so the wall clock written is the zone's, whatever the server's.
    start: new TZDate(startsAt.getTime(), i.timeZone),
    end: new TZDate(startsAt.getTime() + i.durationMinutes * 60_000, i.timeZone),
    timezone: i.timeZone,
    summary: i.summary,
    description: i.description,
    location: i.location,
    url: i.url ?? null,
    organizer: i.organizer,
    attendees: method === 'PUBLISH' ? [] : [{ name: i.attendee.name, email: i.attendee.email, rsvp: false }],
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return cal.toString();
}
