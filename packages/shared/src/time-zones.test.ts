import { describe, expect, it } from 'vitest';
import { interviewWhen, isKnownZone, isListedZone, utcOffset, zoneWithOffset } from './time-zones.js';

// 10:00–10:30 in Lisbon on a winter day (UTC+0).
const lisbon = { startsAt: '2027-01-15T10:00:00.000Z', endsAt: '2027-01-15T10:30:00.000Z', timeZone: 'Europe/Lisbon' };

describe('interviewWhen', () => {
  it('names the interview’s zone, and adds the viewer’s own time when their clock differs', () => {
    expect(interviewWhen(lisbon, { zone: 'Europe/Berlin', locale: 'en-GB' })).toEqual({
      at: 'Fri, 15 Jan 2027, 10:00 – 10:30 (Europe/Lisbon)',
      yours: 'Fri, 15 Jan 2027, 11:00 – 11:30 your time (Europe/Berlin)',
    });
  });

  it('says the viewer’s own day when it is another one there', () => {
    const late = { ...lisbon, startsAt: '2027-01-15T02:00:00.000Z', endsAt: '2027-01-15T03:00:00.000Z' };
    expect(interviewWhen(late, { zone: 'America/Los_Angeles', locale: 'en-GB' }).yours).toBe(
      'Thu, 14 Jan 2027, 18:00 – 19:00 your time (America/Los_Angeles)',
    );
  });

  it('adds nothing when the viewer’s clock reads the same, or their zone is unknown', () => {
    expect(interviewWhen(lisbon, { zone: 'Europe/London', locale: 'en-GB' }).yours).toBeNull();
    expect(interviewWhen(lisbon, { zone: 'Europe/Lisbon', locale: 'en-GB' }).yours).toBeNull();
    expect(interviewWhen(lisbon, { zone: 'Nowhere/Else', locale: 'en-GB' }).yours).toBeNull();
  });

  it('writes one format per locale, on the 24-hour clock the form takes', () => {
    expect(interviewWhen(lisbon, { locale: 'en-US' }).at).toBe('Fri, Jan 15, 2027, 10:00 – 10:30 (Europe/Lisbon)');
    expect(interviewWhen(lisbon, { locale: 'de-DE' }).at).toBe('Fr., 15. Jan. 2027, 10:00 – 10:30 (Europe/Lisbon)');
  });
});

describe('isKnownZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isKnownZone('Asia/Kolkata')).toBe(true);
    expect(isKnownZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownZone('')).toBe(false);
  });
});

describe('isListedZone', () => {
  it('takes the listed zones, UTC and another runtime’s name for a listed one', () => {
    expect(isListedZone('America/Mexico_City')).toBe(true);
    expect(isListedZone('UTC')).toBe(true);
    // Node and Chromium list Asia/Calcutta; Firefox lists Asia/Kolkata.
    expect(isListedZone('Asia/Kolkata')).toBe(true);
    expect(isListedZone('Asia/Calcutta')).toBe(true);
  });

  it('refuses unknown zones, abbreviations, offsets and other spellings', () => {
    for (const zone of ['Mars/Olympus_Mons', '', 'EST', 'utc', '+01:00', 'europe/berlin', 'Europe/Berlin ', 'GMT+1']) {
      expect(isListedZone(zone), zone).toBe(false);
    }
  });
});

describe('utcOffset and zoneWithOffset', () => {
  it('write the zone’s offset at the instant, summer time included', () => {
    const winter = new Date('2027-01-15T12:00:00Z');
    const summer = new Date('2027-07-15T12:00:00Z');
    expect(zoneWithOffset('Europe/Berlin', winter)).toBe('Europe/Berlin (UTC+01:00)');
    expect(zoneWithOffset('Europe/Berlin', summer)).toBe('Europe/Berlin (UTC+02:00)');
    expect(utcOffset('America/St_Johns', winter)).toBe('UTC-03:30');
    expect(utcOffset('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(utcOffset('UTC', winter)).toBe('UTC+00:00');
  });
});
