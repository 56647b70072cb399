import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * Calendar invitations of interviews. The .ics names the interview's zone (TZID) so each attendee's
 * calendar shows it in their own.
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

const localStamp = (date: string, time: string) => `${date}T${time}:00`;

/** The end's wall clock: start plus the duration, counted on the wall clock the attendee sees. */
function localEnd(date: string, time: string, minutes: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm + minutes)).toISOString().slice(0, 19);
}

/**
 * The interview as an iCalendar file: REQUEST for an invitation or an update (same UID, the
 * caller raises SEQUENCE), CANCEL for a deletion. Start and end carry the interview's TZID, defined
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
